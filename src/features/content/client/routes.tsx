import type { FeatureRoute } from '../../../client/app/page-registry';

/** The content feature's component pages (lists and details of news, FAQ... are config pages). */
const routes: FeatureRoute[] = [{ path: '/notifications', lazy: () => import('./notifications-page') }];

export default routes;
