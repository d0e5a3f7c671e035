import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, adminApplicationsHref, applicationStatus, jobHref } from '@fj/shared';
import type { TableColumn } from '../../../components/Table';
import { lookupApplicants, lookupEmployers, useAdminJobsApplied } from '../api/admin-api';
import type { JobApplicationRow } from '../api/types';
import { FilterSelect } from '../components/FilterSelect';
import { useListParams } from '../components/ListControls';
import { ListResults } from '../components/ListResults';
import { LookupFilter } from '../components/LookupFilter';
import { PeriodFilter } from '../components/PeriodFilter';
import { useDateCell } from '../components/DateCell';
import { RequirePermission } from '../components/RequirePermission';
import { adminUserHref } from '../paths';
import '../admin.css';

const FILTERS = ['candidate_id', 'employer_id', 'status', 'from', 'to'] as const;

/** `/admin/jobs-applied/`: every application, filtered by candidate and employer pickers (4 characters), status, period. */
export function AdminJobsAppliedPage() {
  return (
    <RequirePermission administratorOnly>
      <JobsApplied />
    </RequirePermission>
  );
}

function JobsApplied() {
  const { t } = useTranslation();
  const day = useDateCell();
  const { page, values, query, update } = useListParams(FILTERS);
  const { data, isPending } = useAdminJobsApplied(query);
  const statusText = (code: number) => { const info = applicationStatus(code); return info ? t(`employer.status.${info.key}`, { defaultValue: info.label }) : String(code); };
  const columns: TableColumn<JobApplicationRow>[] = [
    { key: 'date', header: t('admin.columns.date'), cell: (row) => day(row.created_at) },
    { key: 'candidate', header: t('admin.columns.candidate'), cell: (row) => <Link to={adminUserHref(row.candidate_id)} data-i18n-skip="" dir="auto">{row.candidate_name}</Link> },
    { key: 'job', header: t('admin.columns.job'), cell: (row) => <Link to={jobHref(row.job_slug)} data-i18n-skip="" dir="auto">{row.job_title}</Link> },
    { key: 'employer', header: t('admin.columns.employer'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.employer_name}</span> },
    { key: 'status', header: t('admin.columns.status'), cell: (row) => statusText(row.status) },
    { key: 'pipeline', header: t('admin.columns.pipeline'), cell: (row) => <Link to={adminApplicationsHref(row.job_id)}>{t('admin.jobsApplied.openPipeline')}</Link> },
  ];
  return (
    <section className="admin-page" data-testid="admin-jobs-applied">
      <h1>{t('admin.jobsApplied.title')}</h1>
      <div className="admin-filters">
        <LookupFilter inputId="admin-candidate-picker" label={t('admin.columns.candidate')} load={lookupApplicants} onPick={(id) => update({ candidate_id: id })} />
        <LookupFilter inputId="admin-employer-picker" label={t('admin.columns.employer')} load={lookupEmployers} onPick={(id) => update({ employer_id: id })} />
        <FilterSelect label={t('admin.columns.status')} value={values.status} onChange={(status) => update({ status })} options={APPLICATION_STATUSES.map((status) => ({ value: String(status.code), label: statusText(status.code) }))} />
        <PeriodFilter from={values.from} to={values.to} onChange={update} />
      </div>
      <ListResults data={data} loading={isPending} columns={columns} caption={t('admin.jobsApplied.title')} page={page} onPage={(next) => update({ page: next })} />
    </section>
  );
}
