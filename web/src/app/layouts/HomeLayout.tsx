import type { ReactNode } from 'react';
import { SiteFrame } from './site/SiteFrame';

export default function HomeLayout({ children }: { children?: ReactNode }) {
  return <SiteFrame kind="home">{children}</SiteFrame>;
}
