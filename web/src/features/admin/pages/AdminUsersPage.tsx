import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES } from '@fj/shared';
import type { TableColumn } from '../../../components/Table';
import { enumLabel } from '../../../lib/enum-labels';
import { useAdminUsers } from '../api/admin-api';
import type { UserRow } from '../api/types';
import { FilterSelect } from '../components/FilterSelect';
import { membershipOptions, translatedOptions } from '../components/filter-options';
import { useListParams } from '../components/ListControls';
import { ListResults } from '../components/ListResults';
import { useDateCell } from '../components/DateCell';
import { RequirePermission } from '../components/RequirePermission';
import { SearchField, useSearchDraft } from '../components/SearchField';
import { adminUserHref } from '../paths';
import '../admin.css';

const FILTERS = ['q', 'role', 'membership', 'status', 'sort'] as const;

/** `/admin/users/`: search by name, username or email; filter by role, membership, status; page. */
export function AdminUsersPage() {
  return (
    <RequirePermission permission="manage_users">
      <UsersList />
    </RequirePermission>
  );
}

function UsersList() {
  const { t } = useTranslation();
  const day = useDateCell();
  const { page, values, query, update } = useListParams(FILTERS);
  const { search, setSearch, submit } = useSearchDraft(values.q, (q) => update({ q }));
  const { data, isPending, isFetching } = useAdminUsers(query);
  const columns: TableColumn<UserRow>[] = [
    { key: 'name', header: t('admin.users.name'), cell: (row) => <Link to={adminUserHref(row.id)} data-i18n-skip="" dir="auto">{row.displayName}</Link> },
    { key: 'username', header: t('admin.users.username'), cell: (row) => <span data-i18n-skip="">{row.username}</span> },
    { key: 'email', header: t('admin.users.email'), cell: (row) => <span data-i18n-skip="">{row.email}</span> },
    { key: 'roles', header: t('admin.users.roles'), cell: (row) => row.roles.map((role) => t(`admin.roles.${role}`, { defaultValue: role })).join(', ') },
    { key: 'membership', header: t('admin.users.membership'), cell: (row) => enumLabel(t, 'membership', row.membership) },
    { key: 'status', header: t('admin.users.status'), cell: (row) => (row.suspendedAt ? <span className="admin-badge admin-badge--bad">{t('admin.users.suspended')}</span> : t('admin.users.active')) },
    { key: 'created', header: t('admin.users.joined'), cell: (row) => day(row.createdAt) },
  ];
  return (
    <section className="admin-page" data-testid="admin-users">
      <h1>{t('admin.users.title')}</h1>
      <form className="admin-filters" onSubmit={submit} role="search">
        <SearchField label={t('admin.users.search')} value={search} onChange={setSearch} testId="admin-users-search" />
        <FilterSelect label={t('admin.users.roles')} value={values.role} onChange={(role) => update({ role })} options={translatedOptions(t, ROLE_NAMES, 'admin.roles')} />
        <FilterSelect label={t('admin.users.membership')} value={values.membership} onChange={(membership) => update({ membership })} options={membershipOptions(t)} />
        <FilterSelect label={t('admin.users.status')} value={values.status} onChange={(status) => update({ status })} options={translatedOptions(t, ['active', 'suspended'], 'admin.users')} />
        <FilterSelect
          label={t('admin.filters.sort')}
          value={values.sort}
          onChange={(sort) => update({ sort })}
          emptyLabel={t('admin.users.sortNewest')}
          options={[{ value: 'oldest', label: t('admin.users.sortOldest') }, { value: 'name', label: t('admin.users.sortName') }, { value: 'username', label: t('admin.users.sortUsername') }]}
        />
        <button type="submit" className="button">{t('admin.filters.apply')}</button>
      </form>
      <ListResults data={data} loading={isPending || (isFetching && !data)} columns={columns} caption={t('admin.users.title')} rowTestId="admin-user-row" page={page} onPage={(next) => update({ page: next })} />
    </section>
  );
}
