import type { Knex } from 'knex';
import type { PaymentPurpose } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import type { AfterCommitQueue } from './after-commit';
import type { Fulfilment, PaymentEvent, PaymentProvider, SubscriptionEventHandler } from './contracts';
import type { PaymentsRepo } from './payments.repo';
import type { Receipts } from './receipts';

export const AMOUNT_MISMATCH = 'Amount mismatch';

type CheckoutCompleted = Extract<PaymentEvent, { kind: 'checkout.completed' }>;
type CheckoutFailed = Extract<PaymentEvent, { kind: 'checkout.failed' }>;

export interface WebhookDeps {
  db: Knex;
  repo: PaymentsRepo;
  provider: PaymentProvider;
  receipts: Receipts;
  afterCommit: AfterCommitQueue;
  fulfilments: ReadonlyMap<PaymentPurpose, Fulfilment>;
  subscriptionHandler: () => SubscriptionEventHandler | undefined;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

/** Our payment id, as sent to the provider as `reference`. */
const paymentIdOf = (reference: string): number | undefined => {
  const id = Number(reference);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

const payloadOf = (rawBody: Buffer, event: PaymentEvent): unknown => {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return event;
  }
};

/**
 * Webhook processing (docs/payments.md, Webhooks): the provider verifies and normalises the event; the event is
 * stored once per (provider, event id) and applied in the same transaction, so a replay, or the same event delivered
 * twice at once, has one effect. Every effect is guarded by the state it needs, since events arrive in any order.
 */
export function createWebhookProcessor(deps: WebhookDeps) {
  async function completeCheckout(trx: Knex.Transaction, event: CheckoutCompleted): Promise<void> {
    const paymentId = paymentIdOf(event.reference);
    const payment = paymentId === undefined ? undefined : await deps.repo.lockById(paymentId, deps.provider.name, trx);
    if (!payment) {
      deps.log.warn({ reference: event.reference, eventId: event.eventId }, 'checkout completed for an unknown payment; ignored');
      return;
    }
    if (payment.status === 'succeeded') return;

    if (event.amountMinor !== payment.amount_minor || event.currency.toUpperCase() !== payment.currency.toUpperCase()) {
      deps.log.warn({ paymentId: payment.id, expected: [payment.amount_minor, payment.currency], got: [event.amountMinor, event.currency] }, 'checkout amount mismatch');
      const failed = await deps.repo.update(payment.id, { status: 'failed', failure_message: AMOUNT_MISMATCH }, trx);
      if (payment.status === 'pending') await deps.fulfilments.get(payment.purpose)?.failed(trx, failed, AMOUNT_MISMATCH);
      return;
    }

    const fulfilment = deps.fulfilments.get(payment.purpose);
    // Without it the money would be taken and nothing given: fail the delivery so the provider sends it again.
    if (!fulfilment) throw new Error(`No fulfilment is registered for ${payment.purpose} payments`);
    const paid = await deps.repo.update(
      payment.id,
      {
        status: 'succeeded',
        failure_message: null,
        paid_at: deps.now(),
        provider_payment_ref: event.providerPaymentRef?.slice(0, 120) ?? null,
      },
      trx,
    );
    await deps.receipts.issueReceipt(trx, paid);
    await fulfilment.paid(trx, paid, event);
  }

  async function failCheckout(trx: Knex.Transaction, event: CheckoutFailed): Promise<void> {
    const paymentId = paymentIdOf(event.reference);
    const payment = paymentId === undefined ? undefined : await deps.repo.lockById(paymentId, deps.provider.name, trx);
    // Only a pending payment fails: a later attempt on the same checkout may still succeed it.
    if (!payment || payment.status !== 'pending') return;
    const message = event.message.slice(0, 300) || 'The payment failed.';
    const failed = await deps.repo.update(payment.id, { status: 'failed', failure_message: message }, trx);
    await deps.fulfilments.get(payment.purpose)?.failed(trx, failed, message);
  }

  async function apply(trx: Knex.Transaction, event: PaymentEvent): Promise<void> {
    switch (event.kind) {
      case 'checkout.completed':
        return completeCheckout(trx, event);
      case 'checkout.failed':
        return failCheckout(trx, event);
      case 'invoice.paid':
      case 'invoice.failed':
      case 'subscription.updated':
      case 'subscription.ended':
        await deps.subscriptionHandler()?.(trx, event, deps.provider.name);
        return;
      case 'ignored':
        return;
    }
  }

  return {
    async process(providerName: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ duplicate: boolean }> {
      if (providerName !== deps.provider.name) throw notFound('Unknown payment provider');
      const event = await deps.provider.parseWebhook(rawBody, headers);
      const duplicate = await deps.afterCommit.transaction(deps.db, async (trx) => {
        const stored = await deps.repo.recordEvent(deps.provider.name, event, payloadOf(rawBody, event), trx);
        if (!stored) return true;
        await apply(trx, event);
        return false;
      });
      return { duplicate };
    },
  };
}

export type WebhookProcessor = ReturnType<typeof createWebhookProcessor>;
