export { JobAlertsPage } from './JobAlertsPage';
