import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http-error';
import type { PaymentEvent, PaymentProvider } from '../src/modules/payments/contracts';
import { createStripeProvider } from '../src/modules/payments/providers/stripe';
import { startStripeDouble, type StripeDouble } from './stripe-double';
import { signedStripeDelivery, stripeEvent } from './stripe-webhook-fixtures';

const SECRET_KEY = 'sk_test_51FootballJobsWebhooks';
const WEBHOOK_SECRET = 'whsec_test_5b2c9e1f0a7d4c3b8e6f1a2d9c0b7e4f';
const unix = (iso: string) => Date.parse(iso) / 1000;
const PERIOD_START = unix('2026-11-22T05:00:00Z');
const PERIOD_END = unix('2026-12-22T05:00:00Z');
/** That period as the parsed events carry it. */
const PERIOD = { start: new Date('2026-11-22T05:00:00Z'), end: new Date('2026-12-22T05:00:00Z') };

let double: StripeDouble;
let provider: PaymentProvider;

beforeAll(async () => {
  double = await startStripeDouble(SECRET_KEY);
  provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: double.apiBase });
});
afterAll(async () => {
  await double?.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

/** The raw body and headers of a webhook delivery, signed the way Stripe signs them. */
function delivery(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const { payload, headers } = signedStripeDelivery(event, options.secret ?? WEBHOOK_SECRET, options.timestamp);
  return { rawBody: Buffer.from(payload), headers };
}

async function parse(event: ReturnType<typeof stripeEvent>): Promise<PaymentEvent> {
  const { rawBody, headers } = delivery(event);
  return provider.parseWebhook(rawBody, headers);
}

const checkoutSession = (overrides: Record<string, unknown>) => ({
  id: 'cs_test_a1Payment',
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  client_reference_id: '42',
  metadata: { reference: '42' },
  amount_total: 5499,
  currency: 'gbp',
  customer: null,
  customer_email: 'buyer@example.com',
  payment_intent: 'pi_3OrderPayment',
  invoice: null,
  subscription: null,
  url: null,
  ...overrides,
});

const subscriptionCheckout = (overrides: Record<string, unknown> = {}) =>
  checkoutSession({
    id: 'cs_test_b1Membership',
    mode: 'subscription',
    client_reference_id: '41',
    metadata: { reference: '41', subscriptionReference: '17' },
    amount_total: 299,
    customer: 'cus_Member17',
    payment_intent: null,
    invoice: 'in_1FirstInvoice',
    subscription: 'sub_1Member17',
    ...overrides,
  });

/** An invoice as current API versions render it: the subscription is named under `parent`. */
const invoice = (overrides: Record<string, unknown> = {}) => ({
  id: 'in_1Renewal',
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  status: 'paid',
  amount_due: 299,
  amount_paid: 299,
  currency: 'gbp',
  customer: 'cus_Member17',
  last_finalization_error: null,
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_1Member17', metadata: { reference: '41', subscriptionReference: '17' } },
  },
  lines: {
    object: 'list',
    has_more: false,
    data: [{ id: 'il_1', object: 'line_item', amount: 299, period: { start: PERIOD_START, end: PERIOD_END } }],
  },
  ...overrides,
});

/** The same invoice as API versions before 2025-03-31 render it. */
const legacyInvoice = (overrides: Record<string, unknown> = {}) => {
  const { parent: _parent, ...rest } = invoice();
  return { ...rest, subscription: 'sub_1Member17', subscription_details: { metadata: { subscriptionReference: '17' } }, ...overrides };
};

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_1Member17',
  object: 'subscription',
  customer: 'cus_Member17',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  metadata: { reference: '41', subscriptionReference: '17' },
  items: {
    object: 'list',
    data: [{ id: 'si_1', object: 'subscription_item', current_period_start: PERIOD_START, current_period_end: PERIOD_END }],
  },
  ...overrides,
});

describe('Stripe webhook signatures', () => {
  const expectRefused = async (promise: Promise<unknown> | unknown, message = 'Invalid webhook signature') => {
    const error = await Promise.resolve(promise).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, message });
  };

  it('refuses a body changed after signing', async () => {
    const { rawBody, headers } = delivery(stripeEvent('checkout.session.completed', checkoutSession({})));
    const tampered = Buffer.from(rawBody.toString().replace('"amount_total":5499', '"amount_total":1'));
    expect(tampered.equals(rawBody)).toBe(false);
    await expectRefused(provider.parseWebhook(tampered, headers));
  });

  it('refuses an event signed with another secret', async () => {
    const { rawBody, headers } = delivery(stripeEvent('checkout.session.completed', checkoutSession({})), { secret: 'whsec_attacker' });
    await expectRefused(provider.parseWebhook(rawBody, headers));
  });

  it('refuses a replay of an old delivery (timestamp outside the tolerance)', async () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const { rawBody, headers } = delivery(stripeEvent('checkout.session.completed', checkoutSession({})), { timestamp: tenMinutesAgo });
    await expectRefused(provider.parseWebhook(rawBody, headers));
  });

  it('refuses a delivery without a signature, or with several', async () => {
    const { rawBody, headers } = delivery(stripeEvent('checkout.session.completed', checkoutSession({})));
    await expectRefused(provider.parseWebhook(rawBody, { 'content-type': 'application/json' }));
    await expectRefused(provider.parseWebhook(rawBody, { 'stripe-signature': [headers['stripe-signature'], headers['stripe-signature']] }));
  });

  it('refuses a signed body that is not JSON', async () => {
    const payload = 'not json';
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await expectRefused(provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': signature }), 'Invalid webhook body');
  });
});

describe('Stripe checkout events', () => {
  it('a paid one-off checkout completes our payment', async () => {
    const event = stripeEvent('checkout.session.completed', checkoutSession({ customer: 'cus_Buyer' }));

    expect(await parse(event)).toEqual({
      eventId: event.id,
      type: 'checkout.session.completed',
      kind: 'checkout.completed',
      reference: '42',
      amountMinor: 5499,
      currency: 'GBP',
      providerPaymentRef: 'pi_3OrderPayment',
      customerId: 'cus_Buyer',
      providerSubscriptionId: null,
      period: null,
    });
    expect(double.requests).toEqual([]);
  });

  it('a paid subscription checkout reads the period from the subscription', async () => {
    double.addSubscription({ id: 'sub_1Member17', customer: 'cus_Member17', currentPeriodStart: PERIOD_START, currentPeriodEnd: PERIOD_END });
    const event = stripeEvent('checkout.session.completed', subscriptionCheckout());

    expect(await parse(event)).toEqual({
      eventId: event.id,
      type: 'checkout.session.completed',
      kind: 'checkout.completed',
      reference: '41',
      amountMinor: 299,
      currency: 'GBP',
      providerPaymentRef: 'in_1FirstInvoice',
      customerId: 'cus_Member17',
      providerSubscriptionId: 'sub_1Member17',
      period: PERIOD,
    });
    expect(double.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v1/subscriptions/sub_1Member17']);
    expect(double.requests[0].headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('fails the delivery (Stripe retries it) when the subscription cannot be read', async () => {
    const event = stripeEvent('checkout.session.completed', subscriptionCheckout({ subscription: 'sub_notAtStripe' }));
    await expect(parse(event)).rejects.toThrow(/Stripe subscription retrieve failed .*No such subscription/);
  });

  it('a checkout still settling waits for the async outcome, which completes it', async () => {
    const pending = stripeEvent('checkout.session.completed', checkoutSession({ payment_status: 'unpaid' }));
    expect(await parse(pending)).toEqual({ eventId: pending.id, type: 'checkout.session.completed', kind: 'ignored' });

    const settled = stripeEvent('checkout.session.async_payment_succeeded', checkoutSession({}));
    expect(await parse(settled)).toMatchObject({ eventId: settled.id, kind: 'checkout.completed', reference: '42', amountMinor: 5499 });
  });

  it('a free checkout (no payment required) completes too', async () => {
    const event = stripeEvent('checkout.session.completed', checkoutSession({ payment_status: 'no_payment_required', amount_total: 0, payment_intent: null }));
    expect(await parse(event)).toMatchObject({ kind: 'checkout.completed', reference: '42', amountMinor: 0, providerPaymentRef: null });
  });

  it('a failed async payment or an expired checkout fails our payment with a message', async () => {
    const failed = stripeEvent('checkout.session.async_payment_failed', checkoutSession({ payment_status: 'unpaid' }));
    expect(await parse(failed)).toEqual({
      eventId: failed.id,
      type: 'checkout.session.async_payment_failed',
      kind: 'checkout.failed',
      reference: '42',
      message: 'Your payment could not be completed.',
    });

    const expired = stripeEvent('checkout.session.expired', checkoutSession({ status: 'expired', payment_status: 'unpaid' }));
    expect(await parse(expired)).toMatchObject({
      kind: 'checkout.failed',
      reference: '42',
      message: 'The checkout expired before the payment was made.',
    });
  });

  it('finds our reference in the metadata when client_reference_id is missing, and ignores sessions that are not ours', async () => {
    const metadataOnly = stripeEvent('checkout.session.completed', checkoutSession({ client_reference_id: null }));
    expect(await parse(metadataOnly)).toMatchObject({ kind: 'checkout.completed', reference: '42' });

    const paymentLink = stripeEvent('checkout.session.completed', checkoutSession({ client_reference_id: null, metadata: {} }));
    expect(await parse(paymentLink)).toMatchObject({ kind: 'ignored' });
  });
});

describe('Stripe invoice events', () => {
  it('a paid renewal carries our subscription and the period it pays for', async () => {
    const event = stripeEvent('invoice.paid', invoice());

    expect(await parse(event)).toEqual({
      eventId: event.id,
      type: 'invoice.paid',
      kind: 'invoice.paid',
      invoiceId: 'in_1Renewal',
      subscriptionReference: '17',
      providerSubscriptionId: 'sub_1Member17',
      amountMinor: 299,
      currency: 'GBP',
      period: PERIOD,
    });
  });

  it('reads invoices rendered in API versions before 2025-03-31 the same way', async () => {
    const event = stripeEvent('invoice.paid', legacyInvoice());
    expect(await parse(event)).toMatchObject({
      kind: 'invoice.paid',
      subscriptionReference: '17',
      providerSubscriptionId: 'sub_1Member17',
      period: PERIOD,
    });
  });

  it('takes the line reaching furthest as the period when prorations add lines', async () => {
    const lines = {
      object: 'list',
      has_more: false,
      data: [
        { id: 'il_unused', amount: -150, period: { start: unix('2026-11-07T00:00:00Z'), end: PERIOD_START } },
        { id: 'il_next', amount: 299, period: { start: PERIOD_START, end: PERIOD_END } },
      ],
    };
    expect(await parse(stripeEvent('invoice.paid', invoice({ lines })))).toMatchObject({
      period: PERIOD,
    });
  });

  it('a failed renewal carries the reason, or says the card was declined', async () => {
    const declined = stripeEvent('invoice.payment_failed', invoice({ status: 'open', amount_paid: 0 }));
    expect(await parse(declined)).toEqual({
      eventId: declined.id,
      type: 'invoice.payment_failed',
      kind: 'invoice.failed',
      invoiceId: 'in_1Renewal',
      subscriptionReference: '17',
      providerSubscriptionId: 'sub_1Member17',
      amountMinor: 299,
      currency: 'GBP',
      message: 'Your card was declined.',
    });

    const finalization = stripeEvent(
      'invoice.payment_failed',
      legacyInvoice({ amount_paid: 0, last_finalization_error: { message: 'The customer has no tax location.' } }),
    );
    expect(await parse(finalization)).toMatchObject({ kind: 'invoice.failed', message: 'The customer has no tax location.' });
  });

  it('ignores invoices of no subscription', async () => {
    const event = stripeEvent('invoice.paid', invoice({ parent: null, billing_reason: 'manual' }));
    expect(await parse(event)).toMatchObject({ kind: 'ignored' });
  });
});

describe('Stripe subscription events', () => {
  it('a subscription set to cancel at the period end (from the portal)', async () => {
    const event = stripeEvent('customer.subscription.updated', subscription({ cancel_at_period_end: true }));

    expect(await parse(event)).toEqual({
      eventId: event.id,
      type: 'customer.subscription.updated',
      kind: 'subscription.updated',
      subscriptionReference: '17',
      providerSubscriptionId: 'sub_1Member17',
      cancelAtPeriodEnd: true,
      periodEnd: PERIOD.end,
    });
  });

  it('reads a cancellation expressed as cancel_at the period end, and a resumed subscription', async () => {
    const cancelAt = stripeEvent('customer.subscription.updated', subscription({ cancel_at: PERIOD_END }));
    expect(await parse(cancelAt)).toMatchObject({ kind: 'subscription.updated', cancelAtPeriodEnd: true });

    const resumed = stripeEvent('customer.subscription.updated', subscription());
    expect(await parse(resumed)).toMatchObject({ kind: 'subscription.updated', cancelAtPeriodEnd: false });
  });

  it('reads the period end from subscriptions rendered in older API versions', async () => {
    const { items: _items, ...legacy } = subscription();
    const event = stripeEvent('customer.subscription.updated', { ...legacy, current_period_start: PERIOD_START, current_period_end: PERIOD_END });
    expect(await parse(event)).toMatchObject({ periodEnd: PERIOD.end, cancelAtPeriodEnd: false });
  });

  it('a deleted or expired subscription has ended', async () => {
    const deleted = stripeEvent('customer.subscription.deleted', subscription({ status: 'canceled' }));
    expect(await parse(deleted)).toEqual({
      eventId: deleted.id,
      type: 'customer.subscription.deleted',
      kind: 'subscription.ended',
      subscriptionReference: '17',
      providerSubscriptionId: 'sub_1Member17',
    });

    const expired = stripeEvent('customer.subscription.updated', subscription({ status: 'incomplete_expired' }));
    expect(await parse(expired)).toMatchObject({ kind: 'subscription.ended', providerSubscriptionId: 'sub_1Member17' });
  });
});

it('ignores events the engine has no use for', async () => {
  const event = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
  expect(await parse(event)).toEqual({ eventId: event.id, type: 'charge.refunded', kind: 'ignored' });
  expect(double.requests).toEqual([]);
});
