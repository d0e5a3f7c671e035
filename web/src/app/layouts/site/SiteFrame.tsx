import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { LayoutKind } from '@fj/shared';
import { SkipLink } from '../../../components/SkipLink';
import { Header } from './Header';
import { Footer } from './Footer';

/** Public frame shared by the home, job and main layouts: header, page, footer (with newsletter). */
export function SiteFrame({ kind, children }: { kind: LayoutKind; children?: ReactNode }) {
  return (
    <div className={`layout layout--${kind} site-frame`} data-layout={kind}>
      <SkipLink />
      <Header />
      <main id="main" className="site-main">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
