import type { ReactNode } from 'react';
import { useSession } from '../session/session-context';
import { AreaFrame } from './area/AreaFrame';
import { employerSidebar } from './area/sidebars';

export default function EmployerLayout({ children }: { children?: ReactNode }) {
  const { claims } = useSession();
  return (
    <AreaFrame kind="employer" entries={employerSidebar(claims?.profile)}>
      {children}
    </AreaFrame>
  );
}
