import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useThreads } from '../api/threads';
import { threadHref, type MessagesArea } from '../lib/areas';
import { PaneEmpty, PaneError, PaneLoading } from './PaneState';
import { ThreadListItem } from './ThreadListItem';

interface ThreadListProps {
  area: MessagesArea;
  unreadOnly: boolean;
  onUnreadOnlyChange: (unreadOnly: boolean) => void;
}

/** The caller's threads, newest activity first, with an "Unread only" filter and "Load more". */
export function ThreadList({ area, unreadOnly, onUnreadOnlyChange }: ThreadListProps) {
  const { t } = useTranslation();
  const { threadId } = useParams();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useThreads(unreadOnly);
  const threads = data?.pages.flatMap((page) => page.rows) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  let body;
  if (isPending) body = <PaneLoading label={t('messages.list.loading')} testId="threads-loading" />;
  else if (isError) body = <PaneError message={t('messages.list.error')} onRetry={() => void refetch()} testId="threads-error" />;
  else if (threads.length === 0) {
    body = unreadOnly ? (
      <PaneEmpty title={t('messages.list.noUnreadTitle')} testId="threads-empty" />
    ) : (
      <PaneEmpty title={t('messages.list.emptyTitle')} body={t(`messages.list.emptyBody.${area}`)} testId="threads-empty" />
    );
  } else {
    body = (
      <>
        <ul className="thread-list" data-testid="thread-list">
          {threads.map((thread) => (
            <ThreadListItem key={thread.id} thread={thread} to={threadHref(area, thread.id)} active={String(thread.id) === threadId} />
          ))}
        </ul>
        {hasNextPage ? (
          <div className="thread-list__more">
            <button type="button" className="button button--ghost button--small" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="threads-more">
              {isFetchingNextPage ? t('common.loading') : t('messages.list.loadMore', { shown: threads.length, total })}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className="messages-list" aria-labelledby="messages-list-title" data-testid="messages-list">
      <header className="messages-list__header">
        <h2 id="messages-list-title">{t('messages.list.title')}</h2>
        <label className="messages-list__filter">
          <input type="checkbox" checked={unreadOnly} onChange={(event) => onUnreadOnlyChange(event.target.checked)} data-testid="unread-only" />
          <span>{t('messages.list.unreadOnly')}</span>
        </label>
      </header>
      {body}
    </section>
  );
}
