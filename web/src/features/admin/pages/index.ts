export { AdminDashboardPage } from './AdminDashboardPage';
