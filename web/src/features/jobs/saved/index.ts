/** The candidate's saved jobs (docs/jobs.md "Saved jobs"): the dashboard panel and the /candidate/saved-jobs page. */
export { SavedJobsPanel } from './SavedJobsPanel';
export { SavedJobsPage } from './SavedJobsPage';
