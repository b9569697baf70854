import type { FeatureRoute } from '../../../client/app/page-registry';

/** The award feature's component pages: the student's scholarship pages and the staff area. */
const routes: FeatureRoute[] = [
  { path: '/scholarship', component: () => import('./scholarship-list-page') },
  { path: '/scholarship/requirements', component: () => import('./requirements-page') },
  { path: '/detail-scholarship/:id', component: () => import('./award-detail-page') },
  { path: '/rewards-disciplines', component: () => import('./rewards-disciplines-page') },
  { path: '/staff', component: () => import('./staff-awards-page') },
  { path: '/staff/awards/:id', component: () => import('./staff-applications-page') },
  { path: '/staff/rewards-disciplines', component: () => import('./staff-rewards-disciplines-page') },
  { path: '/staff/decisions', component: () => import('./staff-decisions-page') },
];

export default routes;
