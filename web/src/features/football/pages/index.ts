export { PlayerPage } from './PlayerPage';
export { StaffPage } from './StaffPage';
export { PlayerDatabasePage } from './PlayerDatabasePage';
export { RegisterPlayerProfilePage } from './RegisterPlayerProfilePage';
export { ClubPage } from './ClubPage';
export { CompetitionPage } from './CompetitionPage';
