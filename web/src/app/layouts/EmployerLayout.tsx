import type { ReactNode } from 'react';
import { useSession } from '../session/session-context';
import { AreaFrame } from './area/AreaFrame';
import { employerSidebar } from './area/sidebars';

export default function EmployerLayout({ children }: { children?: ReactNode }) {
  const { claims, roles } = useSession();
  // Only the organisation's own account has a public profile under its slug; a team member's or an administrator's
  // slug answered 404 there (issue 19), so their sidebar has no View My Profile.
  const ownProfile = roles.includes('employer') ? claims?.profile : undefined;
  return (
    <AreaFrame kind="employer" entries={employerSidebar(ownProfile)}>
      {children}
    </AreaFrame>
  );
}
