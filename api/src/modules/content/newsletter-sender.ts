import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { issueMail } from './newsletter-mail';
import { createNewsletterTokens } from './newsletter-tokens';

export const NEWSLETTER_BATCH_SIZE = 50;
/** A delivery claimed longer ago than this belongs to a worker that died; whether its mail left is unknown. */
export const STALE_CLAIM_MINUTES = 15;

export interface NewsletterSendDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  secret: string;
  now?: () => Date;
  batchSize?: number;
  /** Stop after this many batches (the queue task runs again next minute). */
  maxBatches?: number;
}

export interface NewsletterRunSummary {
  sent: number;
  failed: number;
  interrupted: number;
  finishedIssues: number;
}

/**
 * Sends queued newsletter deliveries (docs/content.md "Newsletter"). Each delivery is claimed on its own
 * (pending → sending, committed) just before its mail goes, and marked sent or failed right after, so a worker
 * killed mid-issue leaves at most one delivery in doubt. A restarted worker never resends a claimed delivery: stale
 * claims become "unknown" and the issue ends "partly sent" — no address is mailed twice.
 */
export async function runNewsletterSends(deps: NewsletterSendDeps): Promise<NewsletterRunSummary> {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  const tokens = createNewsletterTokens(deps.secret);
  const summary: NewsletterRunSummary = { sent: 0, failed: 0, interrupted: 0, finishedIssues: 0 };

  summary.interrupted = await db('newsletter_deliveries')
    .where({ status: 'sending' })
    .where('claimed_at', '<', new Date(now().getTime() - STALE_CLAIM_MINUTES * 60_000))
    .update({ status: 'unknown', error: 'The sending worker stopped; delivery not confirmed, not resent.' });

  const batchSize = deps.batchSize ?? NEWSLETTER_BATCH_SIZE;
  for (let batch = 0; batch < (deps.maxBatches ?? 20); batch += 1) {
    const due: { id: number }[] = await db('newsletter_deliveries as d')
      .join('newsletter_issues as i', 'i.id', 'd.issue_id')
      .where({ 'd.status': 'pending', 'i.status': 'sending' })
      .orderBy('d.id')
      .limit(batchSize)
      .select('d.id');
    if (due.length === 0) break;
    for (const { id } of due) {
      const claimed = await db('newsletter_deliveries')
        .where({ id, status: 'pending' })
        .update({ status: 'sending', claimed_at: now(), attempts: db.raw('attempts + 1') })
        .returning(['issue_id', 'subscriber_id']);
      if (claimed.length === 0) continue; // another worker took it
      const { issue_id: issueId, subscriber_id: subscriberId } = claimed[0] as { issue_id: number; subscriber_id: number };
      const subscriber = await db('newsletter_subscribers').where({ id: subscriberId }).first('id', 'email', 'status');
      if (!subscriber || subscriber.status !== 'confirmed') {
        // Unsubscribed after the issue was queued: nobody to mail.
        await db('newsletter_deliveries').where({ id }).delete();
        continue;
      }
      const issue = await db('newsletter_issues').where({ id: issueId }).first('subject', 'body');
      try {
        await deps.mailer.send(issueMail(subscriber.email, issue, deps.publicWebUrl, tokens.sign('unsubscribe', subscriber.id, subscriber.email)));
      } catch (error) {
        await db('newsletter_deliveries').where({ id }).update({ status: 'failed', error: String((error as Error).message ?? error).slice(0, 500) });
        summary.failed += 1;
        continue;
      }
      await db('newsletter_deliveries').where({ id }).update({ status: 'sent', sent_at: now() });
      summary.sent += 1;
    }
  }

  // Issues with nothing left to send are finished: "sent", or "partly sent" when some deliveries failed or are unknown.
  const finished = await db.raw<{ rows: { id: number }[] }>(
    `UPDATE newsletter_issues i SET
       status = CASE WHEN EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status IN ('failed', 'unknown')) THEN 'partly_sent' ELSE 'sent' END,
       finished_at = ?
     WHERE i.status = 'sending'
       AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.issue_id = i.id AND d.status IN ('pending', 'sending'))
     RETURNING i.id`,
    [now()],
  );
  summary.finishedIssues = finished.rows.length;
  return summary;
}
