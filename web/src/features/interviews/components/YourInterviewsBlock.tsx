import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import { useMyInterviews } from '../api/my-interviews';
import { useViewerTimeZone } from '../api/time-zone';
import { groupInterviews } from '../lib/group-interviews';
import { CandidateInterviewCard } from './CandidateInterviewCard';
import '../interviews.css';

/** How many cards the dashboard shows; the interviews page has them all. */
const SHOWN = 3;

/** The candidate dashboard's "Your interviews": times to answer first, then the next booked ones. */
export function YourInterviewsBlock() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMyInterviews();
  const zone = useViewerTimeZone();
  const groups = groupInterviews(data ?? []);
  const shown = [...groups.toAnswer, ...groups.upcoming].slice(0, SHOWN);
  const more = (data?.length ?? 0) - shown.length;
  return (
    <section className="interview-panel your-interviews" aria-labelledby="your-interviews-title" data-testid="your-interviews">
      <header className="interviews-section__header">
        <h2 id="your-interviews-title">{t('interviews.candidate.blockTitle')}</h2>
        <Link to={ROUTES.candidateInterviews}>{t('interviews.candidate.allLink')}</Link>
      </header>
      {isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : isError ? (
        <p className="notice notice--error">{t('interviews.loadError')}</p>
      ) : shown.length === 0 ? (
        <p className="interviews-section__empty" data-testid="your-interviews-empty">
          {data.length ? t('interviews.candidate.nothingToDo') : t('interviews.candidate.empty')}
        </p>
      ) : (
        <div className="interview-list">
          {shown.map((interview) => (
            <CandidateInterviewCard key={interview.id} interview={interview} zone={zone} />
          ))}
        </div>
      )}
      {more > 0 && shown.length > 0 ? <p className="interviews-section__empty">{t('interviews.candidate.more', { count: more })}</p> : null}
    </section>
  );
}
