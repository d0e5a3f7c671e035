import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { ROUTES } from '@fj/shared';
import { badRequest, HttpError } from '../../lib/http-error';
import type { CheckoutDraft, CheckoutResult, PaymentProvider, PaymentRow, StartCheckout } from './contracts';
import type { PaymentsRepo } from './payments.repo';
import { runInCheckoutTransaction } from './provider-transaction';

export interface CheckoutDeps {
  db: Knex;
  repo: PaymentsRepo;
  provider: PaymentProvider;
  publicWebUrl: string;
}

const MAX_IDEMPOTENCY_KEY = 120;
const MAX_DESCRIPTION = 200;
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request. Use a new key for a new checkout.';

/** sha256 of the request with its fields in a fixed order, so equal requests hash equally. */
const hashOf = (request: NonNullable<StartCheckout['request']> = {}): string =>
  createHash('sha256')
    .update(JSON.stringify(Object.keys(request).sort().map((name) => [name, request[name] ?? null])))
    .digest('hex');

/** An SPA path of ours (`/x…`), never another origin (`//host`, `https://…`). */
const isSpaPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

const resultOf = (payment: PaymentRow, created: boolean): CheckoutResult => ({
  paymentId: payment.id,
  checkoutUrl: payment.checkout_url ?? '',
  subscriptionId: payment.subscription_id,
  orderId: payment.order_id,
  created,
});

function amountOf(draft: CheckoutDraft): number {
  if (draft.lines.length === 0) throw badRequest('There is nothing to pay for.');
  let total = 0;
  for (const line of draft.lines) {
    if (!Number.isInteger(line.amountMinor) || line.amountMinor < 0 || !Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new Error(`Invalid checkout line: ${JSON.stringify(line)}`);
    }
    total += line.amountMinor * line.quantity;
  }
  if (total <= 0) throw badRequest('The amount to pay must be more than zero.');
  return total;
}

export function createCheckoutService(deps: CheckoutDeps) {
  const successUrl = (paymentId: number, nextPath?: string) => {
    const url = `${deps.publicWebUrl}${ROUTES.thankYou}?payment=${paymentId}`;
    return nextPath ? `${url}&next=${encodeURIComponent(nextPath)}` : url;
  };

  return {
    /**
     * One checkout per (user, idempotency key), however many times or however concurrently it is asked: the key's
     * advisory lock queues callers, the first builds what is bought (draft), records the pending payment and opens
     * the provider's checkout in the same transaction; the others get that checkout back (`created: false`).
     * A provider failure rolls everything back, so the same key can simply be tried again.
     */
    async startCheckout(request: StartCheckout): Promise<CheckoutResult> {
      const key = request.idempotencyKey.trim();
      if (!key || key.length > MAX_IDEMPOTENCY_KEY) {
        throw badRequest(`An Idempotency-Key header of 1 to ${MAX_IDEMPOTENCY_KEY} characters is required.`);
      }
      return deps.db.transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`payment-checkout:${request.userId}:${key}`]);
        const requestHash = hashOf(request.request);
        const existing = await deps.repo.findByIdempotencyKey(request.userId, key, trx);
        if (existing && existing.request_hash !== null && existing.request_hash !== requestHash) {
          throw new HttpError(422, IDEMPOTENCY_KEY_REUSED, { 'idempotency-key': IDEMPOTENCY_KEY_REUSED }, 'idempotency-key-reused');
        }
        if (existing) return resultOf(existing, false);

        const draft = await request.build(trx);
        const amount = amountOf(draft);
        if (!isSpaPath(draft.cancelPath) || (draft.nextPath !== undefined && !isSpaPath(draft.nextPath))) {
          throw new Error(`Checkout return paths must be SPA paths: ${draft.cancelPath} ${draft.nextPath ?? ''}`);
        }
        const description = draft.description.trim().slice(0, MAX_DESCRIPTION) || 'Football Jobs payment';
        const payment = await deps.repo.insert(
          {
            user_id: request.userId,
            purpose: draft.purpose,
            subscription_id: draft.subscriptionId ?? null,
            order_id: draft.orderId ?? null,
            package_code: draft.packageCode ?? null,
            description,
            amount_minor: amount,
            currency: draft.currency.toUpperCase(),
            provider: deps.provider.name,
            idempotency_key: key,
            request_hash: requestHash,
          },
          trx,
        );
        const checkout = await runInCheckoutTransaction(trx, () =>
          deps.provider.createCheckout({
            reference: String(payment.id),
            subscriptionReference: draft.subscriptionId !== undefined ? String(draft.subscriptionId) : undefined,
            mode: draft.interval ? 'subscription' : 'payment',
            interval: draft.interval,
            currency: payment.currency,
            lines: draft.lines,
            description,
            customerEmail: request.customerEmail,
            customerId: draft.customerId ?? null,
            successUrl: successUrl(payment.id, draft.nextPath),
            cancelUrl: `${deps.publicWebUrl}${draft.cancelPath}`,
            idempotencyKey: `payment-${payment.id}`,
          }),
        );
        const stored = await deps.repo.update(payment.id, { provider_checkout_id: checkout.checkoutId, checkout_url: checkout.url }, trx);
        return resultOf(stored, true);
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
