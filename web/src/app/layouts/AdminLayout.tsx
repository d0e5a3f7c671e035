import type { ReactNode } from 'react';
import { AreaFrame } from './area/AreaFrame';
import { adminSidebar } from './area/sidebars';

/** §2: redirects to /signin/ when the stored token is missing or expired. */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  return (
    <AreaFrame kind="admin" entries={adminSidebar()}>
      {children}
    </AreaFrame>
  );
}
