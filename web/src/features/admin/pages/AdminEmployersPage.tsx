import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MEMBERSHIPS } from '@fj/shared';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { enumLabel } from '../../../lib/enum-labels';
import { ADMIN_PAGE_SIZE, useAdminEmployers } from '../api/admin-api';
import type { EmployerRow } from '../api/types';
import { useListParams } from '../components/ListControls';
import { RequirePermission } from '../components/RequirePermission';
import { adminUserHref } from '../paths';
import '../admin.css';

const FILTERS = ['q', 'membership', 'sort'] as const;

/** Employers: organisations with owner, plan, credits, jobs and team size. */
export function AdminEmployersPage() {
  return (
    <RequirePermission administratorOnly>
      <Employers />
    </RequirePermission>
  );
}

function Employers() {
  const { t } = useTranslation();
  const { page, values, update } = useListParams(FILTERS);
  const [search, setSearch] = useState(values.q);
  const { data, isPending } = useAdminEmployers({ ...values, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
  const submit = (event: FormEvent) => { event.preventDefault(); update({ q: search.trim() }); };
  const columns: TableColumn<EmployerRow>[] = [
    { key: 'name', header: t('admin.employers.name'), cell: (row) => <span data-i18n-skip="" dir="auto">{row.name}</span> },
    { key: 'owner', header: t('admin.employers.owner'), cell: (row) => <Link to={adminUserHref(row.owner_id)} data-i18n-skip="" dir="auto">{row.owner_name}</Link> },
    { key: 'plan', header: t('admin.users.membership'), cell: (row) => enumLabel(t, 'membership', row.membership) },
    { key: 'credits', header: t('admin.user.credits'), cell: (row) => t('admin.dashboard.creditsSpentValue', { standard: row.standard_credits, premium: row.premium_credits }) },
    { key: 'jobs', header: t('admin.employers.jobs'), cell: (row) => t('admin.employers.jobsValue', { active: Number(row.active_jobs), total: Number(row.jobs) }) },
    { key: 'team', header: t('admin.employers.team'), cell: (row) => Number(row.team_size) },
  ];
  return (
    <section className="admin-page" data-testid="admin-employers">
      <h1>{t('admin.employers.title')}</h1>
      <form className="admin-filters" onSubmit={submit} role="search">
        <label>{t('admin.employers.search')}<input type="search" value={search} maxLength={120} onChange={(event) => setSearch(event.target.value)} /></label>
        <label>
          {t('admin.users.membership')}
          <select value={values.membership} onChange={(event) => update({ membership: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            {MEMBERSHIPS.map((entry) => <option key={entry.value} value={entry.value}>{enumLabel(t, 'membership', entry.value)}</option>)}
          </select>
        </label>
        <label>
          {t('admin.filters.sort')}
          <select value={values.sort} onChange={(event) => update({ sort: event.target.value })}>
            <option value="">{t('admin.employers.sortName')}</option>
            <option value="newest">{t('admin.users.sortNewest')}</option>
            <option value="jobs">{t('admin.employers.sortJobs')}</option>
            <option value="credits">{t('admin.employers.sortCredits')}</option>
          </select>
        </label>
        <button type="submit" className="button">{t('admin.filters.apply')}</button>
      </form>
      <p className="admin-count" aria-live="polite">{data ? t('admin.filters.found', { count: data.total }) : ''}</p>
      <Table columns={columns} rows={data?.data} loading={isPending} rowKey={(row) => row.id} caption={t('admin.employers.title')} captionHidden />
      <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => update({ page: next })} showTotal />
    </section>
  );
}
