/** The hot list's two screens (one lazy chunk): the candidate's availability and the employers' list. */
export { CandidateHotListPage } from './CandidateHotListPage';
export { EmployerHotListPage } from './EmployerHotListPage';
