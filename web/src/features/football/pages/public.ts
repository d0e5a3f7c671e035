/**
 * The football pages a visitor reads (player, staff, club, league table): one chunk without the search screens'
 * form and select libraries (formik, yup, react-select), which `./index` keeps for the database and register pages.
 */
export { PlayerPage } from './PlayerPage';
export { StaffPage } from './StaffPage';
export { ClubPage } from './ClubPage';
export { CompetitionPage } from './CompetitionPage';
