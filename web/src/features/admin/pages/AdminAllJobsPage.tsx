import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { lookupEmployers, useAdminAllJobs, useBulkJobStatus } from '../api/admin-api';
import type { AdminJobRow } from '../api/types';
import { FilterSelect } from '../components/FilterSelect';
import { translatedOptions } from '../components/filter-options';
import { JOB_STATES, useJobColumns } from '../components/job-columns';
import { useListParams } from '../components/ListControls';
import { ListResults } from '../components/ListResults';
import { LookupFilter } from '../components/LookupFilter';
import { RequirePermission } from '../components/RequirePermission';
import '../admin.css';

const FILTERS = ['q', 'employer_id', 'state'] as const;
const CHANGES = ['publish', 'closed', 'filled', 'draft', 'pending'] as const;

/** `/admin/job/list-all`: every job on the site, by employer (picker) and state, with bulk status changes. */
export function AdminAllJobsPage() {
  return (
    <RequirePermission permission="view_all_jobs">
      <AllJobs />
    </RequirePermission>
  );
}

function AllJobs() {
  const { t } = useTranslation();
  const { page, values, query, update } = useListParams(FILTERS);
  const jobColumns = useJobColumns();
  const [selected, setSelected] = useState<number[]>([]);
  const [change, setChange] = useState<string>('closed');
  const { data, isPending } = useAdminAllJobs(query);
  const bulk = useBulkJobStatus();
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));
  const pageIds = data?.data.map((row) => row.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  // A change to many jobs at once waits for a yes.
  const [confirming, setConfirming] = useState(false);
  const apply = async () => {
    setConfirming(false);
    try {
      const results = await bulk.mutateAsync({ jobIds: selected, status: change });
      const failed = results.filter((result) => !result.ok);
      if (failed.length === 0) notifySuccess(t('admin.allJobs.changed', { count: results.length }));
      else notifyError(t('admin.allJobs.partlyChanged', { changed: results.length - failed.length, failed: failed.length, reason: failed[0]?.message ?? '' }));
      setSelected([]);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };
  const columns: TableColumn<AdminJobRow>[] = [
    {
      key: 'select',
      header: <input type="checkbox" aria-label={t('admin.allJobs.selectPage')} checked={allOnPage} onChange={() => setSelected(allOnPage ? selected.filter((id) => !pageIds.includes(id)) : [...new Set([...selected, ...pageIds])])} />,
      cell: (row) => <input type="checkbox" aria-label={t('admin.allJobs.select', { title: row.title })} checked={selected.includes(row.id)} onChange={() => toggle(row.id)} data-testid="job-select" />,
    },
    jobColumns.title, jobColumns.employer, jobColumns.state, jobColumns.class, jobColumns.posted, jobColumns.deadline, jobColumns.applications, jobColumns.edit,
  ];
  return (
    <section className="admin-page" data-testid="admin-all-jobs">
      <h1>{t('admin.allJobs.title')}</h1>
      <div className="admin-filters">
        <LookupFilter inputId="admin-jobs-employer" label={t('admin.columns.employer')} load={lookupEmployers} onPick={(id) => update({ employer_id: id })} />
        <FilterSelect label={t('admin.columns.status')} value={values.state} onChange={(state) => update({ state })} options={translatedOptions(t, JOB_STATES, 'admin.allJobs.states')} testId="admin-jobs-state" />
        <label>
          {t('admin.allJobs.search')}
          <input type="search" defaultValue={values.q} maxLength={120} onKeyDown={(event) => { if (event.key === 'Enter') update({ q: event.currentTarget.value.trim() }); }} />
        </label>
      </div>
      <div className="admin-bulk" aria-live="polite">
        <span>{t('admin.allJobs.selected', { count: selected.length })}</span>
        <label>
          {t('admin.allJobs.setStatus')}
          <select value={change} onChange={(event) => setChange(event.target.value)}>
            {CHANGES.map((status) => <option key={status} value={status}>{t(`admin.allJobs.changes.${status}`)}</option>)}
          </select>
        </label>
        <button type="button" className="button" disabled={selected.length === 0 || bulk.isPending} onClick={() => setConfirming(true)} data-testid="admin-bulk-apply">{t('admin.filters.apply')}</button>
      </div>
      <ConfirmDialog
        open={confirming}
        message={t('admin.allJobs.confirmChange', { count: selected.length, status: t(`admin.allJobs.changes.${change}`) })}
        confirmLabel={t('admin.filters.apply')}
        danger={false}
        busy={bulk.isPending}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
      <ListResults data={data} loading={isPending} columns={columns} caption={t('admin.allJobs.title')} rowTestId="admin-job-row" page={page} onPage={(next) => update({ page: next })} />
    </section>
  );
}
