import type { Knex } from 'knex';
import type { ThreadContext, ThreadSide } from '@fj/shared';

export interface ThreadRow {
  id: number;
  context: ThreadContext;
  context_id: number;
  created_at: Date;
  last_message_at: Date | null;
  last_message_id: number | null;
}

export interface MessageRow {
  id: number;
  thread_id: number;
  author_user_id: number | null;
  author_name: string | null;
  body: string;
  via_email: boolean;
  created_at: Date;
}

export interface AttachmentRow {
  message_id: number;
  media_id: number;
  title: string;
  mime: string;
  size: number;
}

/** One line of a person's inbox: their participant row and its thread. */
export interface InboxRow {
  thread_id: number;
  side: ThreadSide;
  unread_count: number;
  last_message_at: Date | null;
  context: ThreadContext;
  context_id: number;
  created_at: Date;
  last_message_id: number | null;
}

export interface ParticipantRow {
  thread_id: number;
  user_id: number;
  side: ThreadSide;
  name: string;
  profile_pic_media_id: number | null;
}

/** The account facts every messages call checks live, whoever owns the context. */
export interface AccountState {
  id: number;
  deleted: boolean;
  suspended: boolean;
}

// Ids are bigint in Postgres: pg returns them as strings.
const toThread = (row: Record<string, unknown>): ThreadRow => ({
  ...(row as unknown as ThreadRow),
  id: Number(row.id),
  context_id: Number(row.context_id),
  last_message_id: row.last_message_id === null ? null : Number(row.last_message_id),
});
const toInboxRow = (row: Record<string, unknown>): InboxRow => ({
  ...(row as unknown as InboxRow),
  thread_id: Number(row.thread_id),
  context_id: Number(row.context_id),
  last_message_id: row.last_message_id === null ? null : Number(row.last_message_id),
});
/** What participants read in place of a message a moderator hid after a report (docs/reports.md); its files go too. */
export const MESSAGE_REMOVED_TEXT = 'This message was removed by a moderator.';

const toMessage = (row: Record<string, unknown>): MessageRow => ({
  ...(row as unknown as MessageRow),
  id: Number(row.id),
  thread_id: Number(row.thread_id),
  ...(row.hidden_at ? { body: MESSAGE_REMOVED_TEXT } : {}),
});

export function createMessagesRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction) => trx ?? db;

  return {
    async findThread(id: number, trx?: Knex.Transaction): Promise<ThreadRow | undefined> {
      const row = await conn(trx)('message_threads').where({ id }).first();
      return row && toThread(row);
    },

    /** Locks the thread for a post, so messages of one thread are numbered and counted one at a time. */
    async lockThread(id: number, trx: Knex.Transaction): Promise<ThreadRow | undefined> {
      const row = await trx('message_threads').where({ id }).forUpdate().first();
      return row && toThread(row);
    },

    /** The thread of a context object, created on first use; concurrent openers get the same row. */
    async openThread(context: ThreadContext, contextId: number, trx?: Knex.Transaction): Promise<ThreadRow> {
      await conn(trx)('message_threads').insert({ context, context_id: contextId }).onConflict(['context', 'context_id']).ignore();
      const row = await conn(trx)('message_threads').where({ context, context_id: contextId }).first();
      return toThread(row);
    },

    async accountState(userId: number, trx?: Knex.Transaction): Promise<AccountState | undefined> {
      const row = await conn(trx)('users').where({ id: userId }).first('id', 'deleted_at', 'suspended_at');
      return row && { id: row.id, deleted: row.deleted_at !== null, suspended: row.suspended_at !== null };
    },

    /** One person's inbox line for one thread (after a sync it exists for every participant). */
    async inboxRow(threadId: number, userId: number): Promise<InboxRow | undefined> {
      const row = await db('message_participants as p')
        .join('message_threads as t', 't.id', 'p.thread_id')
        .where({ 'p.thread_id': threadId, 'p.user_id': userId })
        .first('p.thread_id', 'p.side', 'p.unread_count', 'p.last_message_at', 't.context', 't.context_id', 't.created_at', 't.last_message_id');
      return row && toInboxRow(row);
    },

    /** Unread messages and threads: the person's totals row (kept by a trigger, migrations/20261128_0400_message_totals.ts). */
    async unreadCount(userId: number): Promise<{ unread: number; threads: number }> {
      const row = await db('message_inbox_totals').where({ user_id: userId }).first('unread_messages', 'unread_threads');
      return { unread: Number(row?.unread_messages ?? 0), threads: Number(row?.unread_threads ?? 0) };
    },

    async participantRow(threadId: number, userId: number, trx?: Knex.Transaction) {
      return conn(trx)('message_participants').where({ thread_id: threadId, user_id: userId }).first<{ side: ThreadSide; reply_token_version: number } | undefined>('side', 'reply_token_version');
    },

    /** The participant rows of these threads with each person's name and photo, deleted accounts left out. */
    async participantsOf(threadIds: readonly number[]): Promise<ParticipantRow[]> {
      if (threadIds.length === 0) return [];
      const rows = await db('message_participants as p')
        .join('users as u', 'u.id', 'p.user_id')
        .leftJoin('candidate_profiles as cp', function joinPublicProfile() {
          this.on('cp.user_id', '=', 'u.id').andOnVal('cp.cand_profile', '=', 'pub').andOnNull('cp.hidden_at');
        })
        .whereIn('p.thread_id', threadIds)
        .whereNull('u.deleted_at')
        .select('p.thread_id', 'p.user_id', 'p.side', 'u.display_name as name', 'cp.profile_pic_media_id')
        .orderBy([{ column: 'p.thread_id' }, { column: 'p.side' }, { column: 'p.user_id' }]);
      return rows.map((row: Record<string, unknown>) => ({ ...(row as unknown as ParticipantRow), thread_id: Number(row.thread_id) }));
    },

    /**
     * Makes the participant rows match who the context says may take part: adds newcomers (nothing unread), removes
     * leavers. Rows that stay are not touched, so the usual sync (nobody joined or left) locks no row and cannot
     * deadlock with a post updating the same rows.
     */
    async syncParticipants(thread: ThreadRow, wanted: readonly { userId: number; side: ThreadSide }[], trx: Knex.Transaction): Promise<void> {
      const wantedIds = wanted.map((entry) => entry.userId);
      const leaving = trx('message_participants').where({ thread_id: thread.id });
      if (wantedIds.length) leaving.whereNotIn('user_id', wantedIds);
      await leaving.delete();
      if (wanted.length === 0) return;
      await trx('message_participants')
        .insert(
          wanted.map((entry) => ({
            thread_id: thread.id,
            user_id: entry.userId,
            side: entry.side,
            last_message_at: thread.last_message_at,
            last_read_message_id: thread.last_message_id ?? 0,
          })),
        )
        .onConflict(['thread_id', 'user_id'])
        .ignore();
    },

    /** Removes the rows of threads a person may no longer use (found by the live check). */
    async removeParticipant(threadIds: readonly number[], userId: number): Promise<void> {
      if (threadIds.length) await db('message_participants').where({ user_id: userId }).whereIn('thread_id', threadIds).delete();
    },

    async markRead(threadId: number, userId: number, throughMessageId: number, trx?: Knex.Transaction): Promise<void> {
      await conn(trx)('message_participants')
        .where({ thread_id: threadId, user_id: userId })
        .update({ last_read_message_id: db.raw('GREATEST(last_read_message_id, ?)', [throughMessageId]), unread_count: 0, mail_due_at: null });
    },

    async insertMessage(message: { thread_id: number; author_user_id: number | null; body: string; via_email: boolean; created_at: Date }, trx: Knex.Transaction): Promise<number> {
      const [row] = await trx('messages').insert(message).returning(['id']);
      return Number(row.id);
    },

    async insertAttachments(messageId: number, mediaIds: readonly number[], trx: Knex.Transaction): Promise<void> {
      if (mediaIds.length) await trx('message_attachments').insert(mediaIds.map((mediaId, position) => ({ message_id: messageId, media_id: mediaId, position })));
    },

    /**
     * After a post: the thread's last message, every recipient's unread count and mail due time, the author's row read.
     * One statement for all participants, so the inbox totals trigger locks their totals rows in user-id order
     * (migrations/20261128_0400_message_totals.ts): two statements could lock recipient then author, and a reply in
     * another thread between the same people the other way round.
     */
    async recordPost(input: { thread: ThreadRow; messageId: number; authorUserId: number; at: Date; mailDueAt: Date }, trx: Knex.Transaction): Promise<void> {
      const { thread, messageId, authorUserId, at } = input;
      await trx('message_threads').where({ id: thread.id }).update({ last_message_at: at, last_message_id: messageId });
      const isAuthor = 'user_id = ?';
      await trx('message_participants')
        .where({ thread_id: thread.id })
        .update({
          last_message_at: at,
          unread_count: trx.raw(`CASE WHEN ${isAuthor} THEN 0 ELSE unread_count + 1 END`, [authorUserId]),
          last_read_message_id: trx.raw(`CASE WHEN ${isAuthor} THEN ? ELSE last_read_message_id END`, [authorUserId, messageId]),
          mail_due_at: trx.raw(`CASE WHEN ${isAuthor} THEN NULL ELSE COALESCE(mail_due_at, ?) END`, [authorUserId, input.mailDueAt]),
        });
    },

    /** A page of the thread's messages, newest first (index messages_thread_newest), and how many there are. */
    async messagesPage(threadId: number, offset: number, limit: number): Promise<{ rows: MessageRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        db('messages as m')
          .leftJoin('users as u', 'u.id', 'm.author_user_id')
          .where('m.thread_id', threadId)
          .select('m.*', 'u.display_name as author_name')
          .orderBy('m.id', 'desc')
          .offset(offset)
          .limit(limit),
        db('messages').where({ thread_id: threadId }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows.map(toMessage), total: Number(counted?.count ?? 0) };
    },

    async messagesByIds(ids: readonly number[], trx?: Knex.Transaction): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      const rows = await conn(trx)('messages as m').leftJoin('users as u', 'u.id', 'm.author_user_id').whereIn('m.id', ids).select('m.*', 'u.display_name as author_name');
      return rows.map(toMessage);
    },

    async attachmentsOf(messageIds: readonly number[], trx?: Knex.Transaction): Promise<AttachmentRow[]> {
      if (messageIds.length === 0) return [];
      const rows = await conn(trx)('message_attachments as a')
        .join('media as md', 'md.id', 'a.media_id')
        // A hidden message's files are gone with it.
        .join('messages as m', (join) => join.on('m.id', 'a.message_id').andOnNull('m.hidden_at'))
        .whereIn('a.message_id', messageIds)
        .whereNull('md.deleted_at')
        .select('a.message_id', 'a.media_id', 'md.title', 'md.mime', 'md.size')
        .orderBy([{ column: 'a.message_id' }, { column: 'a.position' }]);
      return rows.map((row: Record<string, unknown>) => ({ ...(row as unknown as AttachmentRow), message_id: Number(row.message_id) }));
    },

    /** The thread a file is attached in, or undefined when the file is not a message attachment. */
    async threadOfAttachment(mediaId: number): Promise<ThreadRow | undefined> {
      const row = await db('message_attachments as a')
        .join('messages as m', 'm.id', 'a.message_id')
        .join('message_threads as t', 't.id', 'm.thread_id')
        .where('a.media_id', mediaId)
        // A file of a message hidden by a moderator is nobody's to download any more.
        .whereNull('m.hidden_at')
        .first('t.*');
      return row && toThread(row);
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
