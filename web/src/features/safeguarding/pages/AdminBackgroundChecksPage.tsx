import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BACKGROUND_CHECK_STATUSES, type BackgroundCheckStatus } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoading } from '../../../components/PageLoading';
import { Pager } from '../../../components/Pager';
import { Tabs } from '../../../components/Tabs';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { RequirePermission } from '../../admin/components/RequirePermission';
import { useAdminBackgroundChecks } from '../api/admin-background-checks';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';
import { AdminCheckCard } from '../components/AdminCheckCard';
import '../../admin/admin.css';
import '../safeguarding.css';

/** `/admin/background-checks` (administrators): candidates' checks to verify, pending oldest first, and the decided ones. */
export function AdminBackgroundChecksPage() {
  return (
    <RequirePermission permission="verify_background_checks">
      <ChecksQueue />
    </RequirePermission>
  );
}

function ChecksQueue() {
  const { t } = useTranslation();
  useDocumentTitle(t('safeguarding.admin.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? '';
  const status: BackgroundCheckStatus = (BACKGROUND_CHECK_STATUSES as readonly string[]).includes(requested) ? (requested as BackgroundCheckStatus) : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  return (
    <section className="admin-page safeguarding-admin" data-testid="admin-background-checks">
      <h1>{t('safeguarding.admin.title')}</h1>
      <p className="lead">{t('safeguarding.admin.lead')}</p>
      <Tabs
        tabs={BACKGROUND_CHECK_STATUSES.map((code) => ({
          code,
          label: t(`safeguarding.admin.tabs.${code}`),
          content: <CheckQueueList status={code} page={page} onPage={(next) => go({ page: next })} />,
        }))}
        active={status}
        onChange={(code) => go({ status: code, page: 1 })}
      />
    </section>
  );
}

function CheckQueueList({ status, page, onPage }: { status: BackgroundCheckStatus; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAdminBackgroundChecks(status, (page - 1) * ADMIN_PAGE_SIZE);
  if (isPending) return <PageLoading />;
  if (isError) return <p role="alert">{t('admin.loadError')}</p>;
  return (
    <div className="safeguarding-queue" data-testid={`check-queue-${status}`}>
      <p className="admin-count" aria-live="polite">
        {t('admin.filters.found', { count: data.total })}
      </p>
      {data.rows.length === 0 ? (
        <EmptyState illustration="inbox" title={t(`safeguarding.admin.empty.${status}`)} compact />
      ) : (
        data.rows.map((check) => <AdminCheckCard key={check.id} check={check} />)
      )}
      <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data.total} onPage={onPage} showTotal />
    </div>
  );
}
