import type { FeatureRoute } from '../../../client/app/page-registry';

/**
 * The auth feature's pages: the signed-in user's sessions (page name `account.sessions`), and the
 * signed-out password recovery (`forgotPassword`, `resetPassword`; public routes of the app).
 */
const routes: FeatureRoute[] = [
  { path: '/account/sessions', lazy: () => import('./sessions-page') },
  { path: '/forgot-password', lazy: () => import('./forgot-password-page') },
  { path: '/reset-password', lazy: () => import('./reset-password-page') },
];

export default routes;
