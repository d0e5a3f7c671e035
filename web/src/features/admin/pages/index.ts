export { AdminDashboardPage } from './AdminDashboardPage';
export { AdminUsersPage } from './AdminUsersPage';
export { AdminUserPage } from './AdminUserPage';
export { AdminTransactionsPage } from './AdminTransactionsPage';
export { AdminJobsAppliedPage } from './AdminJobsAppliedPage';
export { AdminEmployersPage } from './AdminEmployersPage';
export { AdminAuditLogPage } from './AdminAuditLogPage';
export { AdminAllJobsPage } from './AdminAllJobsPage';
