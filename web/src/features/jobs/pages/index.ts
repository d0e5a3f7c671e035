export { JobsPage } from './JobsPage';
export { JobDetailPage, JobAltPage } from './JobDetailPage';
export { SubmitJobPage } from './SubmitJobPage';
export { AdminPostJobPage } from './AdminPostJobPage';
export { EmployerJobsPage, AdminJobsPage, AdminListAllJobsPage } from './EmployerJobsPage';
