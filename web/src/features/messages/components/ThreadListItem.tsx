import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ThreadSummaryDto } from '@fj/shared';
import { formatDateTime, relativeTime } from '../../../lib/format-date';
import { threadHref, type MessagesArea } from '../lib/areas';
import { UnreadBadge } from './UnreadBadge';

/** A thread in the list: the job, who the caller talks to, the last message, when, and how many are unread. */
export function ThreadListItem({ thread, area }: { thread: ThreadSummaryDto; area: MessagesArea }) {
  const { t, i18n } = useTranslation();
  const last = thread.lastMessage;
  const preview = last
    ? last.body.trim() || t('messages.list.attachmentsOnly', { count: last.attachments.length })
    : t('messages.list.noMessages');
  return (
    <li>
      <NavLink
        to={threadHref(area, thread.id)}
        className={({ isActive }) => `thread-item${isActive ? ' thread-item--active' : ''}${thread.unread > 0 ? ' thread-item--unread' : ''}`}
        data-testid="thread-item"
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
          {/* In its own direction: an English message in the Arabic page shows its beginning, cut at its own end. */}
          <span className="thread-item__preview" dir="auto" data-i18n-skip="">
            {preview}
          </span>
          <UnreadBadge count={thread.unread} />
        </span>
      </NavLink>
    </li>
  );
}
