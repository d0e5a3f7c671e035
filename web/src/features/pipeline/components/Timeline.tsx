import { useTranslation } from 'react-i18next';
import type { ApplicationEmail, ApplicationInterview, TimelineEvent } from '../api/types';
import { formatDateTime } from '../../../lib/format-date';
import { employerStatusText } from '../lib/status-text';

interface TimelineProps {
  events: readonly TimelineEvent[];
  emails?: readonly ApplicationEmail[];
  interviews?: readonly ApplicationInterview[];
}

type Entry =
  | { kind: 'status'; at: string; key: string; event: TimelineEvent }
  | { kind: 'email'; at: string; key: string; email: ApplicationEmail }
  | { kind: 'interview'; at: string; key: string; interview: ApplicationInterview };

/** Everything that happened to the application, oldest first: status changes (who, reason), emails sent, interviews. */
export function Timeline({ events, emails = [], interviews = [] }: TimelineProps) {
  const { t, i18n } = useTranslation();
  const entries: Entry[] = [
    ...events.map((event) => ({ kind: 'status' as const, at: event.at, key: `s${event.id}`, event })),
    ...emails.map((email) => ({ kind: 'email' as const, at: email.at, key: `e${email.id}`, email })),
    ...interviews.map((interview) => ({ kind: 'interview' as const, at: interview.at, key: `i${interview.id}`, interview })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section className="pipeline-timeline" data-testid="timeline">
      <h3>{t('employer.pipeline.timeline')}</h3>
      {entries.length === 0 ? <p>{t('common.noData')}</p> : null}
      <ol>
        {entries.map((entry) => (
          <li key={entry.key} data-testid="timeline-event" data-kind={entry.kind}>
            {entry.kind === 'status' ? (
              <>
                <strong>
                  {entry.event.from === null
                    ? employerStatusText(t, entry.event.to)
                    : `${employerStatusText(t, entry.event.from)} → ${employerStatusText(t, entry.event.to)}`}
                </strong>{' '}
                <small>
                  {formatDateTime(entry.at, i18n.language)}
                  {entry.event.actor ? <span data-i18n-skip=""> · {entry.event.actor.name}</span> : null}
                </small>
                {entry.event.reason ? (
                  <p className="pipeline-timeline__reason" data-i18n-skip="" dir="auto">
                    {entry.event.reason}
                  </p>
                ) : null}
              </>
            ) : null}
            {entry.kind === 'email' ? (
              <>
                <strong>{entry.email.sent ? t('employer.pipeline.panel.emailSent') : t('employer.pipeline.panel.emailQueued')}</strong>{' '}
                <small>{formatDateTime(entry.at, i18n.language)}</small>
                <p className="pipeline-timeline__reason" data-i18n-skip="" dir="auto">
                  {entry.email.subject}
                </p>
              </>
            ) : null}
            {entry.kind === 'interview' ? (
              <>
                <strong>{t('employer.pipeline.panel.interview', { status: t(`employer.pipeline.panel.interviewStatus.${entry.interview.status}`, { defaultValue: entry.interview.status }) })}</strong>{' '}
                <small>{formatDateTime(entry.interview.bookedStart ?? entry.at, i18n.language)}</small>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
