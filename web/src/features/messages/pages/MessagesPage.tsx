import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useThreads } from '../api/threads';
import { ThreadList } from '../components/ThreadList';
import { ThreadView } from '../components/ThreadView';
import { PaneEmpty } from '../components/PaneState';
import { inboxHref, type MessagesArea } from '../lib/areas';
import '../messages.css';

/**
 * /candidate/messages and /employer/messages (and /…/messages/:threadId): the thread list beside the open thread on a
 * wide screen; on a narrow one the list, or the open thread full width with a way back to the list.
 */
export function MessagesPage({ area }: { area: MessagesArea }) {
  const { t } = useTranslation();
  const { threadId: threadParam } = useParams();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const threadId = threadParam && /^\d+$/.test(threadParam) ? Number(threadParam) : null;
  const listHref = `${inboxHref(area)}${unreadOnly ? '?unread=1' : ''}`;
  // With no conversation at all, "choose one" beside the empty list would only puzzle: the list stands alone.
  const { data: threads } = useThreads(unreadOnly);
  const nothingToChoose = !threadParam && !unreadOnly && threads?.pages[0]?.total === 0;

  const setUnreadOnly = (next: boolean) => {
    const query = new URLSearchParams(params);
    if (next) query.set('unread', '1');
    else query.delete('unread');
    setParams(query, { replace: true });
  };

  return (
    <section
      className={`area-page messages-inbox${threadParam ? ' messages-inbox--thread-open' : ''}${nothingToChoose ? ' messages-inbox--nothing' : ''}`}
      data-testid="messages-page"
    >
      <header className="area-page__header messages-inbox__header">
        <h1>{t('messages.title')}</h1>
      </header>
      <div className="messages-inbox__panes">
        <div className="messages-inbox__list">
          <ThreadList area={area} unreadOnly={unreadOnly} onUnreadOnlyChange={setUnreadOnly} />
        </div>
        <div className="messages-inbox__thread">
          {threadParam ? (
            <Link className="messages-inbox__back" to={listHref} data-testid="back-to-list">
              <span aria-hidden="true" className="messages-inbox__back-arrow">
                ←
              </span>{' '}
              {t('messages.backToList')}
            </Link>
          ) : null}
          {threadId !== null ? (
            <ThreadView key={threadId} threadId={threadId} />
          ) : threadParam ? (
            <PaneEmpty title={t('messages.thread.notFound')} testId="thread-error" />
          ) : nothingToChoose ? null : (
            <PaneEmpty title={t('messages.chooseTitle')} body={t('messages.chooseBody')} testId="thread-none" />
          )}
        </div>
      </div>
    </section>
  );
}
