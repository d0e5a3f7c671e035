import type { Knex } from 'knex';
import { isEmployerRole, ROUTES } from '@fj/shared';
import type { Mailer } from '../../mail';
import { deliverOutboundEmails } from '../pipeline';
import { createOutboundEmailsRepo } from '../pipeline/outbound-emails.repo';
import type { AfterCommitQueue } from './after-commit';
import type { PaymentRow } from './contracts';
import type { PaymentsRepo } from './payments.repo';
import { renderReceiptMail } from './receipt-mail';
import { recordWebhookEvent } from '../webhooks';

export interface ReceiptDeps {
  db: Knex;
  repo: PaymentsRepo;
  mailer: Mailer;
  afterCommit: AfterCommitQueue;
  publicWebUrl: string;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

/** `FJ-2026-000042`: the year the payment was made and the receipt sequence, never reused. */
export const formatReceiptNumber = (year: number, sequence: number) => `FJ-${year}-${String(sequence).padStart(6, '0')}`;

export function createReceipts(deps: ReceiptDeps) {
  const outbox = createOutboundEmailsRepo(deps.db);

  return {
    /**
     * Numbers a succeeded payment's receipt and writes its email in the caller's transaction; the email is sent
     * once that commits (the outbound-emails task retries it if the mail server is down). A payment that already
     * has its number keeps it and is not emailed again.
     */
    async issueReceipt(trx: Knex.Transaction, payment: PaymentRow): Promise<void> {
      const current = await trx('payments').where({ id: payment.id }).forUpdate().first('status', 'receipt_number');
      if (!current || current.status !== 'succeeded' || current.receipt_number) return;
      const paidAt = payment.paid_at ?? deps.now();
      const receiptNumber = formatReceiptNumber(paidAt.getUTCFullYear(), await deps.repo.nextReceiptSequence(trx));
      const numbered = await deps.repo.update(payment.id, { receipt_number: receiptNumber }, trx);
      // Once per payment, like its receipt number (docs/webhooks.md).
      await recordWebhookEvent(trx, {
        type: 'payment.succeeded',
        userId: payment.user_id,
        data: { paymentId: payment.id, purpose: payment.purpose, description: payment.description, amountMinor: payment.amount_minor, currency: payment.currency, receiptNumber, paidAt: paidAt.toISOString() },
      });
      const customer = await deps.repo.customer(payment.user_id, trx);
      if (!customer) return;
      const paymentsPath = isEmployerRole(customer.roles) ? ROUTES.employerPayments : ROUTES.candidatePayments;
      const message = renderReceiptMail({
        to: customer.email,
        name: customer.display_name,
        payment: { ...numbered, receipt_number: receiptNumber },
        paymentsUrl: `${deps.publicWebUrl}${paymentsPath}`,
        locale: customer.locale,
      });
      const emailId = await outbox.enqueue('payment_receipt', `payment:${payment.id}`, message, trx);
      deps.afterCommit.queue(trx, async () => {
        await deliverOutboundEmails({ db: deps.db, mailer: deps.mailer, log: deps.log }, [emailId]);
      });
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
