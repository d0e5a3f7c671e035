import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, subscriptionRetryPath } from '@fj/shared';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, countRows, type TestContext } from './helpers';
import { candidateState, checkoutMembership, payOnSandbox } from './memberships-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => ctx?.close());

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
    const subscription = await ctx.inject({ method: 'GET', url: `/payment/subscriptions/${subscriptionId}`, token: candidate.token });
    expect(subscription.json().data).toMatchObject({ status: 'active', planCode: 'candidate-standard-month', displayAmount: '£2.99', canRetry: false, canCancel: true });
    const ledger = await ctx.knex('credit_ledger').where({ user_id: candidate.id, reason: 'plan_change_grant' }).orderBy('id');
    expect(ledger.map((row) => [row.kind, row.delta])).toEqual([['standard', 3], ['premium', 2]]);
  });
});
