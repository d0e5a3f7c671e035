import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MODERATION_QUEUE_STATUSES, isAdministrator, type ModerationQueueStatus } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoading } from '../../../components/PageLoading';
import { Pager } from '../../../components/Pager';
import { Tabs } from '../../../components/Tabs';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { RequirePermission } from '../../admin/components/RequirePermission';
import { useModerationJobs } from '../api/moderation-jobs';
import { QUEUE_PAGE_SIZE } from '../api/query-keys';
import { ModerationJobCard } from '../components/ModerationJobCard';
import { WordListEditor } from '../components/WordListEditor';
import '../../admin/admin.css';
import '../moderation.css';

const WORDS_TAB = 'words';

/** `/admin/moderation` (administrators and data scouts): jobs waiting for a decision, the decided ones, the word list. */
export function AdminModerationPage() {
  return (
    <RequirePermission permission="moderate_jobs">
      <ModerationQueue />
    </RequirePermission>
  );
}

function ModerationQueue() {
  const { t } = useTranslation();
  const { roles } = useSession();
  useDocumentTitle(t('moderation.queue.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab = requested === WORDS_TAB || (MODERATION_QUEUE_STATUSES as readonly string[]).includes(requested) ? requested : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { tab?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'pending') query.set('tab', nextTab);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const statusTabs = MODERATION_QUEUE_STATUSES.map((status) => ({
    code: status,
    label: t(`moderation.queue.tabs.${status}`),
    content: <QueueList status={status} page={page} onPage={(next) => go({ page: next })} />,
  }));
  // The word list is the administrators' (data scouts judge jobs, they do not change the rules).
  const tabs = isAdministrator(roles) ? [...statusTabs, { code: WORDS_TAB, label: t('moderation.words.title'), content: <WordListEditor /> }] : statusTabs;
  return (
    <section className="admin-page moderation-page" data-testid="admin-moderation">
      <h1>{t('moderation.queue.title')}</h1>
      <p className="lead">{t('moderation.queue.lead')}</p>
      <Tabs tabs={tabs} active={tab} onChange={(code) => go({ tab: code, page: 1 })} />
    </section>
  );
}

function QueueList({ status, page, onPage }: { status: ModerationQueueStatus; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useModerationJobs(status, (page - 1) * QUEUE_PAGE_SIZE);
  if (isPending) return <PageLoading />;
  if (isError) return <p role="alert">{t('admin.loadError')}</p>;
  return (
    <div className="moderation-list" data-testid={`moderation-list-${status}`}>
      <p className="admin-count" aria-live="polite">
        {t('admin.filters.found', { count: data.total })}
      </p>
      {data.rows.length === 0 ? (
        <EmptyState illustration="board" title={t(`moderation.queue.empty.${status}`)} compact />
      ) : (
        data.rows.map((job) => <ModerationJobCard key={job.ID} job={job} />)
      )}
      <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={data.total} onPage={onPage} showTotal />
    </div>
  );
}
