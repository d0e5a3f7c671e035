import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from './helpers';
import {
  CARDS,
  cardForm,
  packageDraft,
  pagePathOf,
  paymentRow,
  postCard,
  postSandboxEvent,
  recordingFulfilment,
  userIdOf,
} from './payments-fixtures';

let ctx: TestContext;
let employerId: number;
let recorder: ReturnType<typeof recordingFulfilment>;
let keySeq = 0;

const startPackageCheckout = (key = `key-${++keySeq}`, draft = packageDraft()) =>
  ctx.app.payments.startCheckout({ userId: employerId, customerEmail: 'employer@example.com', idempotencyKey: key, build: async () => draft });

beforeAll(async () => {
  ctx = await createTestContext();
  employerId = await userIdOf(ctx, 'employer');
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  recorder = recordingFulfilment();
  ctx.app.payments.registerFulfilment('credit_package', recorder.fulfilment);
});

describe('sandbox hosted checkout', () => {
  it('shows the card form with the description and the amount', async () => {
    const checkout = await startPackageCheckout();
    expect(checkout.checkoutUrl).toMatch(/^http:\/\/localhost:4000\/payment\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{24}$/);
    const page = await ctx.inject({ method: 'GET', url: pagePathOf(checkout.checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card', 'Single job post', 'Pay £39.00']) expect(page.body).toContain(label);
    expect(page.body).toMatch(/<label for="cardNumber">Card number<\/label>\s*<input id="cardNumber" name="cardNumber"/);
  });

  it('answers 404 with a page for an unknown checkout', async () => {
    const page = await ctx.inject({ method: 'GET', url: '/payment/sandbox/checkout/cs_sandbox_000000000000000000000000' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This checkout does not exist');
  });

  it('pays with the success card: one signed event, the payment succeeds once, a receipt is emailed, then the browser goes to the thank-you page', async () => {
    const checkout = await startPackageCheckout();
    const response = await postCard(ctx, checkout.checkoutUrl, cardForm('4242 4242 4242 4242'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/thank-you?payment=${checkout.paymentId}`);

    const payment = await paymentRow(ctx, checkout.paymentId);
    expect(payment).toMatchObject({ status: 'succeeded', amount_minor: 3900, currency: 'GBP', failure_message: null });
    expect(payment.paid_at).not.toBeNull();
    expect(payment.receipt_number).toMatch(/^FJ-\d{4}-\d{6}$/);
    expect(recorder.calls.paid).toHaveLength(1);
    expect(recorder.calls.paid[0]!.payment.id).toBe(checkout.paymentId);
    expect(recorder.calls.paid[0]!.event).toMatchObject({ kind: 'checkout.completed', amountMinor: 3900, currency: 'GBP', reference: String(checkout.paymentId) });
    expect(await ctx.knex('payment_webhook_events').where({ provider: 'sandbox', type: 'checkout.completed' }).whereRaw("payload->'data'->>'reference' = ?", [String(checkout.paymentId)])).toHaveLength(1);

    const sent = await ctx.mailer.outbox!.list();
    expect(sent.filter((mail) => mail.subject === `Your Football Jobs receipt ${payment.receipt_number}`)).toHaveLength(1);

    // The page now says so instead of taking another payment.
    const again = await ctx.inject({ method: 'GET', url: pagePathOf(checkout.checkoutUrl) });
    expect(again.body).toContain('This checkout is already paid');
    expect(again.body).toContain(`href="http://localhost:3000/thank-you?payment=${checkout.paymentId}"`);
    const repost = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success));
    expect(repost.statusCode).toBe(200);
    expect(repost.body).toContain('This checkout is already paid');
    expect(recorder.calls.paid).toHaveLength(1);
  });

  it('adds the next step to the thank-you URL during sign-up', async () => {
    const checkout = await startPackageCheckout(undefined, packageDraft({ nextPath: '/signup/?step=4' }));
    const response = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success));
    expect(response.headers.location).toBe(`http://localhost:3000/thank-you?payment=${checkout.paymentId}&next=%2Fsignup%2F%3Fstep%3D4`);
  });

  it('declines the decline card, shows the error and a way back, and lets another card pay the same checkout', async () => {
    const checkout = await startPackageCheckout();
    const declined = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.decline));
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toMatch(/<p class="alert" role="alert">Your card was declined\.<\/p>/);
    expect(declined.body).toContain('<a class="back" href="http://localhost:3000/employer/add-credits">Return to Football Jobs</a>');
    expect(await paymentRow(ctx, checkout.paymentId)).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.' });
    expect(recorder.calls.failed.map((call) => [call.payment.id, call.message])).toEqual([[checkout.paymentId, 'Your card was declined.']]);

    const paid = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success));
    expect(paid.statusCode).toBe(303);
    expect(await paymentRow(ctx, checkout.paymentId)).toMatchObject({ status: 'succeeded', failure_message: null });
    expect(recorder.calls.paid).toHaveLength(1);
  });

  it('asks for authentication with the 3155 card: failing it fails the payment, completing it pays', async () => {
    const checkout = await startPackageCheckout();
    const challenge = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.authenticationRequired));
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Authenticate this payment');
    expect(challenge.body).toContain('Complete authentication');
    expect(challenge.body).toContain('Fail authentication');
    expect((await paymentRow(ctx, checkout.paymentId)).status).toBe('pending');

    const failed = await postCard(ctx, checkout.checkoutUrl, new URLSearchParams({ cardNumber: CARDS.authenticationRequired, action: 'authenticate-fail' }).toString());
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain('We could not authenticate your payment.');
    expect(await paymentRow(ctx, checkout.paymentId)).toMatchObject({ status: 'failed', failure_message: 'We could not authenticate your payment.' });

    const completed = await postCard(ctx, checkout.checkoutUrl, new URLSearchParams({ cardNumber: CARDS.authenticationRequired, action: 'authenticate-complete' }).toString());
    expect(completed.statusCode).toBe(303);
    expect((await paymentRow(ctx, checkout.paymentId)).status).toBe('succeeded');
  });

  it('refuses a card that is not a sandbox test card, and bad expiry and CVC, with messages on the page', async () => {
    const checkout = await startPackageCheckout();
    const unknown = await postCard(ctx, checkout.checkoutUrl, cardForm('5555 5555 5555 4444'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('Use a sandbox test card');
    const invalid = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success, { expiry: '01/20', cvc: '1' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Your card has expired');
    expect(invalid.body).toContain('Enter the 3 or 4 digit security code.');
    expect(invalid.body).toContain('aria-invalid="true" aria-describedby="cvc-error"');
    expect((await paymentRow(ctx, checkout.paymentId)).status).toBe('pending');
    expect(recorder.calls.failed).toHaveLength(0);
  });
});

describe('webhooks', () => {
  const completedEvent = (paymentId: number, overrides: Record<string, unknown> = {}, id = `evt_test_${paymentId}_${Math.random()}`) => ({
    id,
    type: 'checkout.completed',
    created: Math.floor(Date.now() / 1000),
    data: { reference: String(paymentId), amountMinor: 3900, currency: 'GBP', paymentId: `pi_test_${paymentId}`, customerId: null, subscriptionId: null, ...overrides },
  });

  it('applies a replayed event once and answers duplicate', async () => {
    const checkout = await startPackageCheckout();
    const event = completedEvent(checkout.paymentId);
    const first = await postSandboxEvent(ctx, event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { duplicate: false } });
    const paid = await paymentRow(ctx, checkout.paymentId);
    expect(paid.status).toBe('succeeded');

    const replay = await postSandboxEvent(ctx, event);
    expect(replay.json()).toEqual({ success: true, data: { duplicate: true } });
    expect(recorder.calls.paid).toHaveLength(1);
    expect(await paymentRow(ctx, checkout.paymentId)).toEqual(paid);
  });

  it('applies the same event delivered twice at once only once', async () => {
    const checkout = await startPackageCheckout();
    const event = completedEvent(checkout.paymentId);
    const answers = await Promise.all([postSandboxEvent(ctx, event), postSandboxEvent(ctx, event), postSandboxEvent(ctx, event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().data.duplicate).sort()).toEqual([false, true, true]);
    expect(recorder.calls.paid).toHaveLength(1);
    expect(await ctx.knex('payment_webhook_events').where({ provider: 'sandbox', event_id: event.id })).toHaveLength(1);
  });

  it('does not pay a payment twice for two different completion events', async () => {
    const checkout = await startPackageCheckout();
    await postSandboxEvent(ctx, completedEvent(checkout.paymentId));
    const second = await postSandboxEvent(ctx, completedEvent(checkout.paymentId));
    expect(second.json()).toEqual({ success: true, data: { duplicate: false } });
    expect(recorder.calls.paid).toHaveLength(1);
  });

  it('fails a checkout whose amount or currency differs and grants nothing', async () => {
    for (const overrides of [{ amountMinor: 100 }, { currency: 'USD' }]) {
      const checkout = await startPackageCheckout();
      const response = await postSandboxEvent(ctx, completedEvent(checkout.paymentId, overrides));
      expect(response.statusCode).toBe(200);
      const payment = await paymentRow(ctx, checkout.paymentId);
      expect(payment).toMatchObject({ status: 'failed', failure_message: 'Amount mismatch', receipt_number: null, paid_at: null });
    }
    expect(recorder.calls.paid).toHaveLength(0);
    expect(recorder.calls.failed.map((call) => call.message)).toEqual(['Amount mismatch', 'Amount mismatch']);
  });

  it('refuses a bad or stale signature with 400 and changes nothing', async () => {
    const checkout = await startPackageCheckout();
    const before = await countRows(ctx.knex, 'payment_webhook_events');
    const forged = await postSandboxEvent(ctx, completedEvent(checkout.paymentId), { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, message: 'Invalid webhook signature' });
    const stale = await postSandboxEvent(ctx, completedEvent(checkout.paymentId), { at: new Date(Date.now() - 6 * 60_000) });
    expect(stale.statusCode).toBe(400);
    const unsigned = await ctx.inject({ method: 'POST', url: '/payment/webhooks/sandbox', payload: JSON.stringify(completedEvent(checkout.paymentId)), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(await countRows(ctx.knex, 'payment_webhook_events')).toBe(before);
    expect((await paymentRow(ctx, checkout.paymentId)).status).toBe('pending');
  });

  it('answers 404 for a provider that is not the active one', async () => {
    for (const provider of ['stripe', 'paypal']) {
      const response = await ctx.inject({ method: 'POST', url: `/payment/webhooks/${provider}`, payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('leaves a succeeded payment alone when a failure arrives late', async () => {
    const checkout = await startPackageCheckout();
    await postSandboxEvent(ctx, completedEvent(checkout.paymentId));
    await postSandboxEvent(ctx, { id: `evt_late_${checkout.paymentId}`, type: 'checkout.failed', created: 0, data: { reference: String(checkout.paymentId), message: 'Your card was declined.' } });
    expect(await paymentRow(ctx, checkout.paymentId)).toMatchObject({ status: 'succeeded', failure_message: null });
    expect(recorder.calls.failed).toHaveLength(0);
  });
});

describe('startCheckout', () => {
  it('creates one payment for one idempotency key, even when asked twice at once', async () => {
    let builds = 0;
    const request = {
      userId: employerId,
      customerEmail: 'employer@example.com',
      idempotencyKey: 'same-key-at-once',
      build: async () => {
        builds += 1;
        return packageDraft();
      },
    };
    const results = await Promise.all([ctx.app.payments.startCheckout(request), ctx.app.payments.startCheckout(request)]);
    expect(results[0]!.paymentId).toBe(results[1]!.paymentId);
    expect(results[0]!.checkoutUrl).toBe(results[1]!.checkoutUrl);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(builds).toBe(1);
    expect(await ctx.knex('payments').where({ user_id: employerId, idempotency_key: 'same-key-at-once' })).toHaveLength(1);
    expect(await ctx.knex('sandbox_checkouts').where({ reference: String(results[0]!.paymentId) })).toHaveLength(1);

    const later = await ctx.app.payments.startCheckout(request);
    expect(later).toMatchObject({ paymentId: results[0]!.paymentId, created: false });
  });

  it('stores the pending payment with the sum of its lines and refuses nothing to pay', async () => {
    const checkout = await startPackageCheckout(undefined, packageDraft({ lines: [{ description: 'A', amountMinor: 1000, quantity: 2 }, { description: 'B', amountMinor: 250, quantity: 1 }] }));
    expect(await paymentRow(ctx, checkout.paymentId)).toMatchObject({ status: 'pending', amount_minor: 2250, provider: 'sandbox', provider_checkout_id: expect.stringMatching(/^cs_sandbox_/) });
    await expect(startPackageCheckout(undefined, packageDraft({ lines: [{ description: 'Free', amountMinor: 0, quantity: 1 }] }))).rejects.toMatchObject({ statusCode: 400 });
    await expect(startPackageCheckout('', packageDraft())).rejects.toMatchObject({ statusCode: 400 });
  });

  it('rolls everything back when what is bought cannot be built', async () => {
    const before = await countRows(ctx.knex, 'payments');
    await expect(
      ctx.app.payments.startCheckout({ userId: employerId, customerEmail: 'employer@example.com', idempotencyKey: 'broken', build: async () => { throw new Error('no such plan'); } }),
    ).rejects.toThrow('no such plan');
    expect(await countRows(ctx.knex, 'payments')).toBe(before);
    const retried = await startPackageCheckout('broken');
    expect(retried.created).toBe(true);
  });
});

describe('afterCommit', () => {
  it('runs work queued on any transaction once it commits, and never after a rollback', async () => {
    const ran: string[] = [];
    await ctx.knex.transaction(async (trx) => {
      ctx.app.payments.afterCommit(trx, async () => void ran.push('committed'));
      expect(ran).toEqual([]);
    });
    await expect(
      ctx.knex.transaction(async (trx) => {
        ctx.app.payments.afterCommit(trx, async () => void ran.push('rolled back'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual(['committed']);
  });

  it('runs the work a fulfilment queues in the webhook transaction before the webhook answers; its errors are only logged', async () => {
    const ran: number[] = [];
    ctx.app.payments.registerFulfilment('credit_package', {
      async paid(trx, payment) {
        ctx.app.payments.afterCommit(trx, async () => {
          throw new Error('mail server down');
        });
        ctx.app.payments.afterCommit(trx, async () => void ran.push(payment.id));
      },
      async failed() {},
    });
    const checkout = await startPackageCheckout();
    const response = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success));
    expect(response.statusCode).toBe(303);
    expect(ran).toEqual([checkout.paymentId]);
  });

  it('keeps the checkout open and the payment pending when the fulfilment fails, so the card can be tried again', async () => {
    ctx.app.payments.registerFulfilment('credit_package', {
      async paid() {
        throw new Error('database hiccup');
      },
      async failed() {},
    });
    const checkout = await startPackageCheckout();
    const response = await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success));
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('We could not confirm your payment');
    expect(await paymentRow(ctx, checkout.paymentId)).toMatchObject({ status: 'pending', receipt_number: null });

    ctx.app.payments.registerFulfilment('credit_package', recorder.fulfilment);
    expect((await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success))).statusCode).toBe(303);
    expect((await paymentRow(ctx, checkout.paymentId)).status).toBe('succeeded');
    expect(recorder.calls.paid).toHaveLength(1);
  });
});
