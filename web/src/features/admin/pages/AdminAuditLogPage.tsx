import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { useFormatDate } from '../../../lib/format-date';
import { ADMIN_PAGE_SIZE, useAuditLog } from '../api/admin-api';
import type { AuditEntry } from '../api/types';
import { useListParams } from '../components/ListControls';
import { RequirePermission } from '../components/RequirePermission';
import '../admin.css';

const FILTERS = ['action', 'target_type', 'target_id', 'from', 'to'] as const;
const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit log: who did what to which row, before and after; read-only. */
export function AdminAuditLogPage() {
  return (
    <RequirePermission administratorOnly>
      <AuditLog />
    </RequirePermission>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const date = useFormatDate();
  const { page, values, update } = useListParams(FILTERS);
  const { data, isPending } = useAuditLog({ ...values, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
  const time = (value: string) => `${date(value)} ${new Date(value).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}`;
  const columns: TableColumn<AuditEntry>[] = [
    { key: 'at', header: t('admin.columns.date'), cell: (row) => time(row.at) },
    { key: 'actor', header: t('admin.audit.actor'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.actor}</span> },
    { key: 'action', header: t('admin.columns.action'), cell: (row) => t(`admin.audit.actions.${row.action.replace('.', '_')}`, { defaultValue: row.action }) },
    { key: 'target', header: t('admin.audit.target'), cell: (row) => <span data-i18n-skip="">{`${row.targetType} #${row.targetId}`}</span> },
    { key: 'before', header: t('admin.audit.before'), cell: (row) => <code className="admin-json" data-i18n-skip="">{show(row.before)}</code> },
    { key: 'after', header: t('admin.audit.after'), cell: (row) => <code className="admin-json" data-i18n-skip="">{show(row.after)}</code> },
  ];
  return (
    <section className="admin-page" data-testid="admin-audit-log">
      <h1>{t('admin.audit.title')}</h1>
      <div className="admin-filters">
        <label>
          {t('admin.columns.action')}
          <select value={values.action} onChange={(event) => update({ action: event.target.value })} data-testid="audit-action-filter">
            <option value="">{t('admin.filters.all')}</option>
            {(data?.actions ?? []).map((action) => <option key={action} value={action}>{t(`admin.audit.actions.${action.replace('.', '_')}`, { defaultValue: action })}</option>)}
          </select>
        </label>
        <label>
          {t('admin.audit.targetType')}
          <select value={values.target_type} onChange={(event) => update({ target_type: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            {['user', 'job', 'player', 'competition'].map((type) => <option key={type} value={type}>{t(`admin.audit.targets.${type}`)}</option>)}
          </select>
        </label>
        <label>{t('admin.audit.targetId')}<input value={values.target_id} maxLength={60} onChange={(event) => update({ target_id: event.target.value.trim() })} /></label>
        <label>{t('admin.filters.from')}<input type="date" value={values.from} onChange={(event) => update({ from: event.target.value })} /></label>
        <label>{t('admin.filters.to')}<input type="date" value={values.to} onChange={(event) => update({ to: event.target.value })} /></label>
      </div>
      <p className="admin-count" aria-live="polite">{data ? t('admin.filters.found', { count: data.total }) : ''}</p>
      <Table columns={columns} rows={data?.data} loading={isPending} rowKey={(row) => row.id} caption={t('admin.audit.title')} captionHidden rowTestId="admin-audit-row" />
      <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => update({ page: next })} showTotal />
    </section>
  );
}
