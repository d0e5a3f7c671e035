import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, type ReportStatus } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoading } from '../../../components/PageLoading';
import { Pager } from '../../../components/Pager';
import { Tabs } from '../../../components/Tabs';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { RequirePermission } from '../../admin/components/RequirePermission';
import { QUEUE_PAGE_SIZE } from '../api/query-keys';
import { useReports } from '../api/reports';
import { ReportCard } from '../components/ReportCard';
import '../../admin/admin.css';
import '../moderation.css';

/** `/admin/reports` (administrators): reported jobs, profiles, players, posts and messages, open ones oldest first. */
export function AdminReportsPage() {
  return (
    <RequirePermission permission="handle_reports">
      <ReportsQueue />
    </RequirePermission>
  );
}

function ReportsQueue() {
  const { t } = useTranslation();
  useDocumentTitle(t('moderation.reports.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? '';
  const status: ReportStatus = (REPORT_STATUSES as readonly string[]).includes(requested) ? (requested as ReportStatus) : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'open') query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  return (
    <section className="admin-page moderation-page" data-testid="admin-reports">
      <h1>{t('moderation.reports.title')}</h1>
      <p className="lead">{t('moderation.reports.lead')}</p>
      <Tabs
        tabs={REPORT_STATUSES.map((code) => ({
          code,
          label: t(`moderation.reports.status.${code}`),
          content: <ReportList status={code} page={page} onPage={(next) => go({ page: next })} />,
        }))}
        active={status}
        onChange={(code) => go({ status: code, page: 1 })}
      />
    </section>
  );
}

function ReportList({ status, page, onPage }: { status: ReportStatus; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useReports(status, (page - 1) * QUEUE_PAGE_SIZE);
  if (isPending) return <PageLoading />;
  if (isError) return <p role="alert">{t('admin.loadError')}</p>;
  return (
    <div className="moderation-list" data-testid={`report-list-${status}`}>
      <p className="admin-count" aria-live="polite">
        {t('admin.filters.found', { count: data.total })}
      </p>
      {data.rows.length === 0 ? (
        <EmptyState illustration="inbox" title={t(`moderation.reports.empty.${status}`)} compact />
      ) : (
        data.rows.map((report) => <ReportCard key={report.id} report={report} />)
      )}
      <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={data.total} onPage={onPage} showTotal />
    </div>
  );
}
