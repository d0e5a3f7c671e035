export { CandidateDashboardPage } from './CandidateDashboardPage';
