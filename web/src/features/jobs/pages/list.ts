/** The jobs list's route chunk (route-table.tsx): apart from the job page's, so neither carries the other's code. */
export { JobsPage } from './JobsPage';
