import type { ReactNode } from 'react';
import { SiteFrame } from './site/SiteFrame';

export default function MainLayout({ children }: { children?: ReactNode }) {
  return <SiteFrame kind="main">{children}</SiteFrame>;
}
