import type { ThreadSummaryDto } from '@fj/shared';
import { ThreadListItem } from '../../messages/components/ThreadListItem';
import { coachingThreadHref } from './MessageCoachButton';

/** The conversations with coaches, in the inbox's look: course, coach, last message, when, unread. */
export function CoachingThreadList({ threads, openId }: { threads: ThreadSummaryDto[]; openId: number | null }) {
  return (
    <ul className="thread-list" data-testid="coaching-thread-list">
      {threads.map((thread) => (
        <ThreadListItem key={thread.id} thread={thread} to={coachingThreadHref(thread.id)} active={thread.id === openId} testId="coaching-thread-item" />
      ))}
    </ul>
  );
}
