import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { ThreadView } from '../../messages';
import { PaneEmpty, PaneError, PaneLoading } from '../../messages/components/PaneState';
import { useCoachingThreads } from '../api/threads';
import { CoachingThreadList } from '../components/CoachingThreadList';
import '../../messages/messages.css';
import '../coaching.css';

/**
 * `/coaching/messages/` (`?thread=id` opens one): the conversations with coaches beside the open one, in the inbox's
 * layout (the list or the thread full width on a phone). Messages are started from My courses.
 */
export function CoachingMessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const threadParam = params.get('thread');
  const threadId = threadParam && /^\d+$/.test(threadParam) ? Number(threadParam) : null;
  const { data: threads, isPending, isError, refetch } = useCoachingThreads();
  const nothing = !threadParam && threads?.length === 0;

  let list;
  if (isPending) list = <PaneLoading label={t('messages.list.loading')} testId="coaching-threads-loading" />;
  else if (isError) list = <PaneError message={t('messages.list.error')} onRetry={() => void refetch()} testId="coaching-threads-error" />;
  else if (threads.length === 0) list = <PaneEmpty title={t('coaching.messages.emptyTitle')} body={t('coaching.messages.emptyBody')} testId="coaching-threads-empty" />;
  else list = <CoachingThreadList threads={threads} openId={threadId} />;

  return (
    <section
      className={`coaching-page messages-inbox${threadParam ? ' messages-inbox--thread-open' : ''}${nothing ? ' messages-inbox--nothing' : ''}`}
      data-testid="coaching-messages-page"
    >
      <header className="coaching-hero">
        <div>
          <h1>{t('coaching.messages.title')}</h1>
          <p className="lead">{t('coaching.messages.lead')}</p>
        </div>
        <Link className="button button--ghost" to={ROUTES.coachingEnrollments}>
          {t('coaching.enrollments.title')}
        </Link>
      </header>
      <div className="messages-inbox__panes">
        <div className="messages-inbox__list">
          <section className="messages-list" aria-labelledby="coaching-threads-title">
            <header className="messages-list__header">
              <h2 id="coaching-threads-title">{t('coaching.messages.listTitle')}</h2>
            </header>
            {list}
          </section>
        </div>
        <div className="messages-inbox__thread">
          {threadParam ? (
            <Link className="messages-inbox__back" to={ROUTES.coachingMessages} data-testid="coaching-back-to-list">
              <span aria-hidden="true" className="messages-inbox__back-arrow">
                ←
              </span>{' '}
              {t('messages.backToList')}
            </Link>
          ) : null}
          {threadId !== null ? (
            <ThreadView key={threadId} threadId={threadId} />
          ) : threadParam ? (
            <PaneEmpty title={t('messages.thread.notFound')} testId="coaching-thread-error" />
          ) : nothing ? null : (
            <PaneEmpty title={t('messages.chooseTitle')} body={t('coaching.messages.chooseBody')} testId="coaching-thread-none" />
          )}
        </div>
      </div>
    </section>
  );
}
