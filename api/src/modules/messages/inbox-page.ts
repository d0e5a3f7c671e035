import type { Knex } from 'knex';
import type { ThreadContext } from '@fj/shared';
import { runPrepared } from '../../lib/prepared-query';
import { MESSAGE_REMOVED_TEXT, type AttachmentRow, type InboxRow, type MessageRow, type ParticipantRow } from './messages.repo';

/** One line of the inbox with what its summary shows: the last message (with its files) and the participants. */
export interface InboxLine extends InboxRow {
  lastMessage: (MessageRow & { attachments: AttachmentRow[] }) | null;
  participants: ParticipantRow[];
}

// One statement per page instead of six round trips (docs/messages.md, "Speed"): the index walks the person's rows
// newest first and stops at the page's end, and only those rows look up their last message and participants.
const pageSql = (unreadOnly: boolean, context: boolean) => `
  SELECT p.thread_id, p.side, p.unread_count, p.last_message_at, t.context, t.context_id, t.created_at, t.last_message_id,
         lm.last_message, pp.participants
    FROM message_participants p
    JOIN message_threads t ON t.id = p.thread_id
    LEFT JOIN LATERAL (
      SELECT json_build_object(
               'id', m.id, 'thread_id', m.thread_id, 'author_user_id', m.author_user_id, 'author_name', u.display_name,
               'body', CASE WHEN m.hidden_at IS NULL THEN m.body ELSE '${MESSAGE_REMOVED_TEXT}' END, 'via_email', m.via_email, 'created_at', m.created_at,
               'attachments', COALESCE((
                 SELECT json_agg(json_build_object('message_id', a.message_id, 'media_id', a.media_id, 'title', md.title, 'mime', md.mime, 'size', md.size) ORDER BY a.position)
                   FROM message_attachments a JOIN media md ON md.id = a.media_id AND md.deleted_at IS NULL
                  WHERE a.message_id = m.id AND m.hidden_at IS NULL), '[]'::json)) AS last_message
        FROM messages m LEFT JOIN users u ON u.id = m.author_user_id
       WHERE m.id = t.last_message_id
    ) lm ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('thread_id', q.thread_id, 'user_id', q.user_id, 'side', q.side, 'name', pu.display_name, 'profile_pic_media_id', cp.profile_pic_media_id)
                      ORDER BY q.side, q.user_id) AS participants
        FROM message_participants q
        JOIN users pu ON pu.id = q.user_id AND pu.deleted_at IS NULL
        LEFT JOIN candidate_profiles cp ON cp.user_id = pu.id AND cp.cand_profile = 'pub' AND cp.hidden_at IS NULL
       WHERE q.thread_id = p.thread_id
    ) pp ON true
   WHERE p.user_id = ? AND p.last_message_at IS NOT NULL ${unreadOnly ? 'AND p.unread_count > 0' : ''} ${context ? 'AND t.context = ?' : ''}
   ORDER BY p.last_message_at DESC NULLS LAST, p.thread_id DESC
  OFFSET ? LIMIT ?`;

// The totals row a trigger keeps (migrations/20261128_0400_message_totals.ts): counting 10,000 rows was half a page's cost.
const countSql = (unreadOnly: boolean) => `SELECT ${unreadOnly ? 'unread_threads' : 'listed'} AS count FROM message_inbox_totals WHERE user_id = ?`;
// One context's threads (coaching's own inbox) are few per person: counted directly, the totals row has no per-context split.
const contextCountSql = (unreadOnly: boolean) => `
  SELECT count(*) AS count FROM message_participants p JOIN message_threads t ON t.id = p.thread_id
   WHERE p.user_id = ? AND p.last_message_at IS NOT NULL ${unreadOnly ? 'AND p.unread_count > 0' : ''} AND t.context = ?`;

type RawLine = Record<string, unknown> & { last_message: Record<string, unknown> | null; participants: Record<string, unknown>[] | null };

const toLine = (row: RawLine): InboxLine => {
  const last = row.last_message;
  return {
    thread_id: Number(row.thread_id),
    side: row.side as InboxRow['side'],
    unread_count: Number(row.unread_count),
    last_message_at: row.last_message_at as Date | null,
    context: row.context as InboxRow['context'],
    context_id: Number(row.context_id),
    created_at: row.created_at as Date,
    last_message_id: row.last_message_id === null ? null : Number(row.last_message_id),
    lastMessage: last && {
      ...(last as unknown as MessageRow),
      id: Number(last.id),
      thread_id: Number(last.thread_id),
      attachments: (last.attachments as AttachmentRow[]).map((attachment) => ({ ...attachment, message_id: Number(attachment.message_id) })),
    },
    participants: (row.participants ?? []).map((participant) => ({ ...(participant as unknown as ParticipantRow), thread_id: Number(participant.thread_id) })),
  };
};

/** A page of the person's inbox, newest activity first, and how many lines it has in all (both prepared statements). */
export async function inboxPage(db: Knex, userId: number, query: { unreadOnly: boolean; offset: number; limit: number; context?: ThreadContext }): Promise<{ rows: InboxLine[]; total: number }> {
  const { context } = query;
  const [rows, counted] = await Promise.all([
    runPrepared<RawLine>(db, 'inbox-page', db.raw(pageSql(query.unreadOnly, context !== undefined), context ? [userId, context, query.offset, query.limit] : [userId, query.offset, query.limit])),
    context
      ? runPrepared<{ count: string | number }>(db, 'inbox-context-count', db.raw(contextCountSql(query.unreadOnly), [userId, context]))
      : runPrepared<{ count: string | number }>(db, 'inbox-count', db.raw(countSql(query.unreadOnly), [userId])),
  ]);
  return { rows: rows.map(toLine), total: Number(counted[0]?.count ?? 0) };
}
