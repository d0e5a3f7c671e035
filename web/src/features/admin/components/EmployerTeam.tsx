import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Table, type TableColumn } from '../../../components/Table';
import type { EmployerDetail } from '../api/types';
import { adminUserHref } from '../paths';

type Member = EmployerDetail['team'][number];

/** Everyone in the organisation (the owner first by id order, marked), with their roles. */
export function EmployerTeam({ employer }: { employer: EmployerDetail }) {
  const { t } = useTranslation();
  const columns: TableColumn<Member>[] = [
    {
      key: 'name',
      header: t('admin.users.name'),
      cell: (row) => (
        <>
          <Link to={adminUserHref(row.id)} data-i18n-skip="" dir="auto">{row.display_name}</Link>
          {row.id === employer.owner_id ? <> <span className="admin-badge admin-badge--info">{t('admin.employer.ownerBadge')}</span></> : null}
        </>
      ),
    },
    { key: 'username', header: t('admin.users.username'), cell: (row) => <span data-i18n-skip="">{row.username}</span> },
    { key: 'email', header: t('admin.users.email'), cell: (row) => <span data-i18n-skip="">{row.email}</span> },
    { key: 'roles', header: t('admin.users.roles'), cell: (row) => row.roles.map((role) => t(`admin.roles.${role}`, { defaultValue: role })).join(', ') },
  ];
  return (
    <section className="admin-history" aria-labelledby="admin-employer-team">
      <h2 id="admin-employer-team">{t('admin.employer.team')}</h2>
      <Table columns={columns} rows={employer.team} rowKey={(row) => row.id} caption={t('admin.employer.team')} captionHidden rowTestId="admin-employer-member" />
    </section>
  );
}
