import type { Knex } from 'knex';
import { SANDBOX_TEST_CARDS } from '@fj/shared';
import type { CheckoutDraft, Fulfilment, PaymentEvent, PaymentRow, SubscriptionEvent } from '../src/modules/payments';
import { deriveSandboxWebhookSecret, signPayload } from '../src/modules/payments/providers/sandbox';
import { TEST_JWT_SECRET, type TestContext } from './helpers';

export const CARDS = SANDBOX_TEST_CARDS;
export const SANDBOX_SECRET = deriveSandboxWebhookSecret(TEST_JWT_SECRET);

/** A fulfilment that only records what the engine asked of it, so the engine is tested on its own. */
export function recordingFulfilment() {
  const calls = {
    paid: [] as { payment: PaymentRow; event: Extract<PaymentEvent, { kind: 'checkout.completed' }> }[],
    failed: [] as { payment: PaymentRow; message: string }[],
  };
  const fulfilment: Fulfilment = {
    async paid(_trx, payment, event) {
      calls.paid.push({ payment, event });
    },
    async failed(_trx, payment, message) {
      calls.failed.push({ payment, message });
    },
  };
  return { fulfilment, calls };
}

export function recordingSubscriptionHandler() {
  const events: SubscriptionEvent[] = [];
  return { events, handler: async (_trx: Knex.Transaction, event: SubscriptionEvent) => void events.push(event) };
}

export const userIdOf = async (ctx: TestContext, username: string): Promise<number> =>
  Number((await ctx.knex('users').where({ username }).first('id')).id);

export const packageDraft = (overrides: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  purpose: 'credit_package',
  description: 'Single job post',
  currency: 'GBP',
  lines: [{ description: 'Single job post', amountMinor: 3900, quantity: 1 }],
  packageCode: 'job-credit-1',
  cancelPath: '/employer/add-credits',
  ...overrides,
});

/** The sandbox page's path from a checkout URL (PUBLIC_API_URL + path). */
export const pagePathOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname;

export const cardForm = (cardNumber: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123', name: 'Pat Payer', ...extra }).toString();

/** Posts the hosted page's form as a browser would. */
export const postCard = (ctx: TestContext, checkoutUrl: string, body: string) =>
  ctx.inject({ method: 'POST', url: pagePathOf(checkoutUrl), payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** A sandbox event signed with the test secret, posted to the webhook route. */
export function postSandboxEvent(ctx: TestContext, event: object, options: { secret?: string; at?: Date } = {}) {
  const body = JSON.stringify(event);
  return ctx.inject({
    method: 'POST',
    url: '/payment/webhooks/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'sandbox-signature': signPayload(options.secret ?? SANDBOX_SECRET, body, options.at ?? new Date()) },
  });
}

export const paymentRow = async (ctx: TestContext, id: number): Promise<PaymentRow> => ctx.knex('payments').where({ id }).first();
