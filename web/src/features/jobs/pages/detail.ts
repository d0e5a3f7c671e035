/** The job page's route chunk (route-table.tsx): apart from the jobs list's, so neither carries the other's code. */
export { JobDetailPage, JobAltPage } from './JobDetailPage';
