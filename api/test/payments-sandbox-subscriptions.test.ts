import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionEvent } from '../src/modules/payments';
import { createSandboxEmitter, renewDueSandboxSubscriptions } from '../src/modules/payments/providers/sandbox';
import { scheduledTasks } from '../src/queue/tasks';
import { createTestContext, type TestContext } from './helpers';
import { CARDS, cardForm, postCard, recordingFulfilment, recordingSubscriptionHandler, SANDBOX_SECRET, userIdOf } from './payments-fixtures';

let ctx: TestContext;
let candidateId: number;
let recorder: ReturnType<typeof recordingFulfilment>;
let subscriptionEvents: SubscriptionEvent[];
let keySeq = 0;

const DAY = 24 * 60 * 60 * 1000;

async function incompleteSubscription(): Promise<number> {
  // One unpaid subscription per account and plan (partial unique index): the recording fulfilment never activates
  // the earlier ones, so end them as a new checkout would.
  await ctx.knex('subscriptions').where({ user_id: candidateId, plan_code: 'candidate-standard-month', status: 'incomplete' }).update({ status: 'cancelled' });
  const [row] = await ctx.knex('subscriptions').insert({
    user_id: candidateId,
    plan_code: 'candidate-standard-month',
    membership: 'STANDARD',
    interval: 'month',
    amount_minor: 299,
    currency: 'GBP',
    status: 'incomplete',
    provider: 'sandbox',
  }).returning('id');
  return Number(row.id);
}

const subscriptionCheckout = (subscriptionId: number) =>
  ctx.app.payments.startCheckout({
    userId: candidateId,
    customerEmail: 'candidate@example.com',
    idempotencyKey: `subscription-${++keySeq}`,
    build: async () => ({
      purpose: 'subscription',
      description: 'Standard membership (monthly)',
      currency: 'GBP',
      lines: [{ description: 'Standard membership (monthly)', amountMinor: 299, quantity: 1 }],
      subscriptionId,
      interval: 'month',
      cancelPath: `/retry-payment/${subscriptionId}`,
    }),
  });

/** Pays a new subscription on the sandbox page; answers its sandbox subscription id. */
async function paidSubscription(): Promise<{ subscriptionId: number; sandboxId: string }> {
  const subscriptionId = await incompleteSubscription();
  const checkout = await subscriptionCheckout(subscriptionId);
  expect((await postCard(ctx, checkout.checkoutUrl, cardForm(CARDS.success))).statusCode).toBe(303);
  const sandbox = await ctx.knex('sandbox_subscriptions').where({ reference: String(subscriptionId) }).first();
  return { subscriptionId, sandboxId: sandbox.id };
}

/** Moves a sandbox subscription's period into the past so the next run finds it due. */
const makeDue = (sandboxId: string, changes: Record<string, unknown> = {}) =>
  ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).update({ current_period_start: new Date(Date.now() - 31 * DAY), current_period_end: new Date(Date.now() - 60_000), ...changes });

beforeAll(async () => {
  ctx = await createTestContext();
  candidateId = await userIdOf(ctx, 'candidate');
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  recorder = recordingFulfilment();
  ctx.app.payments.registerFulfilment('subscription', recorder.fulfilment);
  const handler = recordingSubscriptionHandler();
  subscriptionEvents = handler.events;
  ctx.app.payments.onSubscriptionEvent(handler.handler);
});

describe('sandbox subscription checkout', () => {
  it('creates a sandbox subscription for a month, remembers the card and sends its id and period with the payment', async () => {
    const before = Date.now();
    const { subscriptionId, sandboxId } = await paidSubscription();
    expect(sandboxId).toMatch(/^sub_sandbox_[0-9a-f]{24}$/);
    expect(recorder.calls.paid).toHaveLength(1);
    const { event, payment } = recorder.calls.paid[0]!;
    expect(payment).toMatchObject({ purpose: 'subscription', subscription_id: subscriptionId, status: 'succeeded' });
    expect(event).toMatchObject({ providerSubscriptionId: sandboxId, customerId: expect.stringMatching(/^cus_sandbox_/) });
    expect(event.period!.start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const days = (event.period!.end.getTime() - event.period!.start.getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first()).toMatchObject({ status: 'active', card: CARDS.success, amount_minor: 299, interval: 'month' });
  });

  it('shows the amount per interval on the page', async () => {
    const checkout = await subscriptionCheckout(await incompleteSubscription());
    const page = await ctx.inject({ method: 'GET', url: new URL(checkout.checkoutUrl).pathname });
    expect(page.body).toContain('Standard membership (monthly)');
    expect(page.body).toMatch(/£2\.99 <span class="description">a month<\/span>/);
    expect(page.body).toContain('Pay £2.99');
  });
});

describe('sandbox renewals', () => {
  it('charges a due subscription once per period with the remembered card (invoice.paid with the next period)', async () => {
    const { subscriptionId, sandboxId } = await paidSubscription();
    await makeDue(sandboxId);
    const oldEnd = new Date((await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first()).current_period_end);

    const result = await ctx.app.payments.renewSandboxSubscriptions!();
    expect(result).toMatchObject({ renewed: 1, failed: 0, ended: 0, errors: 0 });
    expect(subscriptionEvents).toHaveLength(1);
    expect(subscriptionEvents[0]).toMatchObject({
      kind: 'invoice.paid',
      subscriptionReference: String(subscriptionId),
      providerSubscriptionId: sandboxId,
      amountMinor: 299,
      currency: 'GBP',
      invoiceId: expect.stringMatching(/^in_sandbox_/),
    });
    const paid = subscriptionEvents[0] as Extract<SubscriptionEvent, { kind: 'invoice.paid' }>;
    expect(paid.period.start.getTime()).toBe(oldEnd.getTime());
    const row = await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first();
    expect(new Date(row.current_period_end).getTime()).toBe(paid.period.end.getTime());

    // Nothing is due any more: a second run charges nothing.
    expect(await ctx.app.payments.renewSandboxSubscriptions!()).toMatchObject({ renewed: 0, failed: 0, ended: 0 });
    expect(subscriptionEvents).toHaveLength(1);
  });

  it('fails the renewal of a declining card (invoice.failed, past_due) and a retry checkout reactivates the same subscription', async () => {
    const { subscriptionId, sandboxId } = await paidSubscription();
    await makeDue(sandboxId, { card: CARDS.decline });

    expect(await ctx.app.payments.renewSandboxSubscriptions!()).toMatchObject({ renewed: 0, failed: 1 });
    expect(subscriptionEvents).toEqual([expect.objectContaining({ kind: 'invoice.failed', providerSubscriptionId: sandboxId, message: 'Your card was declined.' })]);
    expect((await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first()).status).toBe('past_due');
    // past_due is not charged again by the next run.
    expect(await ctx.app.payments.renewSandboxSubscriptions!()).toMatchObject({ failed: 0 });

    const retry = await subscriptionCheckout(subscriptionId);
    expect((await postCard(ctx, retry.checkoutUrl, cardForm(CARDS.success))).statusCode).toBe(303);
    expect(recorder.calls.paid.at(-1)!.event.providerSubscriptionId).toBe(sandboxId);
    expect(await ctx.knex('sandbox_subscriptions').where({ reference: String(subscriptionId) })).toEqual([
      expect.objectContaining({ id: sandboxId, status: 'active', card: CARDS.success }),
    ]);
  });

  it('cancels at period end (subscription.updated), then ends it when the period is over (subscription.ended)', async () => {
    const { sandboxId } = await paidSubscription();
    await ctx.app.payments.provider.cancelAtPeriodEnd(sandboxId);
    expect(subscriptionEvents).toEqual([expect.objectContaining({ kind: 'subscription.updated', providerSubscriptionId: sandboxId, cancelAtPeriodEnd: true, periodEnd: expect.any(Date) })]);

    await makeDue(sandboxId);
    expect(await ctx.app.payments.renewSandboxSubscriptions!()).toMatchObject({ renewed: 0, ended: 1 });
    expect(subscriptionEvents.at(-1)).toMatchObject({ kind: 'subscription.ended', providerSubscriptionId: sandboxId });
    expect((await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first()).status).toBe('cancelled');
  });

  it('ends a subscription at once with cancelNow, and has no billing portal', async () => {
    const { sandboxId } = await paidSubscription();
    await ctx.app.payments.provider.cancelNow(sandboxId);
    expect(subscriptionEvents).toEqual([expect.objectContaining({ kind: 'subscription.ended', providerSubscriptionId: sandboxId })]);
    expect((await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first()).status).toBe('cancelled');
    await makeDue(sandboxId);
    expect(await ctx.app.payments.renewSandboxSubscriptions!()).toMatchObject({ renewed: 0, ended: 0 });
    expect(await ctx.app.payments.provider.billingPortalUrl('cus_sandbox_x', 'http://localhost:3000/candidate/subscriptions')).toBeNull();
  });

  it('leaves the period alone when the event could not be applied, and charges it on the next run', async () => {
    const { sandboxId } = await paidSubscription();
    await makeDue(sandboxId);
    const before = await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first();
    const deliverToEngine = createSandboxEmitter({
      secret: SANDBOX_SECRET,
      now: () => new Date(),
      deliver: (rawBody, headers) => ctx.app.payments.processWebhook('sandbox', rawBody, headers),
    });
    let attempts = 0;
    const failing = await renewDueSandboxSubscriptions({
      db: ctx.knex,
      now: () => new Date(),
      deliver: async (event) => {
        attempts += 1;
        throw new Error(`webhook endpoint down (${event.type})`);
      },
    });
    expect(failing).toMatchObject({ renewed: 0, errors: 1 });
    expect(attempts).toBe(1);
    expect(await ctx.knex('sandbox_subscriptions').where({ id: sandboxId }).first()).toEqual(before);

    const retried = await renewDueSandboxSubscriptions({ db: ctx.knex, now: () => new Date(), deliver: deliverToEngine });
    expect(retried).toMatchObject({ renewed: 1, errors: 0 });
    expect(subscriptionEvents.filter((event) => event.kind === 'invoice.paid')).toHaveLength(1);
  });
});

describe('the sandbox-renewals task', () => {
  const taskDeps = () => ({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', secret: ctx.settings.jwtSecret, log: { error: () => undefined } });

  it('is scheduled hourly when the sandbox is the provider, and runs the renewals', async () => {
    const task = scheduledTasks({ ...taskDeps(), payments: ctx.app.payments }).find((one) => one.name === 'sandbox-renewals');
    expect(task?.cron).toMatch(/^\d+ \* \* \* \*$/);
    const { sandboxId } = await paidSubscription();
    await makeDue(sandboxId);
    expect(await task!.run()).toMatchObject({ renewed: 1 });
  });

  it('is not scheduled with another provider', () => {
    const names = scheduledTasks({ ...taskDeps(), payments: { renewSandboxSubscriptions: null } }).map((one) => one.name);
    expect(names).not.toContain('sandbox-renewals');
  });
});

describe('recordRenewalPayment', () => {
  it('records one payment per invoice: a failed invoice paid later becomes succeeded with a receipt, once', async () => {
    const subscriptionId = await incompleteSubscription();
    const renewal = { userId: candidateId, subscriptionId, description: 'Standard membership (monthly)', amountMinor: 299, currency: 'GBP', invoiceId: 'in_test_1' };
    const failed = await ctx.knex.transaction((trx) => ctx.app.payments.recordRenewalPayment(trx, { ...renewal, succeeded: false, failureMessage: 'Your card was declined.' }));
    expect(failed).toMatchObject({ status: 'failed', failure_message: 'Your card was declined.', receipt_number: null, idempotency_key: 'invoice:in_test_1' });

    const paid = await ctx.knex.transaction((trx) => ctx.app.payments.recordRenewalPayment(trx, { ...renewal, succeeded: true }));
    expect(paid).toMatchObject({ id: failed.id, status: 'succeeded', failure_message: null, receipt_number: expect.stringMatching(/^FJ-\d{4}-\d{6}$/) });
    const again = await ctx.knex.transaction((trx) => ctx.app.payments.recordRenewalPayment(trx, { ...renewal, succeeded: true }));
    expect(again).toMatchObject({ id: failed.id, receipt_number: paid.receipt_number });
    // A late failure of the same invoice does not undo the payment.
    const late = await ctx.knex.transaction((trx) => ctx.app.payments.recordRenewalPayment(trx, { ...renewal, succeeded: false }));
    expect(late.status).toBe('succeeded');

    expect(await ctx.knex('payments').where({ user_id: candidateId, idempotency_key: 'invoice:in_test_1' })).toHaveLength(1);
    // Sent once the caller's transaction has committed, in the background.
    await vi.waitFor(async () => {
      const receipts = (await ctx.mailer.outbox!.list()).filter((mail) => mail.subject === `Your Football Jobs receipt ${paid.receipt_number}`);
      expect(receipts).toHaveLength(1);
    });
    expect(await ctx.knex('outbound_emails').where({ kind: 'payment_receipt', ref: `payment:${paid.id}` })).toHaveLength(1);
  });
});
