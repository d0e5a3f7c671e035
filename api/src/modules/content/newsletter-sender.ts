import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { issueMail } from './newsletter-mail';
import { createNewsletterTokens } from './newsletter-tokens';

export const NEWSLETTER_BATCH_SIZE = 50;

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
  /** Deliveries an earlier version of this sender left claimed ("sending") when its worker died: now "unknown". */
  interrupted: number;
  finishedIssues: number;
}

interface ClaimedDelivery {
  id: number;
  issue_id: number;
  subscriber_id: number;
}

/**
 * Sends queued newsletter deliveries (docs/content.md "Newsletter"). Each delivery is sent inside its own transaction
 * that holds the delivery's row lock (`FOR UPDATE SKIP LOCKED`) from before the hand-off to the mailer until "sent" or
 * "failed" is committed. Another worker skips a locked delivery; a worker that dies mid-mail takes its lock and its
 * uncommitted claim with it, so the delivery is simply pending again and the next run sends it — no stale claim to
 * wait out, and an issue finishes as soon as a live worker has sent everything (at least once; see the docs).
 */
export async function runNewsletterSends(deps: NewsletterSendDeps): Promise<NewsletterRunSummary> {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  const tokens = createNewsletterTokens(deps.secret);
  const summary: NewsletterRunSummary = { sent: 0, failed: 0, interrupted: 0, finishedIssues: 0 };

  // Only the previous sender committed "sending" before a hand-off; such a row's mail may or may not have left.
  summary.interrupted = await db('newsletter_deliveries')
    .where({ status: 'sending' })
    .update({ status: 'unknown', error: 'Claimed by a worker that stopped before recording the hand-off; not resent.' });

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
      const outcome = await db.transaction(async (trx) => {
        const claimed: ClaimedDelivery | undefined = await trx('newsletter_deliveries')
          .where({ id, status: 'pending' })
          .forUpdate()
          .skipLocked()
          .first('id', 'issue_id', 'subscriber_id');
        if (!claimed) return 'skipped'; // another worker is sending it, or already did
        const subscriber = await trx('newsletter_subscribers').where({ id: claimed.subscriber_id }).first('id', 'email', 'status', 'locale');
        if (!subscriber || subscriber.status !== 'confirmed') {
          // Unsubscribed after the issue was queued: nobody to mail.
          await trx('newsletter_deliveries').where({ id }).delete();
          return 'skipped';
        }
        const issue = await trx('newsletter_issues').where({ id: claimed.issue_id }).first('subject', 'body');
        const claimedAt = now();
        try {
          await deps.mailer.send(issueMail(subscriber.email, issue, deps.publicWebUrl, tokens.sign('unsubscribe', subscriber.id, subscriber.email), subscriber.locale));
        } catch (error) {
          await trx('newsletter_deliveries')
            .where({ id })
            .update({ status: 'failed', claimed_at: claimedAt, attempts: trx.raw('attempts + 1'), error: String((error as Error).message ?? error).slice(0, 500) });
          return 'failed';
        }
        // The one hole left: a crash between the mailer's acceptance and this commit sends the mail again (at least once).
        await trx('newsletter_deliveries').where({ id }).update({ status: 'sent', claimed_at: claimedAt, sent_at: now(), attempts: trx.raw('attempts + 1') });
        return 'sent';
      });
      if (outcome === 'sent') summary.sent += 1;
      else if (outcome === 'failed') summary.failed += 1;
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
