import type { ReactNode } from 'react';
import { SiteFrame } from './site/SiteFrame';

export default function JobLayout({ children }: { children?: ReactNode }) {
  return <SiteFrame kind="job">{children}</SiteFrame>;
}
