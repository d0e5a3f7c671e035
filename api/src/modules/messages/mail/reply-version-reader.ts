import type { Knex } from 'knex';
import { createLiveAccess } from '../live-access';
import { createMessagesRepo } from '../messages.repo';
import { threadPolicies, type ThreadContextPolicy, type ThreadDescription } from '../thread-policy';

/**
 * The messages module's `replyTokenVersion` for a process without the HTTP app (the worker): the same live check
 * (account not deleted or suspended, the context's policy lets the person in), then the participant's version.
 */
export function replyTokenVersionReader(db: Knex, policies: readonly ThreadContextPolicy[]) {
  const repo = createMessagesRepo(db);
  const access = createLiveAccess(repo, threadPolicies(policies));
  return async (threadId: number, userId: number): Promise<number | null> => {
    const thread = await repo.findThread(threadId);
    const live = thread && (await access.liveSide(userId, thread));
    if (!live || live.suspended) return null;
    return (await repo.participantRow(threadId, userId))?.reply_token_version ?? null;
  };
}

/** What a thread is about as this reader sees it (the job title, and who they talk to), from its context's policy. */
export function threadDescriber(db: Knex, policies: readonly ThreadContextPolicy[]) {
  const repo = createMessagesRepo(db);
  const access = createLiveAccess(repo, threadPolicies(policies));
  return async (threadId: number, userId: number): Promise<ThreadDescription | null> => {
    const thread = await repo.findThread(threadId);
    if (!thread) return null;
    return (await access.policyOf(thread.context).describe([thread.context_id], userId)).get(thread.context_id) ?? null;
  };
}
