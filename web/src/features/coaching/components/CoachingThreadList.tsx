import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ThreadSummaryDto } from '@fj/shared';
import { formatDateTime, relativeTime } from '../../../lib/format-date';
import { UnreadBadge } from '../../messages/components/UnreadBadge';
import { coachingThreadHref } from './MessageCoachButton';

/** The conversations with coaches, in the inbox's look: course, coach, last message, when, unread. */
export function CoachingThreadList({ threads, openId }: { threads: ThreadSummaryDto[]; openId: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="thread-list" data-testid="coaching-thread-list">
      {threads.map((thread) => {
        const last = thread.lastMessage;
        const preview = last ? last.body.trim() || t('messages.list.attachmentsOnly', { count: last.attachments.length }) : t('messages.list.noMessages');
        const active = thread.id === openId;
        return (
          <li key={thread.id}>
            <Link
              to={coachingThreadHref(thread.id)}
              aria-current={active ? 'page' : undefined}
              className={`thread-item${active ? ' thread-item--active' : ''}${thread.unread > 0 ? ' thread-item--unread' : ''}`}
              data-testid="coaching-thread-item"
            >
              <span className="thread-item__top">
                <span className="thread-item__title" dir="auto" data-i18n-skip="">
                  {thread.title}
                </span>
                <time className="thread-item__time" dateTime={thread.lastActivity} title={formatDateTime(thread.lastActivity, i18n.language)}>
                  {relativeTime(thread.lastActivity, i18n.language)}
                </time>
              </span>
              <span className="thread-item__subtitle" dir="auto" data-i18n-skip="">
                {thread.subtitle}
              </span>
              <span className="thread-item__bottom">
                {last?.mine ? <span className="thread-item__you">{t('messages.list.youPrefix')}</span> : null}
                <span className="thread-item__preview" dir="auto" data-i18n-skip="">
                  {preview}
                </span>
                <UnreadBadge count={thread.unread} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
