import { useSession } from '../../../app/session/session-context';
import { DashboardShell } from '../../../components/DashboardShell';

export function EmployerDashboardPage() {
  const { displayName } = useSession();
  return <DashboardShell kind="employer" displayName={displayName} />;
}
