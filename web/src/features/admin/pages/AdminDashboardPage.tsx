import { useSession } from '../../../app/session/session-context';
import { DashboardShell } from '../../../components/DashboardShell';
import { AdminCreditsForm } from '../../memberships';

export function AdminDashboardPage() {
  const { displayName } = useSession();
  return (
    <DashboardShell kind="admin" displayName={displayName}>
      <AdminCreditsForm />
    </DashboardShell>
  );
}
