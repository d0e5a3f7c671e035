export { JobsPage } from './JobsPage';
export { JobDetailPage, JobAltPage } from './JobDetailPage';
