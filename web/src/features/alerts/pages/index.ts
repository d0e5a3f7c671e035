export { JobAlertsPage } from './JobAlertsPage';
export { UnsubscribeAlertPage } from './UnsubscribeAlertPage';
