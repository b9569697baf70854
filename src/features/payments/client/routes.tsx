import type { FeatureRoute } from '../../../client/app/page-registry';

/** The payment feature's pages: the student's tuition page (registered as "tuition"). */
const routes: FeatureRoute[] = [{ path: '/tuition', component: () => import('./tuition-page') }];

export default routes;
