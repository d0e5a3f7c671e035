import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentProvider, ProviderCheckoutRequest } from '../src/modules/payments/contracts';
import { createStripeProvider } from '../src/modules/payments/providers/stripe';
import { STRIPE_CHECKOUT_HOST, STRIPE_PORTAL_HOST, startStripeDouble, type StripeDouble } from './stripe-double';

const SECRET_KEY = 'sk_test_51FootballJobsDouble';
let double: StripeDouble;
let provider: PaymentProvider;

beforeAll(async () => {
  double = await startStripeDouble(SECRET_KEY);
  provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: 'whsec_unused_here', apiBase: double.apiBase });
});
afterAll(async () => {
  await double?.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

const membershipCheckout: ProviderCheckoutRequest = {
  reference: '41',
  subscriptionReference: '17',
  mode: 'subscription',
  interval: 'month',
  currency: 'GBP',
  lines: [{ description: 'Standard membership (monthly)', amountMinor: 299, quantity: 1 }],
  customerEmail: 'candidate@example.com',
  successUrl: 'http://localhost:3000/thank-you?payment=41',
  cancelUrl: 'http://localhost:3000/retry-payment/17',
  idempotencyKey: '2f9c6b1e-7d2a-4c1b-9a55-0f3e1d2c4b6a',
};

const orderCheckout: ProviderCheckoutRequest = {
  reference: '42',
  mode: 'payment',
  currency: 'GBP',
  lines: [
    { description: 'Club scarf', amountMinor: 1500, quantity: 2 },
    { description: 'Coaching manual', amountMinor: 2499, quantity: 1 },
  ],
  customerId: 'cus_existing123',
  customerEmail: 'buyer@example.com',
  successUrl: 'http://localhost:3000/thank-you?payment=42',
  cancelUrl: 'http://localhost:3000/cart',
  idempotencyKey: 'order-key-42',
};

describe('Stripe checkout sessions', () => {
  it('starts a subscription checkout with the price inline and our ids, and returns the hosted page', async () => {
    const checkout = await provider.createCheckout(membershipCheckout);

    expect(double.requests).toHaveLength(1);
    const [request] = double.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['idempotency-key']).toBe(membershipCheckout.idempotencyKey);
    expect(request.form).toEqual({
      mode: 'subscription',
      client_reference_id: '41',
      'metadata[reference]': '41',
      'metadata[subscriptionReference]': '17',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '299',
      'line_items[0][price_data][product_data][name]': 'Standard membership (monthly)',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][reference]': '41',
      'subscription_data[metadata][subscriptionReference]': '17',
      customer_email: 'candidate@example.com',
      success_url: 'http://localhost:3000/thank-you?payment=41',
      cancel_url: 'http://localhost:3000/retry-payment/17',
    });
    expect(checkout.checkoutId).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`${STRIPE_CHECKOUT_HOST}/${checkout.checkoutId}#fidkdWxOYHwnPyd1blpxYHZxWjA0`);
  });

  it('starts a one-off payment for several lines, reusing the customer and tagging the payment intent', async () => {
    const checkout = await provider.createCheckout({ ...orderCheckout, interval: undefined });

    const [request] = double.requests;
    expect(request.headers['idempotency-key']).toBe('order-key-42');
    expect(request.form).toMatchObject({
      mode: 'payment',
      client_reference_id: '42',
      customer: 'cus_existing123',
      'metadata[reference]': '42',
      'payment_intent_data[metadata][reference]': '42',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][quantity]': '2',
      'line_items[1][price_data][unit_amount]': '2499',
      'line_items[1][price_data][product_data][name]': 'Coaching manual',
      cancel_url: 'http://localhost:3000/cart',
    });
    // Stripe refuses `customer` and `customer_email` together, and a one-off price with `recurring`.
    expect(request.form).not.toHaveProperty('customer_email');
    expect(Object.keys(request.form).filter((key) => key.includes('recurring') || key.startsWith('subscription_data'))).toEqual([]);
    expect(checkout.url.startsWith(STRIPE_CHECKOUT_HOST)).toBe(true);
  });

  it('sends a yearly interval for yearly plans', async () => {
    await provider.createCheckout({ ...membershipCheckout, interval: 'year', idempotencyKey: 'yearly-key' });
    expect(double.requests[0].form['line_items[0][price_data][recurring][interval]']).toBe('year');
  });

  it('turns a refusal by Stripe into our own failure, not a client error carrying Stripe’s status', async () => {
    double.failNext({ status: 400, type: 'invalid_request_error', message: "No such customer: 'cus_gone'" });

    const failure = await provider.createCheckout({ ...orderCheckout, customerId: 'cus_gone', idempotencyKey: 'gone-key' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain("Stripe checkout failed (invalid_request_error");
    expect((failure as Error).message).toContain("No such customer: 'cus_gone'");
    expect(failure).not.toHaveProperty('statusCode');
  });

  it('uses the configured secret key: another key is refused', async () => {
    const wrongKey = createStripeProvider({ secretKey: 'sk_test_someoneElse', webhookSecret: 'whsec_x', apiBase: double.apiBase });
    await expect(wrongKey.createCheckout(membershipCheckout)).rejects.toThrow(/Invalid API Key provided/);
    expect(double.requests[0].headers.authorization).toBe('Bearer sk_test_someoneElse');
  });
});

describe('Stripe subscriptions and the customer portal', () => {
  it('cancels at the end of the period', async () => {
    double.addSubscription({ id: 'sub_cancelLater' });

    await provider.cancelAtPeriodEnd('sub_cancelLater');

    expect(double.requests.map(({ method, path, form }) => ({ method, path, form }))).toEqual([
      { method: 'POST', path: '/v1/subscriptions/sub_cancelLater', form: { cancel_at_period_end: 'true' } },
    ]);
    expect(double.subscriptions.get('sub_cancelLater')).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('cancels at once', async () => {
    double.addSubscription({ id: 'sub_replaced' });

    await provider.cancelNow('sub_replaced');

    expect(double.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE /v1/subscriptions/sub_replaced']);
    expect(double.subscriptions.get('sub_replaced')?.status).toBe('canceled');
  });

  it('reports a subscription Stripe does not know', async () => {
    await expect(provider.cancelAtPeriodEnd('sub_unknown')).rejects.toThrow(/Stripe cancel at period end failed .*No such subscription: 'sub_unknown'/);
  });

  it('opens the customer portal for the customer and returns its URL', async () => {
    const url = await provider.billingPortalUrl('cus_portal1', 'http://localhost:3000/candidate/subscriptions');

    const [request] = double.requests;
    expect(`${request.method} ${request.path}`).toBe('POST /v1/billing_portal/sessions');
    expect(request.form).toEqual({ customer: 'cus_portal1', return_url: 'http://localhost:3000/candidate/subscriptions' });
    expect(url).toMatch(new RegExp(`^${STRIPE_PORTAL_HOST}/test_bps_`));
  });
});
