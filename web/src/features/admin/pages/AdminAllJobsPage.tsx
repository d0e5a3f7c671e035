import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { adminApplicationsHref, adminEditAllJobHref, jobHref } from '@fj/shared';
import { AsyncSelect, type AsyncOption } from '../../../components/AsyncSelect';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useFormatDate } from '../../../lib/format-date';
import { ADMIN_PAGE_SIZE, lookupEmployers, useAdminAllJobs, useBulkJobStatus } from '../api/admin-api';
import type { AdminJobRow } from '../api/types';
import { useListParams } from '../components/ListControls';
import { RequirePermission } from '../components/RequirePermission';
import '../admin.css';

const FILTERS = ['q', 'employer_id', 'state'] as const;
const STATES = ['active', 'expired', 'pending', 'draft', 'closed', 'filled'] as const;
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
  const date = useFormatDate();
  const { page, values, update } = useListParams(FILTERS);
  const [employer, setEmployer] = useState<AsyncOption | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [change, setChange] = useState<string>('closed');
  const { data, isPending } = useAdminAllJobs({ ...values, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
  const bulk = useBulkJobStatus();
  const stateText = (row: AdminJobRow) => {
    const today = new Date().toISOString().slice(0, 10);
    const state = row.status === 'publish' ? (String(row.end_date).slice(0, 10) >= today ? 'active' : 'expired') : row.status;
    return t(`admin.allJobs.states.${state}`);
  };
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));
  const pageIds = data?.data.map((row) => row.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const apply = async () => {
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
    { key: 'title', header: t('admin.columns.job'), cell: (row) => <Link to={jobHref(row.slug)} data-i18n-skip="" dir="auto">{row.title}</Link> },
    { key: 'employer', header: t('admin.columns.employer'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.employer_name}</span> },
    { key: 'state', header: t('admin.columns.status'), cell: stateText },
    { key: 'class', header: t('admin.allJobs.class'), cell: (row) => t(`admin.allJobs.classes.${row.job_class}`) },
    { key: 'posted', header: t('admin.allJobs.posted'), cell: (row) => date(row.created_at) },
    { key: 'deadline', header: t('admin.allJobs.deadline'), cell: (row) => date(row.end_date) },
    { key: 'applications', header: t('admin.columns.pipeline'), cell: (row) => <Link to={adminApplicationsHref(row.id)}>{t('admin.allJobs.applications', { count: row.applications })}</Link> },
    { key: 'edit', header: t('admin.allJobs.edit'), cell: (row) => <Link to={adminEditAllJobHref(row.id)}>{t('admin.allJobs.edit')}</Link> },
  ];
  return (
    <section className="admin-page" data-testid="admin-all-jobs">
      <h1>{t('admin.allJobs.title')}</h1>
      <div className="admin-filters">
        <div className="admin-filter-select">
          <label htmlFor="admin-jobs-employer">{t('admin.columns.employer')}</label>
          <AsyncSelect inputId="admin-jobs-employer" loadOptions={lookupEmployers} value={employer} onChange={(option) => { setEmployer(option); update({ employer_id: option ? String(option.value) : '' }); }} placeholder={t('admin.filters.typeFour')} />
        </div>
        <label>
          {t('admin.columns.status')}
          <select value={values.state} onChange={(event) => update({ state: event.target.value })} data-testid="admin-jobs-state">
            <option value="">{t('admin.filters.all')}</option>
            {STATES.map((state) => <option key={state} value={state}>{t(`admin.allJobs.states.${state}`)}</option>)}
          </select>
        </label>
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
        <button type="button" className="button" disabled={selected.length === 0 || bulk.isPending} onClick={() => void apply()} data-testid="admin-bulk-apply">{t('admin.filters.apply')}</button>
      </div>
      <p className="admin-count">{data ? t('admin.filters.found', { count: data.total }) : ''}</p>
      <Table columns={columns} rows={data?.data} loading={isPending} rowKey={(row) => row.id} caption={t('admin.allJobs.title')} captionHidden rowTestId="admin-job-row" />
      <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => update({ page: next })} showTotal />
    </section>
  );
}
