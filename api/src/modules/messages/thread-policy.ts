import type { Knex } from 'knex';
import type { ThreadContext, ThreadSide } from '@fj/shared';

/** Someone a context says takes part in its thread, and the side they speak for. */
export interface ThreadParticipantOf {
  userId: number;
  side: ThreadSide;
}

/** What a thread is about, as one viewer sees it: the job title and who they talk to, for an application. */
export interface ThreadDescription {
  title: string;
  subtitle: string;
}

/**
 * Who may read and write the threads of one context, decided by the module that owns the context (the applications
 * module for `application`). The messages module never reads a context's tables: it asks its policy, live, on every
 * request (docs/messages.md, "Context policies"). Account state (deleted, suspended) is checked by the messages
 * module itself; a policy answers only "does this person belong to this context object".
 */
export interface ThreadContextPolicy {
  context: ThreadContext;
  /** For each context id the user may use, the side they speak for; ids they may not use (or that do not exist) are absent. */
  access(userId: number, contextIds: readonly number[], trx?: Knex.Transaction): Promise<Map<number, ThreadSide>>;
  /** Everyone who may use the thread of this context object now (deleted accounts left out). */
  participants(contextId: number, trx?: Knex.Transaction): Promise<ThreadParticipantOf[]>;
  /** Title and subtitle of each thread as this viewer sees it; ids the policy cannot describe are absent. */
  describe(contextIds: readonly number[], viewerUserId: number): Promise<Map<number, ThreadDescription>>;
  /**
   * Optional: `access` and `describe` for one thread as SQL, so a page of the inbox is one statement
   * (docs/messages.md "Speed"). A SELECT of at most one row with the columns `side` (null when the viewer may not
   * use the thread), `title` and `subtitle`, which may refer to the outer columns `t.context_id` (the context object)
   * and `p.user_id` (the viewer, a live account). It must answer exactly what `access` and `describe` answer; contexts
   * without it are checked and described by those calls.
   */
  inboxSql?: string;
}

/** The policies of every context, by context name. */
export type ThreadPolicies = ReadonlyMap<ThreadContext, ThreadContextPolicy>;

export const threadPolicies = (policies: readonly ThreadContextPolicy[]): ThreadPolicies => new Map(policies.map((policy) => [policy.context, policy]));
