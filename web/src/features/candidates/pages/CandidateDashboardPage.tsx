import { useSession } from '../../../app/session/session-context';
import { DashboardShell } from '../../../components/DashboardShell';

export function CandidateDashboardPage() {
  const { displayName } = useSession();
  return <DashboardShell kind="candidate" displayName={displayName} />;
}
