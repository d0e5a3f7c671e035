export { AddTeamMemberPage } from './AddTeamMemberPage';
export { TeamMembersPage } from './TeamMembersPage';
