import { useDashboardData } from '../../candidates/api/dashboard-data';
import { DashboardSharePanel } from './DashboardSharePanel';

/**
 * On the member's own public profile: the same share panel as the dashboard (ELITE and up). Visitors see no share
 * buttons: sharing someone else's page is their browser's job, and the buttons would look like the member's own.
 */
export function OwnerSharePanel() {
  const dashboard = useDashboardData();
  return <DashboardSharePanel membership={dashboard.data?.membership} />;
}
