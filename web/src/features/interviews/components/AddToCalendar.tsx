import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewDto } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { downloadInterviewIcs } from '../api/interview-ics';
import { googleCalendarUrl } from '../lib/calendar-link';

/** A booked interview into the reader's calendar: the invite file (any calendar app) or Google Calendar. */
export function AddToCalendar({ interview, title }: { interview: InterviewDto; title: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const google = googleCalendarUrl(interview, title);
  if (!interview.bookedSlot) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInterviewIcs(interview.id);
    } catch (error) {
      notifyError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="interview-actions" role="group" aria-label={t('interviews.calendar.label')}>
      <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => void download()} data-testid="interview-ics">
        {t('interviews.calendar.ics')}
      </button>
      {google ? (
        <a className="button button--ghost button--small" href={google} target="_blank" rel="noopener noreferrer" data-testid="interview-google">
          {t('interviews.calendar.google')}
        </a>
      ) : null}
    </div>
  );
}
