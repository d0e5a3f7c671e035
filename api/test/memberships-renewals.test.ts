import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, subscriptionCancelPath, subscriptionPath, subscriptionRetryPath } from '@fj/shared';
import { expireSubscriptions } from '../src/modules/memberships';
import { scheduledTasks } from '../src/queue/tasks';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { buyPlan, candidateState, deliverSandboxEvent, payOnSandbox } from './memberships-fixtures';

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  // The demo seed's sandbox subscriptions renew years from now: the billing runs below charge this file's only.
  await ctx.knex('sandbox_subscriptions').update({ current_period_end: new Date(Date.now() + 5 * 365 * DAY) });
}, 120_000);
afterAll(async () => ctx?.close());

const renewals = () => ctx.app.payments.renewSandboxSubscriptions!();
const subscription = (token: string, id: number) => ctx.inject({ method: 'GET', url: subscriptionPath(id), token }).then((response) => response.json().data);
const paymentsOf = (subscriptionId: number) => ctx.knex('payments').where({ subscription_id: subscriptionId }).orderBy('id');
const moveClockPast = (iso: string, extraMs = 60 * 60 * 1000) => {
  clock = new Date(new Date(iso).getTime() + extraMs);
};

describe('renewals', () => {
  it('records a paid renewal with a receipt and moves the period on once', async () => {
    clock = new Date();
    const candidate = await registerCandidate(ctx);
    const { subscriptionId } = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    const first = await subscription(candidate.token, subscriptionId);

    moveClockPast(first.currentPeriodEnd);
    expect(await renewals()).toEqual({ renewed: 1, failed: 0, ended: 0, errors: 0 });
    const renewed = await subscription(candidate.token, subscriptionId);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: first.currentPeriodEnd });
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(first.currentPeriodEnd).getTime() + 27 * DAY);
    const payments = await paymentsOf(subscriptionId);
    expect(payments.map((row) => [row.status, row.amount_minor])).toEqual([['succeeded', 299], ['succeeded', 299]]);
    expect(payments[1].receipt_number).toMatch(/^FJ-\d{4}-\d{6}$/);

    // Another run in the same period charges nothing more.
    expect(await renewals()).toEqual({ renewed: 0, failed: 0, ended: 0, errors: 0 });
    expect(await paymentsOf(subscriptionId)).toHaveLength(2);
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'STANDARD', status: 'active' });
  });

  it('makes a failed renewal past due, emails the retry link once, and the retry with the success card makes it active', async () => {
    clock = new Date();
    const candidate = await registerCandidate(ctx);
    const { subscriptionId } = await buyPlan(ctx, candidate.token, 'candidate-elite-month');
    const first = await subscription(candidate.token, subscriptionId);
    // The remembered card now declines.
    await ctx.knex('sandbox_subscriptions').where({ reference: String(subscriptionId) }).update({ card: SANDBOX_TEST_CARDS.decline });

    moveClockPast(first.currentPeriodEnd);
    expect(await renewals()).toMatchObject({ failed: 1, errors: 0 });
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'past_due', canRetry: true, lastFailureMessage: 'Your card was declined.' });
    // Access is kept while past due.
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'ELITE', status: 'past_due', interval: 'month', subscriptionId });
    expect((await paymentsOf(subscriptionId)).map((row) => row.status)).toEqual(['succeeded', 'failed']);

    const email = await ctx.knex('users').where({ id: candidate.id }).first('email');
    const mails = (await ctx.mailer.outbox!.list()).filter((mail) => mail.to === email.email && mail.subject === 'Your Football Jobs payment failed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://localhost:3000/retry-payment/${subscriptionId}`);

    // The provider reporting the same invoice's failure again (its own retry) sends no second email.
    const failed = (await paymentsOf(subscriptionId))[1];
    const ours = await ctx.knex('subscriptions').where({ id: subscriptionId }).first();
    const again = await deliverSandboxEvent(ctx, {
      id: `evt_${randomUUID()}`,
      type: 'invoice.failed',
      created: Math.floor(clock.getTime() / 1000),
      data: { invoiceId: failed.idempotency_key.replace(/^invoice:/, ''), subscriptionReference: String(subscriptionId), subscriptionId: ours.provider_subscription_id, amountMinor: 599, currency: 'GBP', message: 'Your card was declined.' },
    }, clock);
    expect(again.json().data).toEqual({ duplicate: false });
    expect((await ctx.mailer.outbox!.list()).filter((mail) => mail.to === email.email && mail.subject === 'Your Football Jobs payment failed')).toHaveLength(1);
    expect(await paymentsOf(subscriptionId)).toHaveLength(2);

    const retry = await ctx.inject({ method: 'POST', url: subscriptionRetryPath(subscriptionId), token: candidate.token, headers: { 'idempotency-key': randomUUID() } });
    expect(retry.statusCode).toBe(200);
    expect((await payOnSandbox(ctx, retry.json().data.checkoutUrl)).statusCode).toBe(303);
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'active', canRetry: false, lastFailureMessage: null });
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'ELITE', status: 'active' });
  });

  it('expires a past-due subscription 14 days after its period and returns the account to FREE', async () => {
    clock = new Date();
    const candidate = await registerCandidate(ctx);
    const { subscriptionId } = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    const first = await subscription(candidate.token, subscriptionId);
    await ctx.knex('sandbox_subscriptions').where({ reference: String(subscriptionId) }).update({ card: SANDBOX_TEST_CARDS.decline });
    moveClockPast(first.currentPeriodEnd);
    await renewals();

    moveClockPast(first.currentPeriodEnd, 13 * DAY);
    await expireSubscriptions({ db: ctx.knex, now: () => clock });
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'past_due' });

    moveClockPast(first.currentPeriodEnd, 15 * DAY);
    await expireSubscriptions({ db: ctx.knex, now: () => clock });
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'expired', canRetry: false });
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'FREE', status: 'active', interval: null });
  });
});

describe('cancelling', () => {
  it('keeps access until the period ends, then the expire task returns the account to FREE', async () => {
    clock = new Date();
    const candidate = await registerCandidate(ctx);
    const { subscriptionId } = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    const cancelled = await ctx.inject({ method: 'POST', url: subscriptionCancelPath(subscriptionId), token: candidate.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, canCancel: false });
    expect((await ctx.knex('sandbox_subscriptions').where({ reference: String(subscriptionId) }).first()).cancel_at_period_end).toBe(true);

    await expireSubscriptions({ db: ctx.knex, now: () => clock });
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'STANDARD', status: 'active' });

    moveClockPast(cancelled.json().data.currentPeriodEnd);
    const task = scheduledTasks({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', secret: ctx.settings.jwtSecret, now: () => clock, log: { error: () => undefined } })
      .find((one) => one.name === 'subscriptions-expire')!;
    expect(((await task.run()) as { cancelled: number }).cancelled).toBeGreaterThanOrEqual(1);
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'cancelled', canCancel: false, canRetry: false });
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'FREE', status: 'active', interval: null });
  });

  it('ends the plan when the provider reports the subscription ended', async () => {
    clock = new Date();
    const candidate = await registerCandidate(ctx);
    const { subscriptionId } = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    const cancelled = await ctx.inject({ method: 'POST', url: subscriptionCancelPath(subscriptionId), token: candidate.token });
    moveClockPast(cancelled.json().data.currentPeriodEnd);
    // The sandbox's billing run ends subscriptions set to end (subscription.ended), before the expire task would.
    expect((await renewals()).ended).toBeGreaterThanOrEqual(1);
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'cancelled' });
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'FREE' });
  });
});

describe('provider events in any order', () => {
  const event = (type: string, data: Record<string, unknown>) => ({ id: `evt_${randomUUID()}`, type, created: Math.floor(clock.getTime() / 1000), data });

  it("ignores the invoice that paid the checkout, other provider subscriptions' events, and follows portal changes", async () => {
    clock = new Date();
    const candidate = await registerCandidate(ctx);
    const { subscriptionId, paymentId } = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    const ours = await ctx.knex('subscriptions').where({ id: subscriptionId }).first();
    const checkoutPayment = await ctx.knex('payments').where({ id: paymentId }).first();
    const period = { periodStart: new Date(ours.current_period_start).toISOString(), periodEnd: new Date(ours.current_period_end).toISOString() };

    // Stripe reports the first invoice of a checkout's subscription as paid too: it is the checkout's payment.
    const firstInvoice = { invoiceId: checkoutPayment.provider_payment_ref, subscriptionReference: String(subscriptionId), subscriptionId: ours.provider_subscription_id, amountMinor: 299, currency: 'GBP', ...period };
    expect((await deliverSandboxEvent(ctx, event('invoice.paid', firstInvoice), clock)).statusCode).toBe(200);
    expect(await paymentsOf(subscriptionId)).toHaveLength(1);

    // A provider subscription that is not (or no longer) this one's changes nothing, even naming our reference.
    const stranger = { ...firstInvoice, invoiceId: 'in_other', subscriptionId: 'sub_sandbox_not_ours', message: 'Your card was declined.' };
    await deliverSandboxEvent(ctx, event('invoice.failed', stranger), clock);
    await deliverSandboxEvent(ctx, event('subscription.ended', { subscriptionId: 'sub_sandbox_not_ours', subscriptionReference: String(subscriptionId) }), clock);
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'active' });
    expect(await paymentsOf(subscriptionId)).toHaveLength(1);

    // Cancelled and then resumed in the provider's portal.
    const periodEnd = period.periodEnd;
    await deliverSandboxEvent(ctx, event('subscription.updated', { subscriptionId: ours.provider_subscription_id, subscriptionReference: String(subscriptionId), cancelAtPeriodEnd: true, periodEnd }), clock);
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true, canCancel: false });
    await deliverSandboxEvent(ctx, event('subscription.updated', { subscriptionId: ours.provider_subscription_id, subscriptionReference: String(subscriptionId), cancelAtPeriodEnd: false, periodEnd }), clock);
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false, cancelledAt: null, canCancel: true });

    // An older renewal arriving late does not move the period back.
    const older = { ...firstInvoice, invoiceId: 'in_late', periodStart: new Date(Date.parse(period.periodStart) - 31 * DAY).toISOString(), periodEnd: period.periodStart };
    await deliverSandboxEvent(ctx, event('invoice.paid', older), clock);
    expect(await subscription(candidate.token, subscriptionId)).toMatchObject({ status: 'active', currentPeriodEnd: new Date(period.periodEnd).toISOString() });
  });
});
