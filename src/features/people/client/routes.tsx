import type { FeatureRoute } from '../../../client/app/page-registry';

/** The people feature's component pages: the signed-in student's profile ('profile'). */
const routes: FeatureRoute[] = [{ path: '/profile', component: () => import('./profile-page') }];

export default routes;
