import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { MessageDto, ThreadContext, ThreadSummaryDto } from '@fj/shared';
import type { Storage } from '../../storage';
import { createMediaRepo } from '../media/media.repo';
import { createLiveAccess } from './live-access';
import { createMessagesRepo } from './messages.repo';
import { registerMessagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { threadPolicies, type ThreadContextPolicy } from './thread-policy';

export type { ThreadContextPolicy, ThreadDescription, ThreadParticipantOf } from './thread-policy';
export type { IncomingFile } from './message-files';
import type { IncomingFile } from './message-files';

/** What other modules (replies by email) use: the same service the routes call. */
export interface MessagesApi {
  /** Appends a message as that user after the live access check; throws HttpError 404 (no access), 403 (suspended), 413/415/422 (files, body). */
  postAsUser(userId: number, threadId: number, input: { body: string; files?: IncomingFile[]; viaEmail?: boolean }): Promise<MessageDto>;
  /** The participant's current reply_token_version, or null when the user may not use the thread any more. */
  replyTokenVersion(threadId: number, userId: number): Promise<number | null>;
  /** Opens (or returns) a context object's thread for a user its policy lets in; HttpError 404 for anyone else. */
  openThread(userId: number, context: ThreadContext, contextId: number): Promise<ThreadSummaryDto>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The conversations service for other entry points (docs/messages.md): replies by email post through it. */
    messages: MessagesApi;
  }
}

export interface MessagesModuleDeps {
  db: Knex;
  storage: Storage;
  /** One policy per thread context, registered by the module that owns the context. */
  policies: readonly ThreadContextPolicy[];
  config: { messageMailDelaySeconds?: number };
  now: () => Date;
}

const DEFAULT_MAIL_DELAY_SECONDS = 300;

export function createMessagesModule(app: FastifyInstance, deps: MessagesModuleDeps): MessagesApi {
  const repo = createMessagesRepo(deps.db);
  const service = createMessagesService({
    db: deps.db,
    repo,
    media: createMediaRepo(deps.db),
    storage: deps.storage,
    access: createLiveAccess(repo, threadPolicies(deps.policies)),
    policies: deps.policies,
    mailDelaySeconds: deps.config.messageMailDelaySeconds ?? DEFAULT_MAIL_DELAY_SECONDS,
    now: deps.now,
    log: app.log,
  });
  registerMessagesRoutes(app, service);
  const api: MessagesApi = {
    postAsUser: (userId, threadId, input) => service.postAsUser(userId, threadId, input),
    replyTokenVersion: (threadId, userId) => service.replyTokenVersion(threadId, userId),
    openThread: (userId, context, contextId) => service.openThread(userId, context, contextId),
  };
  app.decorate('messages', api);
  return api;
}

/**
 * Opens the thread of a context object inside the caller's transaction, with its participants as the policy names
 * them (contract advice opens one with each request, so both sides find it at once); returns the thread id.
 */
export async function openContextThread(db: Knex, policy: ThreadContextPolicy, contextId: number, trx: Knex.Transaction): Promise<number> {
  const repo = createMessagesRepo(db);
  const thread = await repo.openThread(policy.context, contextId, trx);
  await repo.syncParticipants(thread, await policy.participants(contextId, trx), trx);
  return thread.id;
}

/**
 * The media module's check for message attachments (media-access.ts): null when the file is not one; otherwise
 * whether the viewer may use the thread now, by the same live policy the messages calls use.
 */
export function messageAttachmentReader(db: Knex, policies: readonly ThreadContextPolicy[]) {
  const access = createLiveAccess(createMessagesRepo(db), threadPolicies(policies));
  return (viewerUserId: number | undefined, mediaId: number) => access.mayReadAttachment(viewerUserId, mediaId);
}
