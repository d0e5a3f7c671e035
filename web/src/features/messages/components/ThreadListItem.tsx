import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ThreadSummaryDto } from '@fj/shared';
import { formatDateTime, relativeTime } from '../../../lib/format-date';
import { UnreadBadge } from './UnreadBadge';

interface ThreadListItemProps {
  thread: ThreadSummaryDto;
  /** Where the item opens the thread (the inbox's /…/messages/:id, the coaching page's ?thread=id). */
  to: string;
  /** The thread open beside the list. */
  active: boolean;
  testId?: string;
}

/** A thread in the list: what it is about, who the caller talks to, the last message, when, and how many are unread. */
export function ThreadListItem({ thread, to, active, testId = 'thread-item' }: ThreadListItemProps) {
  const { t, i18n } = useTranslation();
  const last = thread.lastMessage;
  const preview = last
    ? last.body.trim() || t('messages.list.attachmentsOnly', { count: last.attachments.length })
    : t('messages.list.noMessages');
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={`thread-item${active ? ' thread-item--active' : ''}${thread.unread > 0 ? ' thread-item--unread' : ''}`}
        data-testid={testId}
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
      </Link>
    </li>
  );
}
