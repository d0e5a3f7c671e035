import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplicationInterviews } from '../api/application-interviews';
import { useViewerTimeZone } from '../api/time-zone';
import { EmployerInterviewCard } from './EmployerInterviewCard';
import { ScheduleInterviewForm } from './ScheduleInterviewForm';
import '../interviews.css';
import { InterviewsLoadError } from './InterviewsLoadError';

/** The interviews of one application inside the pipeline's card: requests first, then the rest, and the scheduler. */
export function InterviewsSection({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useApplicationInterviews(applicationId);
  const zone = useViewerTimeZone();
  const [scheduling, setScheduling] = useState(false);
  const interviews = [...(data ?? [])].sort((a, b) => Number(b.status === 'requested') - Number(a.status === 'requested') || b.updated.localeCompare(a.updated));
  return (
    <section className="interviews-section" aria-labelledby={`interviews-${applicationId}`} data-testid="interviews-section" data-application-id={applicationId}>
      <header className="interviews-section__header">
        <h3 id={`interviews-${applicationId}`}>{t('interviews.sectionTitle')}</h3>
        {scheduling ? null : (
          <button type="button" className="button button--small" onClick={() => setScheduling(true)} data-testid="interview-schedule">
            {t('interviews.actions.schedule')}
          </button>
        )}
      </header>
      {scheduling ? <ScheduleInterviewForm applicationId={applicationId} onDone={() => setScheduling(false)} /> : null}
      {isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : isError ? (
        <InterviewsLoadError onRetry={() => void refetch()} />
      ) : interviews.length === 0 ? (
        scheduling ? null : <p className="interviews-section__empty">{t('interviews.noneForApplication')}</p>
      ) : (
        <div className="interview-list">
          {interviews.map((interview) => (
            <EmployerInterviewCard key={interview.id} interview={interview} zone={zone} />
          ))}
        </div>
      )}
    </section>
  );
}
