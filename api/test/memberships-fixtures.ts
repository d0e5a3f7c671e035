import { randomUUID } from 'node:crypto';
import { API, SANDBOX_TEST_CARDS } from '@fj/shared';
import type { TestContext } from './helpers';

export type SandboxCard = keyof typeof SANDBOX_TEST_CARDS;

/** POST /payment/checkout/membership with a fresh Idempotency-Key (or the one given). */
export const checkoutMembership = (ctx: TestContext, token: string, planCode: string, key: string = randomUUID(), extra: Record<string, unknown> = {}) =>
  ctx.inject({ method: 'POST', url: API.checkoutMembership, token, headers: { 'idempotency-key': key }, payload: { planCode, ...extra } });

/** Pays on the sandbox's hosted page as a customer would (form post); answers the page's response. */
export function payOnSandbox(ctx: TestContext, checkoutUrl: string, card: SandboxCard = 'success') {
  const form = new URLSearchParams({ cardNumber: SANDBOX_TEST_CARDS[card], expiry: '12/39', cvc: '123', name: 'Casey Candidate' });
  return ctx.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** The candidate dashboard's membership and credits (credits via the real ledger). */
export async function candidateState(ctx: TestContext, token: string) {
  const response = await ctx.inject({ method: 'GET', url: `${API.dashboardData}?skip_cache=1`, token });
  if (response.statusCode !== 200) throw new Error(`dashboard: ${response.statusCode} ${response.body}`);
  const data = response.json().data;
  return { membership: data.membership as string, status: data.membershipStatus as string, interval: data.interval as string | null, credits: `${data.standardCredits}/${data.premiumCredits}` };
}

export const userIdOf = async (ctx: TestContext, username: string): Promise<number> => (await ctx.knex('users').where({ username }).first('id')).id;
