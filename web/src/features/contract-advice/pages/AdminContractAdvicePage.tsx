import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTRACT_ADVICE_STATUSES, adminContractAdviceHref, type ContractAdviceRequestDto } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { formatDateTime } from '../../../lib/format-date';
import { FilterSelect } from '../../admin/components/FilterSelect';
import { RequirePermission } from '../../admin/components/RequirePermission';
import { QUEUE_PAGE_SIZE, useQueue } from '../api/requests';
import { StatusBadge } from '../components/StatusBadge';
import '../../admin/admin.css';
import '../contract-advice.css';

/** `/admin/contract-advice`: the advisers' queue, overdue requests first (marked), then by due time; filter by status. */
export function AdminContractAdvicePage() {
  return (
    <RequirePermission permission="advise_contracts">
      <Queue />
    </RequirePermission>
  );
}

function Queue() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (CONTRACT_ADVICE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? params.get('status')! : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useQueue(status, page);
  const update = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus) query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const columns: TableColumn<ContractAdviceRequestDto>[] = [
    {
      key: 'request',
      header: t('contractAdvice.queue.request'),
      cell: (row) => (
        <Link to={adminContractAdviceHref(row.id)} dir="auto" data-i18n-skip="" data-testid="queue-link">
          {row.contract?.title ?? t('contractAdvice.list.request', { id: row.id })}
        </Link>
      ),
    },
    { key: 'member', header: t('contractAdvice.detail.member'), cell: (row) => <span dir="auto" data-i18n-skip="">{row.member.name}</span> },
    { key: 'status', header: t('contractAdvice.queue.status'), cell: (row) => <StatusBadge status={row.status} overdue={row.overdue} /> },
    { key: 'due', header: t('contractAdvice.detail.due'), cell: (row) => <span className={row.overdue ? 'advice-facts__late' : undefined}>{formatDateTime(row.due, i18n.language)}</span> },
    { key: 'adviser', header: t('contractAdvice.detail.adviser'), cell: (row) => <span dir="auto" data-i18n-skip="">{row.adviser?.name ?? '—'}</span> },
  ];
  return (
    <section className="admin-page" data-testid="admin-contract-advice">
      <h1>{t('contractAdvice.queue.title')}</h1>
      <p className="lead">{t('contractAdvice.queue.lead')}</p>
      <div className="admin-filters">
        <FilterSelect
          label={t('contractAdvice.queue.status')}
          value={status}
          onChange={(next) => update({ status: next, page: 1 })}
          options={CONTRACT_ADVICE_STATUSES.map((value) => ({ value, label: t(`contractAdvice.status.${value}`) }))}
          testId="queue-status"
        />
      </div>
      <p className="admin-count" aria-live="polite">{data ? t('admin.filters.found', { count: data.total }) : ''}</p>
      <Table
        columns={columns}
        rows={data?.data}
        loading={isPending}
        rowKey={(row) => row.id}
        caption={t('contractAdvice.queue.title')}
        captionHidden
        rowTestId="queue-row"
        empty={<EmptyState illustration="document" title={t('contractAdvice.queue.emptyTitle')} body={t('contractAdvice.queue.emptyBody')} compact />}
      />
      <Pager page={page} pageSize={QUEUE_PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => update({ page: next })} showTotal />
    </section>
  );
}
