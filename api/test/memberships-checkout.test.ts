import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, subscriptionCancelPath, subscriptionPath, subscriptionRetryPath } from '@fj/shared';
import { registerCandidate } from './candidate-fixtures';
import { countRows, createTestContext, type TestContext } from './helpers';
import { buyPlan, candidateState, checkoutMembership, deliverSandboxEvent, payOnSandbox, userIdOf } from './memberships-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => ctx?.close());

const ledgerRows = (userId: number) => ctx.knex('credit_ledger').where({ user_id: userId }).count<{ count: string }[]>({ count: '*' }).first().then((row) => Number(row?.count));

describe('buying a membership through the sandbox', () => {
  it('moves a FREE candidate to STANDARD with 5/2 credits only once the signed webhook arrived', async () => {
    const candidate = await registerCandidate(ctx);
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'FREE', status: 'active', interval: null, credits: '2/0' });

    const started = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month');
    expect(started.statusCode).toBe(200);
    const { paymentId, subscriptionId, checkoutUrl } = started.json().data;
    expect(checkoutUrl).toContain('/payment/sandbox/checkout/');
    // Coming back from the provider grants nothing: only the webhook does.
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'FREE', credits: '2/0' });
    expect((await ctx.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('incomplete');

    const paid = await payOnSandbox(ctx, checkoutUrl);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`payment=${paymentId}`);

    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'STANDARD', status: 'active', interval: 'month', credits: '5/2' });
    const subscription = await ctx.inject({ method: 'GET', url: subscriptionPath(subscriptionId), token: candidate.token });
    expect(subscription.json().data).toMatchObject({ status: 'active', planCode: 'candidate-standard-month', displayAmount: '£2.99', canRetry: false, canCancel: true });
    const ledger = await ctx.knex('credit_ledger').where({ user_id: candidate.id, reason: 'plan_change_grant' }).orderBy('id');
    expect(ledger.map((row) => [row.kind, row.delta])).toEqual([['standard', 3], ['premium', 2]]);
  });

  it('changes nothing when the same signed webhook is delivered again', async () => {
    const candidate = await registerCandidate(ctx);
    const { paymentId } = await buyPlan(ctx, candidate.token, 'candidate-elite-month');
    const before = { state: await candidateState(ctx, candidate.token), ledger: await ledgerRows(candidate.id), payments: await countRows(ctx.knex, 'payments') };
    expect(before.state).toMatchObject({ membership: 'ELITE', credits: '10/5' });

    const stored = await ctx.knex('payment_webhook_events').where({ provider: 'sandbox' }).whereRaw(`payload->'data'->>'reference' = ?`, [String(paymentId)]).first();
    const replay = await deliverSandboxEvent(ctx, stored.payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ duplicate: true });

    expect(await candidateState(ctx, candidate.token)).toEqual(before.state);
    expect(await ledgerRows(candidate.id)).toBe(before.ledger);
    expect(await countRows(ctx.knex, 'payments')).toBe(before.payments);
  });

  it('leaves the plan as it was after a declined card, and the retry page completes it', async () => {
    const candidate = await registerCandidate(ctx);
    const started = await checkoutMembership(ctx, candidate.token, 'candidate-standard-year');
    const { subscriptionId, checkoutUrl } = started.json().data;

    const declined = await payOnSandbox(ctx, checkoutUrl, 'decline');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'FREE', credits: '2/0' });
    const unpaid = await ctx.inject({ method: 'GET', url: subscriptionPath(subscriptionId), token: candidate.token });
    expect(unpaid.json().data).toMatchObject({ status: 'incomplete', canRetry: true, lastFailureMessage: 'Your card was declined.' });

    const retry = await ctx.inject({ method: 'POST', url: subscriptionRetryPath(subscriptionId), token: candidate.token, headers: { 'idempotency-key': randomUUID() } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.subscriptionId).toBe(subscriptionId);
    expect((await payOnSandbox(ctx, retry.json().data.checkoutUrl)).statusCode).toBe(303);

    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'STANDARD', interval: 'year', credits: '5/2' });
    const paid = (await ctx.inject({ method: 'GET', url: subscriptionPath(subscriptionId), token: candidate.token })).json().data;
    expect(paid).toMatchObject({ status: 'active', canRetry: false, lastFailureMessage: null });
    // A year, not a month.
    expect(new Date(paid.currentPeriodEnd).getTime() - new Date(paid.currentPeriodStart).getTime()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    const again = await ctx.inject({ method: 'POST', url: subscriptionRetryPath(subscriptionId), token: candidate.token, headers: { 'idempotency-key': randomUUID() } });
    expect(again.statusCode).toBe(409);
  });

  it('replaces the old plan when upgrading, tops credits up once, and refuses the plan already held', async () => {
    const candidate = await registerCandidate(ctx);
    const first = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    expect((await checkoutMembership(ctx, candidate.token, 'candidate-standard-month')).json()).toMatchObject({ statusCode: 409, message: 'You already have this plan' });

    const second = await buyPlan(ctx, candidate.token, 'candidate-unlimited-month');
    expect(await candidateState(ctx, candidate.token)).toMatchObject({ membership: 'UNLIMITED', status: 'active', credits: '1000/1000' });
    const rows = await ctx.knex('subscriptions').where({ user_id: candidate.id }).orderBy('id');
    expect(rows.map((row) => [row.id, row.status])).toEqual([[first.subscriptionId, 'cancelled'], [second.subscriptionId, 'active']]);
    expect(rows[0].ended_at).not.toBeNull();
    // The sandbox was told to stop billing the replaced plan.
    expect((await ctx.knex('sandbox_subscriptions').where({ id: rows[0].provider_subscription_id }).first()).status).toBe('cancelled');
  });
});

describe('checkout rules', () => {
  it('needs an Idempotency-Key and answers the first checkout when a key is repeated', async () => {
    const candidate = await registerCandidate(ctx);
    const missing = await ctx.inject({ method: 'POST', url: API.checkoutMembership, token: candidate.token, payload: { planCode: 'candidate-standard-month' } });
    expect(missing.statusCode).toBe(400);
    const key = randomUUID();
    const first = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month', key);
    const repeat = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month', key);
    expect(repeat.json().data).toEqual(first.json().data);
    expect(Number((await ctx.knex('subscriptions').where({ user_id: candidate.id }).count({ n: '*' }).first())!.n)).toBe(1);
  });

  it('refuses unknown plans with a field error and plans of the other audience with 403', async () => {
    const candidate = await registerCandidate(ctx);
    const unknown = await checkoutMembership(ctx, candidate.token, 'candidate-gold-month');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ planCode: 'Please choose one of the plans.' });
    await ctx.knex('membership_plans').where({ code: 'candidate-elite-year' }).update({ active: false });
    expect((await checkoutMembership(ctx, candidate.token, 'candidate-elite-year')).statusCode).toBe(422);
    await ctx.knex('membership_plans').where({ code: 'candidate-elite-year' }).update({ active: true });

    expect((await checkoutMembership(ctx, candidate.token, 'employer-standard-month')).statusCode).toBe(403);
    expect((await checkoutMembership(ctx, await ctx.login('employer'), 'candidate-standard-month')).statusCode).toBe(403);
    expect((await checkoutMembership(ctx, await ctx.login('manager'), 'employer-standard-month')).statusCode).toBe(403);
    expect((await checkoutMembership(ctx, await ctx.login('admin'), 'employer-standard-month')).statusCode).toBe(403);
  });

  it('sends only a same-site next path on to the thank-you page', async () => {
    const candidate = await registerCandidate(ctx);
    const safe = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month', randomUUID(), { next: '/signup/?step=4' });
    const checkout = await ctx.knex('sandbox_checkouts').where({ reference: String(safe.json().data.paymentId) }).first();
    expect(checkout.success_url).toContain(`next=${encodeURIComponent('/signup/?step=4')}`);
    expect(checkout.cancel_url).toBe(`http://localhost:3000/retry-payment/${safe.json().data.subscriptionId}`);

    const unsafe = await checkoutMembership(ctx, candidate.token, 'candidate-elite-month', randomUUID(), { next: '//evil.example/x' });
    const other = await ctx.knex('sandbox_checkouts').where({ reference: String(unsafe.json().data.paymentId) }).first();
    expect(other.success_url).not.toContain('evil');
  });

  it('lets an employer owner buy an employer plan', async () => {
    const token = await ctx.login('employer2');
    await buyPlan(ctx, token, 'employer-elite-month');
    const owner = await ctx.knex('users').where({ username: 'employer2' }).first('id', 'membership');
    expect(owner.membership).toBe('ELITE');
    const ledger = await ctx.inject({ method: 'GET', url: API.creditLedger, token });
    expect(ledger.json().balance.premium).toBeGreaterThanOrEqual(5);
  });
});

describe('credit packages', () => {
  it('lists the packages and grants a bought package to the employer account owner, bought by a team manager', async () => {
    const packages = await ctx.inject({ method: 'GET', url: API.creditPackages });
    expect(packages.json().data.map((row: { code: string }) => row.code)).toEqual(['job-credit-1', 'job-credits-5', 'premium-credit-1', 'recruiter-bundle']);
    expect(packages.json().data[3]).toMatchObject({ standardCredits: 5, premiumCredits: 3, amountMinor: 29900, displayPrice: '£299.00' });

    const owner = await userIdOf(ctx, 'employer');
    const manager = await ctx.login('manager');
    const before = (await ctx.inject({ method: 'GET', url: API.creditLedger, token: manager })).json().balance;
    const started = await ctx.inject({ method: 'POST', url: API.checkoutCreditPackage, token: manager, headers: { 'idempotency-key': randomUUID() }, payload: { packageCode: 'recruiter-bundle' } });
    expect(started.statusCode).toBe(200);
    const checkout = await ctx.knex('sandbox_checkouts').where({ reference: String(started.json().data.paymentId) }).first();
    expect(checkout.cancel_url).toBe('http://localhost:3000/employer/add-credits');
    expect((await payOnSandbox(ctx, started.json().data.checkoutUrl)).statusCode).toBe(303);

    const after = (await ctx.inject({ method: 'GET', url: API.creditLedger, token: await ctx.login('employer') })).json();
    expect(after.balance).toEqual({ standard: before.standard + 5, premium: before.premium + 3 });
    const managerId = await userIdOf(ctx, 'manager');
    expect(after.data.slice(0, 2).map((row: { reason: string; actorUserId: number; refId: string }) => [row.reason, row.actorUserId, row.refId])).toEqual([
      ['purchase', managerId, String(started.json().data.paymentId)],
      ['purchase', managerId, String(started.json().data.paymentId)],
    ]);
    expect(await ctx.knex('credit_ledger').where({ user_id: managerId, reason: 'purchase' }).first()).toBeUndefined();
    const ownerRows = await ctx.knex('credit_ledger').where({ user_id: owner, reason: 'purchase', ref_id: String(started.json().data.paymentId) }).orderBy('id');
    expect(ownerRows.map((row) => [row.kind, row.delta])).toEqual([['standard', 5], ['premium', 3]]);
  });

  it('refuses team members, candidates and unknown packages', async () => {
    const buy = async (token: string, packageCode: string) =>
      ctx.inject({ method: 'POST', url: API.checkoutCreditPackage, token, headers: { 'idempotency-key': randomUUID() }, payload: { packageCode } });
    expect((await buy(await ctx.login('member'), 'job-credit-1')).statusCode).toBe(403);
    expect((await buy(await ctx.login('candidate'), 'job-credit-1')).statusCode).toBe(403);
    const unknown = await buy(await ctx.login('employer'), 'free-credits');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ packageCode: 'Please choose one of the credit packages.' });
  });
});

describe('catalogue', () => {
  it('lists FREE..UNLIMITED with credits, §6 features and prices per interval', async () => {
    const response = await ctx.inject({ method: 'GET', url: `${API.membershipTypes}?audience=candidate` });
    expect(response.statusCode).toBe(200);
    const [free, standard, , unlimited] = response.json().data;
    expect(free).toMatchObject({ membership: 'FREE', label: 'Free', credits: { standard: 2, premium: 0 }, prices: {} });
    expect(free.features).toContain('jobAlerts');
    expect(free.features).not.toContain('cvSearchable');
    expect(standard).toMatchObject({
      membership: 'STANDARD',
      credits: { standard: 5, premium: 2 },
      prices: {
        month: { planCode: 'candidate-standard-month', amountMinor: 299, currency: 'GBP', displayPrice: '£2.99' },
        year: { planCode: 'candidate-standard-year', amountMinor: 2990, currency: 'GBP', displayPrice: '£29.90' },
      },
    });
    expect(standard.features).toEqual(expect.arrayContaining(['cvSearchable', 'contactDetails', 'premiumApplications']));
    expect(unlimited.features).toContain('contractAdvice');

    const employer = await ctx.inject({ method: 'GET', url: `${API.membershipTypes}?audience=employer` });
    expect(employer.json().data[1].prices.month).toMatchObject({ planCode: 'employer-standard-month', amountMinor: 4900 });
    expect((await ctx.inject({ method: 'GET', url: `${API.membershipTypes}?audience=club` })).statusCode).toBe(400);
  });
});

describe('subscription records', () => {
  it("lists the caller's own subscriptions newest first and hides others' (admins may read one)", async () => {
    const candidate = await registerCandidate(ctx);
    const { subscriptionId } = await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    await checkoutMembership(ctx, candidate.token, 'candidate-elite-year');
    const list = await ctx.inject({ method: 'POST', url: API.paymentSubscriptions, token: candidate.token, payload: { page: 1, limit: 10 } });
    expect(list.json().total).toBe(2);
    expect(list.json().data.map((row: { planCode: string; status: string }) => [row.planCode, row.status])).toEqual([
      ['candidate-elite-year', 'incomplete'],
      ['candidate-standard-month', 'active'],
    ]);
    const stranger = await registerCandidate(ctx);
    expect((await ctx.inject({ method: 'GET', url: subscriptionPath(subscriptionId), token: stranger.token })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'POST', url: subscriptionCancelPath(subscriptionId), token: stranger.token })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: subscriptionPath(subscriptionId), token: await ctx.login('admin') })).statusCode).toBe(200);
  });

  it('cancels an unpaid subscription at once and refuses to cancel it twice', async () => {
    const candidate = await registerCandidate(ctx);
    const { subscriptionId } = (await checkoutMembership(ctx, candidate.token, 'candidate-standard-month')).json().data;
    const cancelled = await ctx.inject({ method: 'POST', url: subscriptionCancelPath(subscriptionId), token: candidate.token });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', canCancel: false, canRetry: false });
    expect((await ctx.inject({ method: 'POST', url: subscriptionCancelPath(subscriptionId), token: candidate.token })).statusCode).toBe(409);
  });

  it('answers no billing portal for the sandbox', async () => {
    const candidate = await registerCandidate(ctx);
    const portal = await ctx.inject({ method: 'POST', url: API.billingPortal, token: candidate.token });
    expect(portal.json()).toEqual({ success: true, data: { url: null } });
  });
});
