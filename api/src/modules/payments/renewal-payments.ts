import type { Knex } from 'knex';
import type { PaymentRow, PaymentsApi } from './contracts';
import type { PaymentsRepo } from './payments.repo';
import type { Receipts } from './receipts';

type RenewalPayment = Parameters<PaymentsApi['recordRenewalPayment']>[1];

/**
 * A renewal the provider charged on its own (no checkout): one payment per invoice (`invoice:<id>` is its
 * idempotency key). The same invoice paid after failing (a provider retry) turns the failed record into a
 * succeeded one; a succeeded record never goes back.
 */
export async function recordRenewalPayment(
  deps: { repo: PaymentsRepo; receipts: Receipts; provider: string; now: () => Date },
  trx: Knex.Transaction,
  renewal: RenewalPayment,
): Promise<PaymentRow> {
  const status = renewal.succeeded ? 'succeeded' : 'failed';
  const failureMessage = renewal.succeeded ? null : (renewal.failureMessage ?? 'The renewal payment failed.').slice(0, 300);
  let payment = await deps.repo.insertOnce(
    {
      user_id: renewal.userId,
      purpose: 'subscription',
      subscription_id: renewal.subscriptionId,
      order_id: null,
      package_code: null,
      description: renewal.description.slice(0, 200),
      amount_minor: renewal.amountMinor,
      currency: renewal.currency.toUpperCase(),
      provider: deps.provider,
      idempotency_key: `invoice:${renewal.invoiceId}`.slice(0, 120),
      status,
      failure_message: failureMessage,
      paid_at: renewal.succeeded ? deps.now() : null,
      provider_payment_ref: renewal.invoiceId.slice(0, 120),
    },
    trx,
  );
  if (renewal.succeeded && payment.status !== 'succeeded') {
    payment = await deps.repo.update(payment.id, { status: 'succeeded', failure_message: null, paid_at: deps.now() }, trx);
  }
  if (payment.status === 'succeeded' && payment.receipt_number === null) {
    await deps.receipts.issueReceipt(trx, payment);
    payment = (await deps.repo.findById(payment.id, trx))!;
  }
  return payment;
}
