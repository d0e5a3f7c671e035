import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../components/Table';
import { useFormatDate } from '../../../lib/format-date';
import { useAuditLog } from '../api/admin-api';
import type { AuditEntry } from '../api/types';
import { AuditChanges } from '../components/AuditChanges';
import { AuditTarget } from '../components/AuditTarget';
import { FilterSelect } from '../components/FilterSelect';
import { translatedOptions } from '../components/filter-options';
import { useListParams } from '../components/ListControls';
import { ListResults } from '../components/ListResults';
import { PeriodFilter } from '../components/PeriodFilter';
import { RequirePermission } from '../components/RequirePermission';
import '../admin.css';

const FILTERS = ['action', 'target_type', 'target_id', 'from', 'to'] as const;

/** The audit log: who did what to which row (by name, linked) and which fields changed from what to what; read-only. */
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
  const { page, values, query, update } = useListParams(FILTERS);
  const { data, isPending } = useAuditLog(query);
  const time = (value: string) => `${date(value)} ${new Date(value).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}`;
  const columns: TableColumn<AuditEntry>[] = [
    { key: 'at', header: t('admin.columns.date'), cell: (row) => time(row.at) },
    { key: 'actor', header: t('admin.audit.actor'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.actor}</span> },
    { key: 'action', header: t('admin.columns.action'), cell: (row) => t(`admin.audit.actions.${row.action.replace('.', '_')}`, { defaultValue: row.action }) },
    { key: 'target', header: t('admin.audit.target'), cell: (row) => <AuditTarget entry={row} /> },
    { key: 'changes', header: t('admin.audit.changes'), cell: (row) => <AuditChanges entry={row} /> },
  ];
  return (
    <section className="admin-page" data-testid="admin-audit-log">
      <h1>{t('admin.audit.title')}</h1>
      <div className="admin-filters">
        <FilterSelect
          label={t('admin.columns.action')}
          value={values.action}
          onChange={(action) => update({ action })}
          options={(data?.actions ?? []).map((action) => ({ value: action, label: t(`admin.audit.actions.${action.replace('.', '_')}`, { defaultValue: action }) }))}
          testId="audit-action-filter"
        />
        <FilterSelect label={t('admin.audit.targetType')} value={values.target_type} onChange={(targetType) => update({ target_type: targetType })} options={translatedOptions(t, ['user', 'job', 'player', 'competition'], 'admin.audit.targets')} />
        <label>{t('admin.audit.targetId')}<input value={values.target_id} maxLength={60} onChange={(event) => update({ target_id: event.target.value.trim() })} /></label>
        <PeriodFilter from={values.from} to={values.to} onChange={update} />
      </div>
      <ListResults data={data} loading={isPending} columns={columns} caption={t('admin.audit.title')} rowTestId="admin-audit-row" page={page} onPage={(next) => update({ page: next })} />
    </section>
  );
}
