import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDto } from '@fj/shared';
import { formatDateTime } from '../../../lib/format-date';
import { useCancelInterview } from '../api/cancel-interview';
import { useDeclineInterviewRequest } from '../api/decline-interview-request';
import { AcceptRequestForm } from './AcceptRequestForm';
import { InterviewFacts } from './InterviewFacts';
import { InterviewStatusBadge } from './InterviewStatusBadge';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { REASON_MAX } from '../lib/interview-form';
import { ScheduleInterviewForm } from './ScheduleInterviewForm';

type Open = 'reschedule' | 'cancel' | 'accept' | 'decline' | null;

/** Statuses the employer can still change (cancel, or offer new times). */
const CHANGEABLE = new Set(['proposed', 'other_times_requested', 'booked']);

/** One interview of an application as the employer's team sees it; a candidate's request is answered here. */
export function EmployerInterviewCard({ interview, zone }: { interview: InterviewDto; zone: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const cancel = useCancelInterview();
  const declineRequest = useDeclineInterviewRequest();
  const isRequest = interview.status === 'requested';
  const title = isRequest
    ? t('interviews.requestTitle', { name: interview.candidate.name })
    : interview.round
      ? t(`interviews.rounds.${interview.round}`, { defaultValue: t('interviews.interviewTitle') })
      : t('interviews.interviewTitle');
  return (
    <article className={`interview-card${isRequest ? ' interview-card--request' : ''}`} data-testid={isRequest ? 'interview-request' : 'interview-card'} data-interview-id={interview.id}>
      <header className="interview-card__header">
        <h4 className="interview-card__title">{title}</h4>
        <InterviewStatusBadge status={interview.status} />
      </header>
      <p className="interview-card__meta">{t('interviews.updatedOn', { date: formatDateTime(interview.updated, i18n.language) })}</p>
      {interview.status === 'other_times_requested' ? <p className="notice">{t('interviews.otherTimesAsked')}</p> : null}
      <InterviewFacts interview={interview} zone={zone} />
      {open === 'reschedule' ? (
        <ScheduleInterviewForm applicationId={interview.applicationId} interview={interview} onDone={() => setOpen(null)} />
      ) : open === 'accept' ? (
        <AcceptRequestForm interview={interview} zone={zone} onDone={() => setOpen(null)} />
      ) : isRequest ? (
        <div className="interview-actions">
          <button type="button" className="button button--small" onClick={() => setOpen('accept')} data-testid="interview-accept">
            {t('interviews.actions.accept')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setOpen('decline')} data-testid="interview-decline-request">
            {t('interviews.actions.decline')}
          </button>
        </div>
      ) : CHANGEABLE.has(interview.status) ? (
        <div className="interview-actions">
          <button type="button" className="button button--ghost button--small" onClick={() => setOpen('reschedule')} data-testid="interview-reschedule">
            {t('interviews.actions.reschedule')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setOpen('cancel')} data-testid="interview-cancel">
            {t('interviews.actions.cancel')}
          </button>
        </div>
      ) : null}
      {open === 'cancel' ? (
        <ReasonDialog
          title={t('interviews.cancelTitle')}
          field="reason"
          label={t('interviews.fields.cancelReason')}
          requiredMessage={t('interviews.form.errors.required')}
          max={REASON_MAX}
          rows={3}
          cancelLabel={t('interviews.actions.back')}
          submitLabel={t('interviews.actions.confirmCancel')}
          successMessage={t('interviews.done.cancelled')}
          testId="interview-cancel"
          danger
          onSubmit={(reason) => cancel.mutateAsync({ id: interview.id, reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'decline' ? (
        <ReasonDialog
          title={t('interviews.declineRequestTitle')}
          field="reason"
          label={t('interviews.fields.declineReason')}
          requiredMessage={t('interviews.form.errors.required')}
          max={REASON_MAX}
          rows={3}
          cancelLabel={t('interviews.actions.back')}
          submitLabel={t('interviews.actions.confirmDecline')}
          successMessage={t('interviews.done.requestDeclined')}
          testId="interview-decline-request"
          danger
          onSubmit={(reason) => declineRequest.mutateAsync({ id: interview.id, reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </article>
  );
}
