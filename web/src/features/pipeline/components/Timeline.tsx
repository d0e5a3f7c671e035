import { useTranslation } from 'react-i18next';
import type { TimelineEvent } from '../api/types';
import { formatDateTime } from '../../../lib/format-date';
import { employerStatusText } from '../lib/status-text';

/** Every status change of the application: when, who, from, to, reason. */
export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="pipeline-timeline" data-testid="timeline">
      <h3>{t('employer.pipeline.timeline')}</h3>
      {events.length === 0 ? <p>{t('common.noData')}</p> : null}
      <ol>
        {events.map((event) => (
          <li key={event.id} data-testid="timeline-event">
            <strong>
              {event.from === null ? employerStatusText(t, event.to) : `${employerStatusText(t, event.from)} → ${employerStatusText(t, event.to)}`}
            </strong>{' '}
            <small>
              {formatDateTime(event.at, i18n.language)}
              {event.actor ? ` · ${event.actor.name}` : ''}
            </small>
            {event.reason ? <p className="pipeline-timeline__reason">{event.reason}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
