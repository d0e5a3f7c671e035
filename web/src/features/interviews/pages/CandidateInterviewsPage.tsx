import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, type InterviewDto } from '@fj/shared';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoading } from '../../../components/PageLoading';
import { useMyInterviews } from '../api/my-interviews';
import { useViewerTimeZone } from '../api/time-zone';
import { CandidateInterviewCard } from '../components/CandidateInterviewCard';
import { groupInterviews, type InterviewGroups } from '../lib/group-interviews';
import '../interviews.css';
import { InterviewsLoadError } from '../components/InterviewsLoadError';

const GROUP_ORDER: (keyof InterviewGroups)[] = ['toAnswer', 'upcoming', 'waiting', 'closed'];

function Group({ name, interviews, zone }: { name: keyof InterviewGroups; interviews: InterviewDto[]; zone: string }) {
  const { t } = useTranslation();
  if (!interviews.length) return null;
  return (
    <section className="interview-group" aria-labelledby={`interviews-${name}`} data-testid={`interviews-${name}`}>
      <h2 id={`interviews-${name}`}>{t(`interviews.candidate.groups.${name}`, { count: interviews.length })}</h2>
      <div className="interview-list">
        {interviews.map((interview) => (
          <CandidateInterviewCard key={interview.id} interview={interview} zone={zone} />
        ))}
      </div>
    </section>
  );
}

/** `/candidate/interviews`: offered times to answer, booked interviews with calendar links, requests and past ones. */
export function CandidateInterviewsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useMyInterviews();
  const zone = useViewerTimeZone();
  const groups = groupInterviews(data ?? []);
  return (
    <section className="area-page interviews-page" data-testid="candidate-interviews-page">
      <header className="area-page__header">
        <h1>{t('interviews.candidate.title')}</h1>
        <Link className="button button--ghost" to={ROUTES.candidateRequestInterview}>
          {t('interviews.candidate.requestLink')}
        </Link>
      </header>
      <p className="lead">{t('interviews.candidate.lead')}</p>
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <InterviewsLoadError onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          className="interview-panel"
          data-testid="interviews-empty"
          illustration="board"
          title={t('interviews.candidate.emptyTitle')}
          body={t('interviews.candidate.emptyBody')}
          action={{ label: t('interviews.candidate.seeApplications'), to: ROUTES.candidateJobsApplied }}
        />
      ) : (
        GROUP_ORDER.map((name) => <Group key={name} name={name} interviews={groups[name]} zone={zone} />)
      )}
    </section>
  );
}
