import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, subscriptionRetryPath } from '@fj/shared';
import { IDEMPOTENCY_KEY_REUSED } from '../src/modules/payments/checkout.service';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { checkoutMembership, payOnSandbox } from './memberships-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => ctx?.close());

const subscriptionsOf = (userId: number) => ctx.knex('subscriptions').where({ user_id: userId }).orderBy('id');
const paymentsOf = (userId: number) => ctx.knex('payments').where({ user_id: userId }).orderBy('id');

describe('Idempotency-Key (Stripe\'s rule)', () => {
  it('answers 422 when a key is reused with a different request, and the first checkout again for the same one', async () => {
    const candidate = await registerCandidate(ctx);
    const key = randomUUID();
    const first = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month', key);
    expect(first.statusCode).toBe(200);

    const otherPlan = await checkoutMembership(ctx, candidate.token, 'candidate-elite-month', key);
    expect(otherPlan.statusCode).toBe(422);
    expect(otherPlan.json()).toMatchObject({ success: false, statusCode: 422, code: 'idempotency-key-reused', message: IDEMPOTENCY_KEY_REUSED });
    const otherNext = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month', key, { next: '/signup/?step=4' });
    expect(otherNext.statusCode).toBe(422);
    const otherKind = await ctx.inject({ method: 'POST', url: subscriptionRetryPath(first.json().data.subscriptionId), token: candidate.token, headers: { 'idempotency-key': key } });
    expect(otherKind.statusCode).toBe(422);

    const same = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month', key);
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toEqual(first.json().data);
    expect(await subscriptionsOf(candidate.id)).toHaveLength(1);
    expect(await paymentsOf(candidate.id)).toHaveLength(1);
    expect((await paymentsOf(candidate.id))[0].request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps keys per account: another account may use the same key for anything', async () => {
    const [one, two] = [await registerCandidate(ctx), await registerCandidate(ctx)];
    const key = randomUUID();
    expect((await checkoutMembership(ctx, one.token, 'candidate-standard-month', key)).statusCode).toBe(200);
    expect((await checkoutMembership(ctx, two.token, 'candidate-elite-month', key)).statusCode).toBe(200);
  });
});

describe('one unpaid checkout per account and plan', () => {
  it('replaces (cancels) the older unpaid checkout of the same plan, keeps other plans', async () => {
    const candidate = await registerCandidate(ctx);
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await checkoutMembership(ctx, candidate.token, 'candidate-standard-month'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const elite = await checkoutMembership(ctx, candidate.token, 'candidate-elite-month');
    expect(elite.statusCode).toBe(200);

    const subscriptions = await subscriptionsOf(candidate.id);
    expect(subscriptions.map((row) => [row.plan_code, row.status])).toEqual([
      ['candidate-standard-month', 'cancelled'],
      ['candidate-standard-month', 'cancelled'],
      ['candidate-standard-month', 'incomplete'],
      ['candidate-elite-month', 'incomplete'],
    ]);
    expect((await paymentsOf(candidate.id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'pending', 'pending']);
    expect(subscriptions[2].id).toBe(answers[2].json().data.subscriptionId);
  });

  it('leaves at most one unpaid checkout when many start at once with fresh keys', async () => {
    const candidate = await registerCandidate(ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkoutMembership(ctx, candidate.token, 'candidate-standard-month')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const unpaid = (await subscriptionsOf(candidate.id)).filter((row) => row.status === 'incomplete');
    expect(unpaid).toHaveLength(1);
  });

  it('still grants what a customer paid for on a replaced checkout page left open', async () => {
    const candidate = await registerCandidate(ctx);
    const old = await checkoutMembership(ctx, candidate.token, 'candidate-standard-month');
    await checkoutMembership(ctx, candidate.token, 'candidate-standard-month');
    expect((await payOnSandbox(ctx, old.json().data.checkoutUrl)).statusCode).toBe(303);
    const paid = await ctx.knex('subscriptions').where({ id: old.json().data.subscriptionId }).first();
    expect(paid.status).toBe('active');
    const me = await ctx.knex('users').where({ id: candidate.id }).first('membership');
    expect(me.membership).toBe('STANDARD');
  });

  it('answers 422 to a credit package key reused for another package', async () => {
    const employer = await ctx.login('employer');
    const key = randomUUID();
    expect((await ctx.inject({ method: 'POST', url: API.checkoutCreditPackage, token: employer, headers: { 'idempotency-key': key }, payload: { packageCode: 'recruiter-bundle' } })).statusCode).toBe(200);
    const other = await ctx.inject({ method: 'POST', url: API.checkoutCreditPackage, token: employer, headers: { 'idempotency-key': key }, payload: { packageCode: 'job-credits-5' } });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency-key-reused');
  });
});
