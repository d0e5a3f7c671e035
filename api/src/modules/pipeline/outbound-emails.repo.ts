import type { Knex } from 'knex';
import type { MailMessage } from '../../mail';

export interface OutboundEmailRow {
  id: number;
  kind: string;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  ref: string;
  attempts: number;
  reply_to: string | null;
  ical_method: string | null;
  ical_content: string | null;
}

/** The MailMessage an outbox row holds (Reply-To and an iCalendar invite included). */
export const messageOfRow = (row: OutboundEmailRow): MailMessage => ({
  to: row.to_email,
  subject: row.subject,
  text: row.text,
  html: row.html,
  ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  ...(row.ical_method && row.ical_content
    ? { icalEvent: { method: row.ical_method as NonNullable<MailMessage['icalEvent']>['method'], content: row.ical_content, filename: 'invite.ics' } }
    : {}),
});

export const MAX_SEND_ATTEMPTS = 10;

/** Emails written in the transaction of the change that causes them; sent only once that transaction committed. */
export function createOutboundEmailsRepo(db: Knex) {
  return {
    async enqueue(kind: string, ref: string, message: MailMessage, trx: Knex.Transaction): Promise<number> {
      const [row] = await trx('outbound_emails')
        .insert({
          kind,
          ref,
          to_email: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          reply_to: message.replyTo ?? null,
          ical_method: message.icalEvent?.method ?? null,
          ical_content: message.icalEvent?.content ?? null,
        })
        .returning('id');
      return Number((row as { id: number }).id);
    },

    /**
     * Claims pending emails (all, or the given ids) for a few minutes in one short statement: rows another sender
     * holds are skipped, so two workers never send one email twice, and no transaction stays open while mailing.
     */
    async claimPending(limit: number, ids?: readonly number[]): Promise<OutboundEmailRow[]> {
      const idFilter = ids ? `AND id IN (${ids.map(() => '?').join(', ')})` : '';
      const bindings: Knex.RawBinding[] = ids ? [MAX_SEND_ATTEMPTS, ...ids, limit] : [MAX_SEND_ATTEMPTS, limit];
      const result = await db.raw(
        `UPDATE outbound_emails SET claimed_until = now() + interval '5 minutes', attempts = attempts + 1
          WHERE id IN (SELECT id FROM outbound_emails
                        WHERE sent_at IS NULL AND attempts < ? AND (claimed_until IS NULL OR claimed_until < now()) ${idFilter}
                        ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, to_email, subject, text, html, ref, attempts, reply_to, ical_method, ical_content`,
        bindings,
      );
      return (result.rows as OutboundEmailRow[]).map((row) => ({ ...row, id: Number(row.id) }));
    },

    async markSent(id: number): Promise<void> {
      await db('outbound_emails').where({ id }).update({ sent_at: db.fn.now(), claimed_until: null });
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db('outbound_emails').where({ id }).update({ claimed_until: null, last_error: error.slice(0, 2000) });
    },
  };
}
