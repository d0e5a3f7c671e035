import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, editTeamMemberHref, enumLabelKey } from '@fj/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Table, type TableColumn } from '../../../components/Table';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { Pager } from '../../../components/Pager';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useTeamMembers } from '../api/team-members';
import type { TeamMember } from '../api/types';

const PAGE_SIZE = 20;

/** `/employer/team-members`: the team with edit and delete (confirmed; the member's sessions end at once). */
export function TeamMembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending } = useTeamMembers({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const remove = useDeleteTeamMember();
  const [deleting, setDeleting] = useState<TeamMember | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('employer.team.deleted'));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setDeleting(null);
    }
  };

  const columns: TableColumn<TeamMember>[] = [
    { key: 'name', header: t('employer.team.fields.name'), cell: (row) => row.name },
    { key: 'email', header: t('employer.team.fields.email'), cell: (row) => row.email },
    {
      key: 'role',
      header: t('employer.team.fields.role'),
      cell: (row) => <span data-testid="team-role">{t(enumLabelKey('team_role', row.role), { defaultValue: row.roleLabel || row.role })}</span>,
    },
    {
      key: 'actions',
      header: t('employer.actions'),
      cell: (row) => (
        <span className="table__actions">
          <Link to={editTeamMemberHref(row.id)} data-testid="team-edit">
            {t('employer.editLink')}
          </Link>
          <button type="button" className="button button--link" onClick={() => setDeleting(row)} data-testid="team-delete">
            {t('confirm.delete')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <section className="area-page" data-testid="team-members-page">
      <header className="area-page__header">
        <h1>{t('sidebar.teamMembersList')}</h1>
        <Link className="button" to={ROUTES.employerAddTeam}>
          {t('sidebar.addTeam')}
        </Link>
      </header>
      <Table columns={columns} rows={data?.rows} loading={isPending} rowKey={(row) => row.id} />
      <Pager showTotal page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))} />
      <ConfirmDialog open={deleting !== null} busy={remove.isPending} onConfirm={() => void confirm()} onCancel={() => setDeleting(null)} />
    </section>
  );
}
