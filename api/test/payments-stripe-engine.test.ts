import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { packageDraft, paymentRow, recordingFulfilment, userIdOf } from './payments-fixtures';
import { startStripeDouble, type StripeDouble } from './stripe-double';
import { signedStripeDelivery, stripeEvent } from './stripe-webhook-fixtures';

const SECRET_KEY = 'sk_test_51FootballJobsEngine';
const WEBHOOK_SECRET = 'whsec_test_engine_0a7d4c3b8e6f1a2d9c0b7e4f';

let ctx: TestContext;
let double: StripeDouble;
let employerId: number;
const recorder = recordingFulfilment();

/** checkout.session.completed for our payment, signed the way Stripe signs its webhooks. */
const completedDelivery = (paymentId: number, amountTotal: number) =>
  signedStripeDelivery(
    stripeEvent('checkout.session.completed', {
      id: `cs_test_${paymentId}`,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: String(paymentId),
      metadata: { reference: String(paymentId) },
      amount_total: amountTotal,
      currency: 'gbp',
      customer: null,
      customer_email: 'employer@example.com',
      payment_intent: `pi_test_${paymentId}`,
      invoice: null,
      subscription: null,
      url: null,
    }),
    WEBHOOK_SECRET,
  );

beforeAll(async () => {
  double = await startStripeDouble(SECRET_KEY);
  ctx = await createTestContext({ settings: { stripeSecretKey: SECRET_KEY, stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: double.apiBase } });
  employerId = await userIdOf(ctx, 'employer');
  ctx.app.payments.registerFulfilment('credit_package', recorder.fulfilment);
});
afterAll(async () => {
  await ctx?.close();
  await double?.close();
});

describe('with Stripe configured', () => {
  it('uses Stripe: no sandbox page, no sandbox webhooks, no sandbox renewals', async () => {
    expect(ctx.app.payments.provider.name).toBe('stripe');
    expect(ctx.app.payments.renewSandboxSubscriptions).toBeNull();
    expect((await ctx.inject({ method: 'GET', url: '/payment/sandbox/checkout/cs_sandbox_000000000000000000000000' })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'POST', url: '/payment/webhooks/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
  });

  it("opens a Stripe Checkout Session for the payment and succeeds it from Stripe's signed webhook, once", async () => {
    const checkout = await ctx.app.payments.startCheckout({ userId: employerId, customerEmail: 'employer@example.com', idempotencyKey: 'stripe-1', build: async () => packageDraft() });
    expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const session = double.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(session.headers['idempotency-key']).toBe(`payment-${checkout.paymentId}`);
    expect(session.form).toMatchObject({ client_reference_id: String(checkout.paymentId), success_url: `http://localhost:3000/thank-you?payment=${checkout.paymentId}` });

    const { payload, headers } = completedDelivery(checkout.paymentId, 3900);
    const first = await ctx.inject({ method: 'POST', url: '/payment/webhooks/stripe', payload, headers });
    expect(first.json()).toEqual({ success: true, data: { duplicate: false } });
    expect(await paymentRow(ctx, checkout.paymentId)).toMatchObject({ status: 'succeeded', provider: 'stripe', provider_payment_ref: `pi_test_${checkout.paymentId}` });
    const replay = await ctx.inject({ method: 'POST', url: '/payment/webhooks/stripe', payload, headers });
    expect(replay.json()).toEqual({ success: true, data: { duplicate: true } });
    expect(recorder.calls.paid).toHaveLength(1);
  });

  it('refuses a Stripe webhook whose body was changed after signing', async () => {
    const checkout = await ctx.app.payments.startCheckout({ userId: employerId, customerEmail: 'employer@example.com', idempotencyKey: 'stripe-2', build: async () => packageDraft() });
    const { payload, headers } = completedDelivery(checkout.paymentId, 3900);
    const response = await ctx.inject({ method: 'POST', url: '/payment/webhooks/stripe', payload: payload.replace('"amount_total":3900', '"amount_total":1'), headers });
    expect(response.statusCode).toBe(400);
    expect((await paymentRow(ctx, checkout.paymentId)).status).toBe('pending');
  });
});
