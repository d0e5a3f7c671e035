/** The employer area's chunk: every employer screen (and the admin pipeline / CV database views of them). */
export { EmployerDashboardPage } from './EmployerDashboardPage';
export { ApplicationsPage } from '../../pipeline/pages';
export { AddTemplatePage, EmailTemplatesPage } from '../../templates/pages';
export { AddTeamMemberPage, TeamMembersPage } from '../../team/pages';
export { CvDatabasePage } from '../../cv-database/pages';
export { EditEmployerProfilePage } from '../../organisations/pages';
