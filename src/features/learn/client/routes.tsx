import type { FeatureRoute } from '../../../client/app/page-registry';
import { TIMETABLE_SOURCE_CALLS } from './timetable-source-calls';

/** The learn feature's component pages (names derived from the paths: 'learn.timetable', ...). */
const routes: FeatureRoute[] = [
  {
    path: '/learn/timetable',
    component: () => import('./timetable-page'),
    prefetch: TIMETABLE_SOURCE_CALLS,
  },
  { path: '/learn/education-program', component: () => import('./education-program-page') },
  { path: '/learn/view-grades', component: () => import('./view-grades-page') },
  { path: '/learn/course-registration', component: () => import('./course-registration-page') },
  { path: '/learn/class-registration', component: () => import('./class-registration-page') },
  { path: '/learn/continue-study', component: () => import('./continue-study-page') },
];

export default routes;
