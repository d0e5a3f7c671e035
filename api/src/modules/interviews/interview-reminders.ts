import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { deliverOutboundEmails } from '../pipeline';
import { createOutboundEmailsRepo } from '../pipeline/outbound-emails.repo';
import { loadNoticeContext } from './interview-context';
import { interviewNotices } from './interview-notices';
import { createInterviewsRepo } from './interviews.repo';

const HOUR = 3_600_000;

/** The reminders of a booked interview, latest first: the one due is the nearest whose moment has come. */
export const REMINDERS = [
  { kind: '1h', before: HOUR },
  { kind: '24h', before: 24 * HOUR },
] as const;

export interface ReminderDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  now: () => Date;
  log?: { error(details: object, message: string): void };
}

/**
 * Queues the reminders that are due: for each booked interview starting within 24 hours, the nearest reminder whose
 * moment has come (1 hour before beats 24 hours before, so a late run sends one, not two), unless the booking itself
 * was made after that moment (its own email just said it). Each reminder row — unique per interview, kind and booked
 * start — is inserted `ON CONFLICT DO NOTHING RETURNING` in the transaction that queues its emails: a second or
 * concurrent run inserts nothing and queues nothing; a run killed before its commit leaves nothing, so the next run
 * does it; a run killed after it leaves the emails in the outbox, which the outbound-emails task sends. A reschedule
 * has a new booked start, hence fresh reminders.
 */
export async function sendDueInterviewReminders(deps: ReminderDeps): Promise<{ queued: number; sent: number }> {
  const now = deps.now();
  const repo = createInterviewsRepo(deps.db);
  const outbox = createOutboundEmailsRepo(deps.db);
  const due: { id: number; booked_start: Date; booked_at: Date | null }[] = await deps.db('interviews')
    .select('id', 'booked_start', 'booked_at')
    .where({ status: 'booked' })
    .where('booked_start', '>', now)
    .where('booked_start', '<=', new Date(now.getTime() + 24 * HOUR))
    .orderBy('booked_start');
  const emailIds: number[] = [];
  for (const interview of due) {
    const start = new Date(interview.booked_start).getTime();
    const reminder = REMINDERS.find((entry) => now.getTime() >= start - entry.before);
    if (!reminder) continue;
    if (interview.booked_at && new Date(interview.booked_at).getTime() >= start - reminder.before) continue;
    const queued = await deps.db.transaction(async (trx) => {
      const claimed = await trx.raw(
        `INSERT INTO interview_reminders (interview_id, kind, booked_start) VALUES (?, ?, ?) ON CONFLICT (interview_id, kind, booked_start) DO NOTHING RETURNING id`,
        [interview.id, reminder.kind, interview.booked_start],
      );
      if (!claimed.rows.length) return [];
      const context = await loadNoticeContext(repo, interview.id, { publicWebUrl: deps.publicWebUrl, organizerEmail: '', now: deps.now }, trx);
      // Booked state re-read in the transaction: a cancellation that committed meanwhile sends no reminder.
      if (context.interview.status !== 'booked' || context.interview.booked_start?.getTime() !== start) return [];
      const ids: number[] = [];
      for (const message of interviewNotices.reminder(context, reminder.kind)) {
        if (message.to) ids.push(await outbox.enqueue(`interview-reminder-${reminder.kind}`, `interview/${interview.id}`, message, trx));
      }
      return ids;
    });
    emailIds.push(...queued);
  }
  const delivered = await deliverOutboundEmails({ db: deps.db, mailer: deps.mailer, log: deps.log }, emailIds);
  return { queued: emailIds.length, sent: delivered.sent };
}

/** The queue task (api/src/queue/tasks.ts): every minute, so a reminder leaves within a minute of its moment. */
export function interviewRemindersTask(deps: ReminderDeps) {
  return {
    name: 'interview-reminders',
    cron: '* * * * *',
    expireInMinutes: 5,
    run: () => sendDueInterviewReminders(deps),
  };
}
