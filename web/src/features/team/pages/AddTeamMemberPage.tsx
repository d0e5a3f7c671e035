import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { useTeamMember } from '../api/team-member-data';
import { TeamMemberForm } from '../components/TeamMemberForm';

/** `/employer/add-team` and `/employer/add-team/{memberId}`. */
export function AddTeamMemberPage() {
  const { t } = useTranslation();
  const { memberId } = useParams();
  const id = Number(memberId) || 0;
  const navigate = useNavigate();
  const member = useTeamMember(id);
  const editing = id > 0;
  return (
    <section className="area-page" data-testid="add-team-page">
      <header className="area-page__header">
        <h1>{editing ? t('employer.team.editTitle') : t('sidebar.addTeam')}</h1>
      </header>
      <p className="lead">{t('employer.team.rolesExplained')}</p>
      {editing && member.isPending ? <p>{t('common.loading')}</p> : null}
      {editing && member.isError ? <p>{t('common.noData')}</p> : null}
      {!editing || member.data ? <TeamMemberForm member={member.data} onSaved={() => navigate(ROUTES.employerTeamMembers)} /> : null}
    </section>
  );
}
