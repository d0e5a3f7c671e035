/** The candidate area's pages: one lazy chunk (the public profile pages are in ./public). */
export { CandidateDashboardPage } from './CandidateDashboardPage';
export { EditProfilePage } from './EditProfilePage';
export { ViewProfilePage } from './ViewProfilePage';
export { ResumesListPage } from './ResumesListPage';
