/** The candidate area's pages: one lazy chunk (edit-profile and the public profile pages have their own). */
export { CandidateDashboardPage } from './CandidateDashboardPage';
export { ViewProfilePage } from './ViewProfilePage';
export { ResumesListPage } from './ResumesListPage';
