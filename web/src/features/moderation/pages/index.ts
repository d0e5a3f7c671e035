/** The trust and safety screens of the admin area (one lazy chunk). */
export { AdminModerationPage } from './AdminModerationPage';
export { AdminReportsPage } from './AdminReportsPage';
