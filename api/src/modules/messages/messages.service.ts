import type { Knex } from 'knex';
import { MESSAGE_LIMITS, type MessageDto, type ThreadContext, type ThreadSummaryDto, type UnreadCountDto } from '@fj/shared';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { newStorageKey, type Storage } from '../../storage';
import type { MediaRepo } from '../media/media.repo';
import type { AcceptedUpload } from '../media/upload-rules';
import { acceptAttachments, type IncomingFile } from './message-files';
import { toMessageDto, toThreadSummary } from './messages.mapper';
import type { InboxRow, MessagesRepo, ThreadRow } from './messages.repo';
import type { LiveAccess } from './live-access';
import { inboxPage, type InboxLine } from './inbox-page';
import type { ThreadContextPolicy, ThreadDescription } from './thread-policy';

export const MESSAGES_TEXT = {
  threadNotFound: 'Conversation not found',
  suspended: 'Your account is suspended: it cannot send messages.',
  bodyRequired: 'Please write a message or attach a file.',
  bodyTooLong: `Please keep a message to at most ${MESSAGE_LIMITS.bodyMaxLength} characters.`,
} as const;

export interface MessagesServiceDeps {
  db: Knex;
  repo: MessagesRepo;
  media: MediaRepo;
  storage: Storage;
  access: LiveAccess;
  /** Every context's policy: the inbox page asks those that answer in SQL inside its own statement. */
  policies: readonly ThreadContextPolicy[];
  /** Seconds an unread message waits before the participant is emailed (MESSAGE_MAIL_DELAY_S). */
  mailDelaySeconds: number;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export interface PostInput {
  body: string;
  files?: IncomingFile[];
  viaEmail?: boolean;
}

const unprocessable = (field: string, message: string) => new HttpError(422, message, { [field]: message });

/** Trimmed body, 1–5000 characters, or empty when files carry the message. */
export function checkMessageBody(body: string, hasFiles: boolean): string {
  const trimmed = body.trim();
  if (trimmed.length === 0 && !hasFiles) throw unprocessable('body', MESSAGES_TEXT.bodyRequired);
  if (trimmed.length > MESSAGE_LIMITS.bodyMaxLength) throw unprocessable('body', MESSAGES_TEXT.bodyTooLong);
  return trimmed;
}

export function createMessagesService(deps: MessagesServiceDeps) {
  const { repo } = deps;

  const { policyOf, liveSide } = deps.access;

  async function threadFor(userId: number, threadId: number): Promise<{ thread: ThreadRow; suspended: boolean }> {
    const thread = await repo.findThread(threadId);
    const access = thread && (await liveSide(userId, thread));
    if (!thread || !access) throw notFound(MESSAGES_TEXT.threadNotFound);
    return { thread, suspended: access.suspended };
  }

  async function syncParticipants(thread: ThreadRow, trx: Knex.Transaction): Promise<void> {
    await repo.syncParticipants(thread, await policyOf(thread.context).participants(thread.context_id, trx), trx);
  }

  async function messageDtos(rows: Awaited<ReturnType<MessagesRepo['messagesByIds']>>, viewerUserId: number): Promise<MessageDto[]> {
    const attachments = await repo.attachmentsOf(rows.map((row) => row.id));
    return rows.map((row) => toMessageDto(row, attachments, viewerUserId));
  }

  /** What each thread is about as this viewer sees it, keyed `context:contextId`: one description call per context. */
  async function describe(viewerUserId: number, rows: readonly InboxRow[]): Promise<Map<string, ThreadDescription>> {
    const byContext = new Map<ThreadContext, number[]>();
    for (const row of rows) byContext.set(row.context, [...(byContext.get(row.context) ?? []), row.context_id]);
    const descriptions = new Map<string, ThreadDescription>();
    for (const [context, ids] of byContext) {
      for (const [id, description] of await policyOf(context).describe(ids, viewerUserId)) descriptions.set(`${context}:${id}`, description);
    }
    return descriptions;
  }

  /** Inbox lines → summaries: the descriptions, one query each for participants and last messages. */
  async function summaries(viewerUserId: number, rows: readonly InboxRow[]): Promise<ThreadSummaryDto[]> {
    const descriptions = await describe(viewerUserId, rows);
    const lastIds = rows.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]));
    const [participants, lastMessages] = await Promise.all([
      repo.participantsOf(rows.map((row) => row.thread_id)),
      repo.messagesByIds(lastIds).then((messages) => messageDtos(messages, viewerUserId)),
    ]);
    return rows.map((row) =>
      toThreadSummary(row, descriptions.get(`${row.context}:${row.context_id}`), participants, lastMessages.find((message) => message.id === row.last_message_id) ?? null),
    );
  }

  /**
   * The live check of an inbox page: the rows whose context answered in the page's own statement are decided
   * already; the others ask their policy (one call per context). Rows the person may no longer use are removed and
   * returned as lost; the rest get their descriptions.
   */
  async function checkPage(userId: number, rows: readonly InboxLine[]): Promise<{ lost: Set<number>; descriptions: Map<string, ThreadDescription> }> {
    const lost = new Set<number>();
    const descriptions = new Map<string, ThreadDescription>();
    const asked: InboxLine[] = [];
    for (const row of rows) {
      if (!row.live) asked.push(row);
      else if (row.live.side === null) lost.add(row.thread_id);
      else if (row.live.description) descriptions.set(`${row.context}:${row.context_id}`, row.live.description);
    }
    const byContext = new Map<ThreadContext, InboxLine[]>();
    for (const row of asked) byContext.set(row.context, [...(byContext.get(row.context) ?? []), row]);
    const [, described] = await Promise.all([
      Promise.all(
        [...byContext].map(async ([context, contextRows]) => {
          const allowed = await policyOf(context).access(userId, contextRows.map((row) => row.context_id));
          for (const row of contextRows) if (!allowed.has(row.context_id)) lost.add(row.thread_id);
        }),
      ),
      describe(userId, asked),
    ]);
    for (const [key, description] of described) descriptions.set(key, description);
    await repo.removeParticipant([...lost], userId);
    return { lost, descriptions };
  }

  async function storeFiles(accepted: readonly AcceptedUpload[]): Promise<string[]> {
    const keys: string[] = [];
    try {
      for (const file of accepted) {
        const key = newStorageKey('other');
        await deps.storage.put(key, file.bytes, file.mime);
        keys.push(key);
      }
    } catch (error) {
      await removeBytes(keys);
      throw error;
    }
    return keys;
  }

  async function removeBytes(keys: readonly string[]): Promise<void> {
    for (const key of keys) await deps.storage.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete stored file'));
  }

  return {
    /** `GET /messages/threads`: the caller's threads, newest activity first; threads the caller lost are dropped, never shown. */
    async listThreads(userId: number, query: { offset: number; limit: number; unreadOnly: boolean; context?: ThreadContext }): Promise<{ data: ThreadSummaryDto[]; total: number }> {
      let page = await inboxPage(deps.db, deps.policies, userId, query);
      let { lost, descriptions } = await checkPage(userId, page.rows);
      // A dropped row changes the page: it is read again (more passes only if access keeps changing meanwhile).
      for (let pass = 0; lost.size > 0 && pass < 3; pass += 1) {
        page = await inboxPage(deps.db, deps.policies, userId, query);
        ({ lost, descriptions } = await checkPage(userId, page.rows));
      }
      const shown = page.rows.filter((row) => !lost.has(row.thread_id));
      const data = shown.map((row) =>
        toThreadSummary(row, descriptions.get(`${row.context}:${row.context_id}`), row.participants, row.lastMessage && toMessageDto(row.lastMessage, row.lastMessage.attachments, userId)),
      );
      return { data, total: page.total - lost.size };
    },

    /** `GET /messages/threads/{id}`: a page of messages, newest first; the first page marks the thread read. */
    async threadPage(userId: number, threadId: number, query: { offset: number; limit: number }) {
      const { thread } = await threadFor(userId, threadId);
      await deps.db.transaction(async (trx) => {
        await syncParticipants(thread, trx);
        if (query.offset === 0) await repo.markRead(thread.id, userId, thread.last_message_id ?? 0, trx);
      });
      const [page, inboxRow] = await Promise.all([repo.messagesPage(thread.id, query.offset, query.limit), repo.inboxRow(thread.id, userId)]);
      if (!inboxRow) throw notFound(MESSAGES_TEXT.threadNotFound);
      const [summary] = await summaries(userId, [inboxRow]);
      return { data: await messageDtos(page.rows, userId), total: page.total, thread: summary! };
    },

    /** `POST /job-api/applications/{id}/thread` and the like: the context object's thread, created on first use. */
    async openThread(userId: number, context: ThreadContext, contextId: number): Promise<ThreadSummaryDto> {
      const account = await repo.accountState(userId);
      const side = account && !account.deleted ? (await policyOf(context).access(userId, [contextId])).get(contextId) : undefined;
      if (!side) throw notFound(MESSAGES_TEXT.threadNotFound);
      const thread = await deps.db.transaction(async (trx) => {
        const opened = await repo.openThread(context, contextId, trx);
        await syncParticipants(opened, trx);
        return opened;
      });
      const inboxRow = await repo.inboxRow(thread.id, userId);
      if (!inboxRow) throw notFound(MESSAGES_TEXT.threadNotFound);
      const [summary] = await summaries(userId, [inboxRow]);
      return summary!;
    },

    /** Appends a message as this user after the live check (the routes and replies by email both come here). */
    async postAsUser(userId: number, threadId: number, input: PostInput): Promise<MessageDto> {
      const { thread, suspended } = await threadFor(userId, threadId);
      if (suspended) throw forbidden(MESSAGES_TEXT.suspended);
      const files = input.files ?? [];
      const body = checkMessageBody(input.body, files.length > 0);
      const accepted = await acceptAttachments(files);
      const keys = await storeFiles(accepted);
      try {
        const messageId = await deps.db.transaction(async (trx) => {
          const locked = await repo.lockThread(thread.id, trx);
          if (!locked) throw notFound(MESSAGES_TEXT.threadNotFound);
          const at = deps.now();
          const id = await repo.insertMessage({ thread_id: locked.id, author_user_id: userId, body, via_email: input.viaEmail === true, created_at: at }, trx);
          const mediaIds: number[] = [];
          for (const [index, file] of accepted.entries()) {
            const media = await deps.media.insert(
              { owner_user_id: userId, kind: 'other', title: file.title, attachment_type: 'message', mime: file.mime, size: file.size, checksum_sha256: file.checksum, storage_key: keys[index]! },
              trx,
            );
            mediaIds.push(media.id);
          }
          await repo.insertAttachments(id, mediaIds, trx);
          await syncParticipants(locked, trx);
          await repo.recordPost({ thread: locked, messageId: id, authorUserId: userId, at, mailDueAt: new Date(at.getTime() + deps.mailDelaySeconds * 1000) }, trx);
          return id;
        });
        const [dto] = await messageDtos(await repo.messagesByIds([messageId]), userId);
        return dto!;
      } catch (error) {
        await removeBytes(keys);
        throw error;
      }
    },

    /** `GET /messages/unread-count`. */
    unreadCount: (userId: number): Promise<UnreadCountDto> => repo.unreadCount(userId),

    /** The participant's reply_token_version, or null when the user may not use the thread any more (or is suspended). */
    async replyTokenVersion(threadId: number, userId: number): Promise<number | null> {
      const thread = await repo.findThread(threadId);
      const access = thread && (await liveSide(userId, thread));
      if (!access || access.suspended) return null;
      return (await repo.participantRow(threadId, userId))?.reply_token_version ?? null;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
