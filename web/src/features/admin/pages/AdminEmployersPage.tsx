import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../components/Table';
import { enumLabel } from '../../../lib/enum-labels';
import { useAdminEmployers } from '../api/admin-api';
import type { EmployerRow } from '../api/types';
import { FilterSelect } from '../components/FilterSelect';
import { membershipOptions } from '../components/filter-options';
import { useListParams } from '../components/ListControls';
import { ListResults } from '../components/ListResults';
import { RequirePermission } from '../components/RequirePermission';
import { SearchField, useSearchDraft } from '../components/SearchField';
import { adminEmployerHref, adminUserHref } from '../paths';
import '../admin.css';

const FILTERS = ['q', 'membership', 'sort'] as const;

/** Employers: organisations with owner, plan, credits, jobs and team size; each opens its own page. */
export function AdminEmployersPage() {
  return (
    <RequirePermission administratorOnly>
      <Employers />
    </RequirePermission>
  );
}

function Employers() {
  const { t } = useTranslation();
  const { page, values, query, update } = useListParams(FILTERS);
  const { search, setSearch, submit } = useSearchDraft(values.q, (q) => update({ q }));
  const { data, isPending } = useAdminEmployers(query);
  const columns: TableColumn<EmployerRow>[] = [
    { key: 'name', header: t('admin.employers.name'), cell: (row) => <Link to={adminEmployerHref(row.id)} data-i18n-skip="" dir="auto" data-testid="admin-employer-link">{row.name}</Link> },
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
        <SearchField label={t('admin.employers.search')} value={search} onChange={setSearch} testId="admin-employers-search" />
        <FilterSelect label={t('admin.users.membership')} value={values.membership} onChange={(membership) => update({ membership })} options={membershipOptions(t)} />
        <FilterSelect
          label={t('admin.filters.sort')}
          value={values.sort}
          onChange={(sort) => update({ sort })}
          emptyLabel={t('admin.employers.sortName')}
          options={[{ value: 'newest', label: t('admin.users.sortNewest') }, { value: 'jobs', label: t('admin.employers.sortJobs') }, { value: 'credits', label: t('admin.employers.sortCredits') }]}
        />
        <button type="submit" className="button">{t('admin.filters.apply')}</button>
      </form>
      <ListResults data={data} loading={isPending} columns={columns} caption={t('admin.employers.title')} rowTestId="admin-employer-row" page={page} onPage={(next) => update({ page: next })} />
    </section>
  );
}
