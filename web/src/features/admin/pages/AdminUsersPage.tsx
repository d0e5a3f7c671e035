import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MEMBERSHIPS, ROLE_NAMES } from '@fj/shared';
import { Pager } from '../../../components/Pager';
import { Table, type TableColumn } from '../../../components/Table';
import { enumLabel } from '../../../lib/enum-labels';
import { useFormatDate } from '../../../lib/format-date';
import { ADMIN_PAGE_SIZE, useAdminUsers } from '../api/admin-api';
import type { UserRow } from '../api/types';
import { useListParams } from '../components/ListControls';
import { RequirePermission } from '../components/RequirePermission';
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
  const date = useFormatDate();
  const { page, values, update } = useListParams(FILTERS);
  const [search, setSearch] = useState(values.q);
  const { data, isPending, isFetching } = useAdminUsers({ ...values, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const columns: TableColumn<UserRow>[] = [
    { key: 'name', header: t('admin.users.name'), cell: (row) => <Link to={adminUserHref(row.id)} data-i18n-skip="" dir="auto">{row.displayName}</Link> },
    { key: 'username', header: t('admin.users.username'), cell: (row) => <span data-i18n-skip="">{row.username}</span> },
    { key: 'email', header: t('admin.users.email'), cell: (row) => <span data-i18n-skip="">{row.email}</span> },
    { key: 'roles', header: t('admin.users.roles'), cell: (row) => row.roles.map((role) => t(`admin.roles.${role}`, { defaultValue: role })).join(', ') },
    { key: 'membership', header: t('admin.users.membership'), cell: (row) => enumLabel(t, 'membership', row.membership) },
    { key: 'status', header: t('admin.users.status'), cell: (row) => (row.suspendedAt ? <span className="admin-badge admin-badge--bad">{t('admin.users.suspended')}</span> : t('admin.users.active')) },
    { key: 'created', header: t('admin.users.joined'), cell: (row) => date(row.createdAt) },
  ];
  return (
    <section className="admin-page" data-testid="admin-users">
      <h1>{t('admin.users.title')}</h1>
      <form className="admin-filters" onSubmit={submit} role="search">
        <label>
          {t('admin.users.search')}
          <input type="search" value={search} maxLength={120} onChange={(event) => setSearch(event.target.value)} data-testid="admin-users-search" />
        </label>
        <label>
          {t('admin.users.roles')}
          <select value={values.role} onChange={(event) => update({ role: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            {ROLE_NAMES.map((role) => <option key={role} value={role}>{t(`admin.roles.${role}`)}</option>)}
          </select>
        </label>
        <label>
          {t('admin.users.membership')}
          <select value={values.membership} onChange={(event) => update({ membership: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            {MEMBERSHIPS.map((entry) => <option key={entry.value} value={entry.value}>{enumLabel(t, 'membership', entry.value)}</option>)}
          </select>
        </label>
        <label>
          {t('admin.users.status')}
          <select value={values.status} onChange={(event) => update({ status: event.target.value })}>
            <option value="">{t('admin.filters.all')}</option>
            <option value="active">{t('admin.users.active')}</option>
            <option value="suspended">{t('admin.users.suspended')}</option>
          </select>
        </label>
        <label>
          {t('admin.filters.sort')}
          <select value={values.sort} onChange={(event) => update({ sort: event.target.value })}>
            <option value="">{t('admin.users.sortNewest')}</option>
            <option value="oldest">{t('admin.users.sortOldest')}</option>
            <option value="name">{t('admin.users.sortName')}</option>
            <option value="username">{t('admin.users.sortUsername')}</option>
          </select>
        </label>
        <button type="submit" className="button">{t('admin.filters.apply')}</button>
      </form>
      <p className="admin-count" aria-live="polite">{data ? t('admin.filters.found', { count: data.total }) : ''}</p>
      <Table columns={columns} rows={data?.data} loading={isPending || (isFetching && !data)} rowKey={(row) => row.id} caption={t('admin.users.title')} captionHidden rowTestId="admin-user-row" />
      <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => update({ page: next })} showTotal />
    </section>
  );
}
