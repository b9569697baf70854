import type { FeatureRoute } from '../../../client/app/page-registry';

/** The plagiarism check page: upload, progress, history and report. */
const routes: FeatureRoute[] = [
  { path: '/project/plagiarism', component: () => import('./plagiarism-page') },
];

export default routes;
