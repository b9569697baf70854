import type { FeatureRoute } from '../../../client/app/page-registry';

/** The projects feature's component pages (the topic list is a config list page). */
const routes: FeatureRoute[] = [
  { path: '/project', component: () => import('./my-projects-page') },
  { path: '/project/my-projects', component: () => import('./project-detail-page') },
  { path: '/project/register', component: () => import('./register-page') },
  { path: '/project/refer', component: () => import('./refer-page') },
  { path: '/project/company', component: () => import('./companies-page') },
  { path: '/project/company/detail', component: () => import('./company-detail-page') },
  { path: '/detail-company/:id', component: () => import('./company-detail-page') },
  { path: '/teacher', component: () => import('./teacher-requests-page') },
  { path: '/teacher/projects', component: () => import('./teacher-projects-page') },
];

export default routes;
