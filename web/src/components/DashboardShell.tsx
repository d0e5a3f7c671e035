import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DashboardShellProps {
  kind: 'admin' | 'employer' | 'candidate';
  displayName: string | null;
  children?: ReactNode;
}

/** The dashboard frame every role gets now; the figures arrive with the dashboards' own issues. */
export function DashboardShell({ kind, displayName, children }: DashboardShellProps) {
  const { t } = useTranslation();
  return (
    <section className="dashboard" data-testid={`dashboard-${kind}`}>
      <header className="dashboard__header">
        <h1>{displayName ? t('dashboard.welcomeName', { name: displayName }) : t('dashboard.welcome')}</h1>
        <p className="lead">{t(`dashboard.${kind}Lead`)}</p>
      </header>
      <div className="dashboard__soon">
        <p className="coming-soon__badge">{t('comingSoon.badge')}</p>
        <p>{t('dashboard.dataComingSoon')}</p>
      </div>
      {children}
    </section>
  );
}
