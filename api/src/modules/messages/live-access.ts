import type { Knex } from 'knex';
import type { ThreadContext, ThreadSide } from '@fj/shared';
import type { MessagesRepo, ThreadRow } from './messages.repo';
import type { ThreadContextPolicy, ThreadPolicies } from './thread-policy';

/**
 * The live check every messages call makes: the account exists and is not deleted, and the context's policy says the
 * person belongs to this thread now. Suspension is reported, not refused: reading is refused by the auth plugin
 * already, posting by the service.
 */
export function createLiveAccess(repo: MessagesRepo, policies: ThreadPolicies) {
  const policyOf = (context: ThreadContext): ThreadContextPolicy => {
    const policy = policies.get(context);
    if (!policy) throw new Error(`No thread policy registered for context ${context}`);
    return policy;
  };

  async function liveSide(userId: number, thread: Pick<ThreadRow, 'context' | 'context_id'>, trx?: Knex.Transaction): Promise<{ side: ThreadSide; suspended: boolean } | null> {
    const account = await repo.accountState(userId, trx);
    if (!account || account.deleted) return null;
    const side = (await policyOf(thread.context).access(userId, [thread.context_id], trx)).get(thread.context_id);
    return side ? { side, suspended: account.suspended } : null;
  }

  return {
    policyOf,
    liveSide,
    /**
     * For GET /media/{id}: null when the file is not a message attachment (the other media rules decide); otherwise
     * whether the viewer may use its thread now. Nobody else reads it, administrators included.
     */
    async mayReadAttachment(viewerUserId: number | undefined, mediaId: number): Promise<boolean | null> {
      const thread = await repo.threadOfAttachment(mediaId);
      if (!thread) return null;
      return viewerUserId !== undefined && (await liveSide(viewerUserId, thread)) !== null;
    },
  };
}

export type LiveAccess = ReturnType<typeof createLiveAccess>;
