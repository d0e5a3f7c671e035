import type { ReactNode } from 'react';
import { AreaFrame } from './area/AreaFrame';
import { candidateSidebar } from './area/sidebars';

export default function CandidateLayout({ children }: { children?: ReactNode }) {
  return (
    <AreaFrame kind="candidate" entries={candidateSidebar()}>
      {children}
    </AreaFrame>
  );
}
