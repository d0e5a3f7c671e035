import type { Knex } from 'knex';
import { applicationThreadPolicy } from './modules/applications';
import { coachingThreadPolicy } from './modules/coaching';
import { contractAdviceThreadPolicy } from './modules/contract-advice';
import type { ThreadContextPolicy } from './modules/messages';
import { replyTokenVersionReader, threadDescriber } from './modules/messages/mail';

/**
 * Every conversation context's policy, each written by the module that owns the context (docs/messages.md). The one
 * list the app, the server and the worker share: a new context (contract advice, coaching) is one line here.
 */
export const threadContextPolicies = (db: Knex): ThreadContextPolicy[] => [applicationThreadPolicy(db), contractAdviceThreadPolicy(db), coachingThreadPolicy(db)];

/** What the message-mail task asks of conversations, in any process (the worker has no HTTP app). */
export function messageMailSources(db: Knex) {
  const policies = threadContextPolicies(db);
  return { replyTokenVersion: replyTokenVersionReader(db, policies), describeThread: threadDescriber(db, policies) };
}
