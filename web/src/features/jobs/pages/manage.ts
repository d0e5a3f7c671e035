// Employer and administrator job screens: their own chunk, so the public job pages never load the post form.
export { SubmitJobPage } from './SubmitJobPage';
export { AdminPostJobPage } from './AdminPostJobPage';
export { EmployerJobsPage, AdminJobsPage, AdminListAllJobsPage } from './EmployerJobsPage';
