import type { Knex } from 'knex';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../../i18n/locale';
import type { ThreadSide } from '@fj/shared';

/** A participant row the mail run looked at: claimed rows are to be mailed now; the others were only rescheduled. */
export interface DueParticipant {
  threadId: number;
  userId: number;
  side: ThreadSide;
  lastReadMessageId: number;
  mailedThroughMessageId: number;
  claimed: boolean;
}

export interface Recipient {
  email: string;
  name: string;
  locale: Locale;
  /** Deleted or suspended: nothing is mailed to them. */
  inactive: boolean;
}

export interface UnreadMessage {
  id: number;
  authorName: string | null;
  body: string;
  createdAt: Date;
  attachmentTitles: string[];
}

const seconds = (value: number) => Math.max(0, Math.round(value));

/** The rows and queries of unread-message emails (docs/reply-by-email.md); every write is one short statement. */
export function createMessageMailRepo(db: Knex) {
  return {
    /**
     * Looks at up to `limit` due participant rows in one statement, skipping rows another run holds (FOR UPDATE SKIP
     * LOCKED), so two runs never mail the same row. A row with unread messages whose last email is older than the
     * interval is claimed: its due time moves `leaseSeconds` ahead (a crash mid-send retries after that). A row still
     * inside its interval is pushed to the end of it; a row with nothing unread is cleared.
     */
    async claimDue(now: Date, options: { intervalSeconds: number; leaseSeconds: number; limit: number }): Promise<DueParticipant[]> {
      const interval = seconds(options.intervalSeconds);
      const result = await db.raw(
        `UPDATE message_participants p
            SET mail_due_at = CASE
                  WHEN p.unread_count = 0 THEN NULL
                  WHEN p.last_mailed_at > :now::timestamptz - :interval * interval '1 second' THEN p.last_mailed_at + :interval * interval '1 second'
                  ELSE :now::timestamptz + :lease * interval '1 second'
                END
           FROM (SELECT thread_id, user_id FROM message_participants
                  WHERE mail_due_at <= :now::timestamptz
                  ORDER BY mail_due_at LIMIT :limit FOR UPDATE SKIP LOCKED) due
          WHERE p.thread_id = due.thread_id AND p.user_id = due.user_id
          RETURNING p.thread_id, p.user_id, p.side, p.last_read_message_id, p.mailed_through_message_id,
                    (p.unread_count > 0 AND (p.last_mailed_at IS NULL OR p.last_mailed_at <= :now::timestamptz - :interval * interval '1 second')) AS claimed`,
        { now, interval, lease: seconds(options.leaseSeconds), limit: options.limit },
      );
      return (result.rows as Record<string, unknown>[]).map((row) => ({
        threadId: Number(row.thread_id),
        userId: Number(row.user_id),
        side: row.side as ThreadSide,
        lastReadMessageId: Number(row.last_read_message_id),
        mailedThroughMessageId: Number(row.mailed_through_message_id),
        claimed: row.claimed === true,
      }));
    },

    async recipient(userId: number): Promise<Recipient | undefined> {
      const row = await db('users').where({ id: userId }).first('email', 'display_name', 'locale', 'deleted_at', 'suspended_at');
      if (!row) return undefined;
      return {
        email: row.email,
        name: row.display_name,
        locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
        inactive: row.deleted_at !== null || row.suspended_at !== null,
      };
    },

    /** Messages by others after `afterId`, the newest `limit` of them (oldest first), and how many there are. */
    async unreadMessages(threadId: number, userId: number, afterId: number, limit: number): Promise<{ messages: UnreadMessage[]; total: number }> {
      const newer = () => db('messages as m').where('m.thread_id', threadId).where('m.id', '>', afterId).whereRaw('m.author_user_id IS DISTINCT FROM ?', [userId]).whereNull('m.hidden_at');
      const [rows, counted] = await Promise.all([
        newer().leftJoin('users as u', 'u.id', 'm.author_user_id').select('m.id', 'm.body', 'm.created_at', 'u.display_name as author_name').orderBy('m.id', 'desc').limit(limit),
        newer().count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      const ids = rows.map((row: { id: string | number }) => Number(row.id));
      const files = ids.length
        ? await db('message_attachments as a').join('media as md', 'md.id', 'a.media_id').whereIn('a.message_id', ids).whereNull('md.deleted_at').select('a.message_id', 'md.title').orderBy(['a.message_id', 'a.position'])
        : [];
      return {
        messages: rows.reverse().map((row: Record<string, unknown>) => ({
          id: Number(row.id),
          authorName: (row.author_name as string | null) ?? null,
          body: String(row.body),
          createdAt: new Date(row.created_at as string | Date),
          attachmentTitles: files.filter((file: { message_id: string | number }) => Number(file.message_id) === Number(row.id)).map((file: { title: string }) => file.title),
        })),
        total: Number(counted?.count ?? 0),
      };
    },

    /**
     * After an email carried messages up to `throughId`: the row remembers it and when. Messages that arrived while
     * it was being sent (unread and newer than it carried) keep the row due, at `nextDueAt`; otherwise it is cleared.
     */
    async recordMailed(threadId: number, userId: number, input: { throughId: number; mailedAt: Date; nextDueAt: Date }): Promise<void> {
      await db.raw(
        `UPDATE message_participants p
            SET last_mailed_at = :mailedAt::timestamptz,
                mailed_through_message_id = GREATEST(p.mailed_through_message_id, :throughId),
                mail_due_at = CASE WHEN p.unread_count > 0 AND t.last_message_id > GREATEST(p.last_read_message_id, :throughId)
                                   THEN :nextDueAt::timestamptz ELSE NULL END
           FROM message_threads t
          WHERE t.id = p.thread_id AND p.thread_id = :threadId AND p.user_id = :userId`,
        { threadId, userId, throughId: input.throughId, mailedAt: input.mailedAt, nextDueAt: input.nextDueAt },
      );
    },

    /** Nothing to mail to this row (nothing new, or the person may not be written to): no longer due. */
    async clearDue(threadId: number, userId: number): Promise<void> {
      await db('message_participants').where({ thread_id: threadId, user_id: userId }).update({ mail_due_at: null });
    },

    /** The email failed: the row is due again at `at`, so the next run (a minute later) tries again. */
    async retryAt(threadId: number, userId: number, at: Date): Promise<void> {
      await db('message_participants').where({ thread_id: threadId, user_id: userId }).where('unread_count', '>', 0).update({ mail_due_at: at });
    },
  };
}

export type MessageMailRepo = ReturnType<typeof createMessageMailRepo>;
