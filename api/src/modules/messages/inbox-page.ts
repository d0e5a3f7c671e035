import type { Knex } from 'knex';
import type { ThreadContext, ThreadSide } from '@fj/shared';
import { runPrepared } from '../../lib/prepared-query';
import { MESSAGE_REMOVED_TEXT, type AttachmentRow, type InboxRow, type MessageRow, type ParticipantRow } from './messages.repo';
import type { ThreadContextPolicy, ThreadDescription } from './thread-policy';

/** One line of the inbox with what its summary shows: the last message (with its files) and the participants. */
export interface InboxLine extends InboxRow {
  lastMessage: (MessageRow & { attachments: AttachmentRow[] }) | null;
  participants: ParticipantRow[];
  /**
   * The context's live answer for the viewer when its policy answers in SQL (`inboxSql`): `side` null means the
   * viewer may no longer use the thread. Undefined when the policy has no SQL: its own calls decide.
   */
  live?: { side: ThreadSide | null; description: ThreadDescription | undefined };
}

const contextName = (context: string): string => {
  if (!/^[a-z_]+$/.test(context)) throw new Error(`Unexpected thread context name ${context}`);
  return context;
};

// One statement per page (docs/messages.md, "Speed"): the index walks the person's rows newest first and stops at
// the page's end; only those rows look up their last message, their participants and, for the contexts whose policy
// answers in SQL, whether the viewer may still use the thread and what it is about. The total comes from the totals
// row (or a count, for one context's inbox) in the same round trip; an empty page is one row with the total only.
const pageSql = (policies: readonly ThreadContextPolicy[], unreadOnly: boolean, context: boolean) => {
  const live = policies.filter((policy) => policy.inboxSql);
  const laterals = live
    .map((policy, index) => `LEFT JOIN LATERAL (SELECT f.side, f.title, f.subtitle FROM (${policy.inboxSql}) f WHERE t.context = '${contextName(policy.context)}' LIMIT 1) live${index} ON true`)
    .join('\n    ');
  const pick = (column: string) => (live.length ? `COALESCE(${live.map((_, index) => `live${index}.${column}`).join(', ')})` : 'NULL');
  const described = live.length ? `t.context IN (${live.map((policy) => `'${contextName(policy.context)}'`).join(', ')})` : 'false';
  return `
  SELECT p.thread_id, p.side, p.unread_count, p.last_message_at, t.context, t.context_id, t.created_at, t.last_message_id,
         lm.last_message, pp.participants, ${described} AS live_described, ${pick('side')} AS live_side, ${pick('title')} AS live_title, ${pick('subtitle')} AS live_subtitle
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
    ${laterals}
   WHERE p.user_id = ? AND p.last_message_at IS NOT NULL ${unreadOnly ? 'AND p.unread_count > 0' : ''} ${context ? 'AND t.context = ?' : ''}
   ORDER BY p.last_message_at DESC NULLS LAST, p.thread_id DESC
  OFFSET ? LIMIT ?`;
};

// The totals row a trigger keeps (migrations/20261128_0400_message_totals.ts): counting 10,000 rows was half a page's cost.
const countSql = (unreadOnly: boolean) => `SELECT COALESCE((SELECT ${unreadOnly ? 'unread_threads' : 'listed'} FROM message_inbox_totals WHERE user_id = ?), 0) AS count`;
// One context's threads (coaching's own inbox) are few per person: counted directly, the totals row has no per-context split.
const contextCountSql = (unreadOnly: boolean) => `
  SELECT count(*) AS count FROM message_participants p JOIN message_threads t ON t.id = p.thread_id
   WHERE p.user_id = ? AND p.last_message_at IS NOT NULL ${unreadOnly ? 'AND p.unread_count > 0' : ''} AND t.context = ?`;

// The outer ORDER BY keeps the page's order through the join (20 rows: no cost worth naming).
const statementSql = (policies: readonly ThreadContextPolicy[], unreadOnly: boolean, context: boolean) => `
  WITH total AS (${context ? contextCountSql(unreadOnly) : countSql(unreadOnly)})
  SELECT total.count AS total_count, page.* FROM total LEFT JOIN LATERAL (${pageSql(policies, unreadOnly, context)}) page ON true
   ORDER BY page.last_message_at DESC NULLS LAST, page.thread_id DESC`;

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
    live: row.live_described
      ? {
          side: (row.live_side as ThreadSide | null) ?? null,
          description: row.live_side == null ? undefined : { title: String(row.live_title ?? ''), subtitle: String(row.live_subtitle ?? '') },
        }
      : undefined,
  };
};

/** A page of the person's inbox, newest activity first, and how many lines it has in all: one prepared statement. */
export async function inboxPage(
  db: Knex,
  policies: readonly ThreadContextPolicy[],
  userId: number,
  query: { unreadOnly: boolean; offset: number; limit: number; context?: ThreadContext },
): Promise<{ rows: InboxLine[]; total: number }> {
  const { context } = query;
  const countBindings = context ? [userId, context] : [userId];
  const pageBindings = context ? [userId, context, query.offset, query.limit] : [userId, query.offset, query.limit];
  const rows = await runPrepared<RawLine>(db, 'inbox-page', db.raw(statementSql(policies, query.unreadOnly, context !== undefined), [...countBindings, ...pageBindings]));
  return { rows: rows.filter((row) => row.thread_id !== null).map(toLine), total: Number(rows[0]?.total_count ?? 0) };
}
