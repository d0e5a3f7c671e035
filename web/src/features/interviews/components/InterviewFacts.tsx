import { useTranslation } from 'react-i18next';
import type { InterviewDto } from '@fj/shared';
import { formatList } from '../../../lib/intl-locale';
import { formatInterviewRange, timeZoneLabel } from '../lib/time-zone';

/** Kind, time (booked) or offered times, place or link, interviewers and the note sent with it, in the viewer's zone. */
export function InterviewFacts({ interview, zone, showSlots = true }: { interview: InterviewDto; zone: string; showSlots?: boolean }) {
  const { t, i18n } = useTranslation();
  const place = interview.kind === 'video' ? interview.videoUrl : interview.location;
  const range = (slot: string) => formatInterviewRange(slot, interview.durationMinutes, zone, i18n.language);
  return (
    <dl className="interview-facts">
      <div>
        <dt>{t('interviews.fields.kind')}</dt>
        <dd>
          {t(`interviews.kinds.${interview.kind}`)} · {t('interviews.minutes', { count: interview.durationMinutes })}
        </dd>
      </div>
      {interview.bookedSlot ? (
        <div>
          <dt>{t('interviews.fields.when')}</dt>
          <dd data-testid="interview-booked-time">
            <time dateTime={interview.bookedSlot}>{range(interview.bookedSlot)}</time>
          </dd>
        </div>
      ) : showSlots && interview.slots.length ? (
        <div>
          <dt>{interview.origin === 'candidate' ? t('interviews.fields.proposedTimes') : t('interviews.fields.offeredTimes')}</dt>
          <dd>
            <ul className="interview-slot-list">
              {interview.slots.map((slot) => (
                <li key={slot}>
                  <time dateTime={slot}>{range(slot)}</time>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('interviews.fields.timeZone')}</dt>
        <dd className="interview-facts__zone" data-i18n-skip>
          {timeZoneLabel(zone)}
        </dd>
      </div>
      {place ? (
        <div>
          <dt>{interview.kind === 'video' ? t('interviews.fields.videoUrl') : interview.kind === 'phone' ? t('interviews.fields.phone') : t('interviews.fields.location')}</dt>
          <dd className="interview-facts__place" dir="auto" data-i18n-skip>
            {interview.kind === 'video' && /^https?:\/\//i.test(place) ? (
              <a href={place} target="_blank" rel="noopener noreferrer">
                {place}
              </a>
            ) : (
              place
            )}
          </dd>
        </div>
      ) : null}
      {interview.interviewers.length ? (
        <div>
          <dt>{t('interviews.fields.interviewers')}</dt>
          <dd data-i18n-skip>{formatList(interview.interviewers.map((person) => person.name), i18n.language)}</dd>
        </div>
      ) : null}
      {interview.message ? (
        <div>
          <dt>{t('interviews.fields.message')}</dt>
          <dd className="pre-line" dir="auto" data-i18n-skip>
            {interview.message}
          </dd>
        </div>
      ) : null}
      {interview.reason ? (
        <div>
          <dt>{t(`interviews.reasonLabels.${interview.status}`, { defaultValue: t('interviews.fields.reason') })}</dt>
          <dd className="pre-line" dir="auto" data-testid="interview-reason" data-i18n-skip>
            {interview.reason}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
