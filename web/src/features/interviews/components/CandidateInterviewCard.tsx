import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { jobHref, type InterviewDto } from '@fj/shared';
import { useAskOtherTimes } from '../api/ask-other-times';
import { useDeclineInterview } from '../api/decline-interview';
import { AddToCalendar } from './AddToCalendar';
import { BookSlotForm } from './BookSlotForm';
import { InterviewFacts } from './InterviewFacts';
import { InterviewStatusBadge } from './InterviewStatusBadge';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { REASON_MAX } from '../lib/interview-form';

/** What each waiting status tells the candidate. */
const WAITING_NOTES: Partial<Record<InterviewDto['status'], string>> = {
  requested: 'interviews.candidate.requestWaiting',
  other_times_requested: 'interviews.candidate.otherTimesWaiting',
};

/** One interview as the candidate sees it: book a time, decline, ask for other times; once booked, add it to a calendar. */
export function CandidateInterviewCard({ interview, zone }: { interview: InterviewDto; zone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'decline' | 'otherTimes' | null>(null);
  const decline = useDeclineInterview();
  const otherTimes = useAskOtherTimes();
  const title = t('interviews.candidate.cardTitle', { job: interview.job.title, employer: interview.employer.name });
  const waiting = WAITING_NOTES[interview.status];
  return (
    <article className="interview-card" data-testid="candidate-interview" data-interview-id={interview.id}>
      <header className="interview-card__header">
        <h3 className="interview-card__title">
          <Link to={jobHref(interview.job.slug)} dir="auto" data-i18n-skip>
            {interview.job.title}
          </Link>
        </h3>
        <InterviewStatusBadge status={interview.status} viewer="candidate" />
      </header>
      <p className="interview-card__meta" dir="auto" data-i18n-skip>
        {interview.employer.name}
      </p>
      {waiting ? <p className="notice">{t(waiting)}</p> : null}
      <InterviewFacts interview={interview} zone={zone} showSlots={interview.status !== 'proposed'} />
      {interview.status === 'proposed' ? (
        <>
          <BookSlotForm interview={interview} zone={zone} />
          <div className="interview-actions">
            <button type="button" className="button button--ghost button--small" onClick={() => setOpen('otherTimes')} data-testid="interview-other-times">
              {t('interviews.actions.askOtherTimes')}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => setOpen('decline')} data-testid="interview-decline">
              {t('interviews.actions.decline')}
            </button>
          </div>
        </>
      ) : null}
      {interview.status === 'booked' ? <AddToCalendar interview={interview} title={title} /> : null}
      {open === 'decline' ? (
        <ReasonDialog
          title={t('interviews.candidate.declineTitle')}
          field="reason"
          label={t('interviews.fields.declineReason')}
          requiredMessage={t('interviews.form.errors.required')}
          max={REASON_MAX}
          rows={3}
          cancelLabel={t('interviews.actions.back')}
          submitLabel={t('interviews.actions.confirmDecline')}
          successMessage={t('interviews.done.declined')}
          testId="interview-decline"
          danger
          onSubmit={(reason) => decline.mutateAsync({ id: interview.id, reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'otherTimes' ? (
        <ReasonDialog
          title={t('interviews.candidate.otherTimesTitle')}
          field="message"
          label={t('interviews.fields.otherTimesMessage')}
          requiredMessage={t('interviews.form.errors.required')}
          max={REASON_MAX}
          rows={3}
          cancelLabel={t('interviews.actions.back')}
          danger={false}
          submitLabel={t('interviews.actions.sendRequest')}
          successMessage={t('interviews.done.otherTimesAsked')}
          testId="interview-other-times"
          onSubmit={(message) => otherTimes.mutateAsync({ id: interview.id, message })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </article>
  );
}
