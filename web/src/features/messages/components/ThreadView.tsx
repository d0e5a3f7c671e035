import { useEffect, useLayoutEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorStatus } from '../../../lib/api-errors';
import { messageKeys } from '../api/query-keys';
import { oldestFirst, useThreadMessages } from '../api/thread';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { PaneEmpty, PaneError, PaneLoading } from './PaneState';

interface ThreadViewProps {
  threadId: number;
  /** Inside an application card: no heading of its own, a shorter scroll area. */
  compact?: boolean;
}

/** One thread: its messages oldest to newest (older ones on demand) and the composer. Reading it marks it read. */
export function ThreadView({ threadId, compact = false }: ThreadViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useThreadMessages(threadId);
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, dataUpdatedAt } = query;
  const messages = oldestFirst(data?.pages);
  const thread = data?.pages[0]?.thread;
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;

  // The server marked the messages read: the header, the sidebar and the list show it.
  useEffect(() => {
    if (!dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCounts });
    void queryClient.invalidateQueries({ queryKey: messageKeys.threadLists });
  }, [dataUpdatedAt, queryClient]);

  // The newest message in view on opening and when one arrives (not when older ones are loaded above).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && newestId !== undefined) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  if (isPending) return <PaneLoading label={t('messages.thread.loading')} testId="thread-loading" />;
  if (isError) {
    const status = apiErrorStatus(error);
    return (
      <PaneError
        message={status === 404 ? t('messages.thread.notFound') : t('messages.thread.error')}
        onRetry={() => void refetch()}
        testId="thread-error"
      />
    );
  }

  return (
    <section className={`thread${compact ? ' thread--compact' : ''}`} aria-label={thread?.title ?? t('messages.thread.label')} data-testid="thread">
      {!compact && thread ? (
        <header className="thread__header">
          <h2 className="thread__title" dir="auto" data-i18n-skip="">
            {thread.title}
          </h2>
          <p className="thread__subtitle" dir="auto" data-i18n-skip="">
            {thread.subtitle}
          </p>
        </header>
      ) : null}
      <div className="thread__messages" ref={scroller}>
        {hasNextPage ? (
          <div className="thread__older">
            <button type="button" className="button button--ghost button--small" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="load-older">
              {isFetchingNextPage ? t('common.loading') : t('messages.thread.loadOlder')}
            </button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <PaneEmpty title={t('messages.thread.emptyTitle')} body={t('messages.thread.emptyBody')} testId="thread-empty" />
        ) : (
          <ol className="thread__list" aria-live="polite" data-testid="message-list">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      <Composer threadId={threadId} />
    </section>
  );
}
