import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { createOutboundEmailsRepo, messageOfRow } from './outbound-emails.repo';

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends pending outbound emails (the given ids, or every pending one) and marks each sent or failed. Called right
 * after the transaction that wrote them commits, and by the `outbound-emails` queue task for anything a crash or
 * a mail outage left behind (each email is tried up to MAX_SEND_ATTEMPTS times).
 */
export async function deliverOutboundEmails(
  deps: { db: Knex; mailer: Mailer; log?: { error(details: object, message: string): void } },
  ids?: readonly number[],
): Promise<DeliveryResult> {
  if (ids && ids.length === 0) return { sent: 0, failed: 0 };
  const repo = createOutboundEmailsRepo(deps.db);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const email of await repo.claimPending(ids ? ids.length : 100, ids)) {
    try {
      await deps.mailer.send(messageOfRow(email));
      await repo.markSent(email.id);
      result.sent += 1;
    } catch (error) {
      deps.log?.error({ err: error, outboundEmailId: email.id }, 'outbound email failed; the queue will retry it');
      await repo.markFailed(email.id, error instanceof Error ? error.message : String(error));
      result.failed += 1;
    }
  }
  return result;
}
