import type { FeatureRoute } from '../../../client/app/page-registry';

/** The auth feature's pages: the signed-in user's sessions (page name `account.sessions`). */
const routes: FeatureRoute[] = [{ path: '/account/sessions', lazy: () => import('./sessions-page') }];

export default routes;
