import { randomUUID } from 'node:crypto';
import { API, SANDBOX_TEST_CARDS } from '@fj/shared';
import { deriveSandboxWebhookSecret, SIGNATURE_HEADER, signPayload } from '../src/modules/payments/providers/sandbox';
import { TEST_JWT_SECRET, type TestContext } from './helpers';

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
  return { membership: data.membership as string, status: data.membershipStatus as string, interval: data.interval as string | null, subscriptionId: data.subscriptionId as number | null, credits: `${data.standardCredits}/${data.premiumCredits}` };
}

export const userIdOf = async (ctx: TestContext, username: string): Promise<number> => (await ctx.knex('users').where({ username }).first('id')).id;

/** Signs an event body as the sandbox does and posts it to the webhook route (a provider's delivery, or a replay). */
export function deliverSandboxEvent(ctx: TestContext, body: unknown, at: Date = new Date()) {
  const raw = JSON.stringify(body);
  return ctx.inject({
    method: 'POST',
    url: API.paymentWebhook.replace(':provider', 'sandbox'),
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(deriveSandboxWebhookSecret(TEST_JWT_SECRET), raw, at) },
    payload: raw,
  });
}

/** Buys a plan with the success card and answers the subscription id (the candidate is then on that plan). */
export async function buyPlan(ctx: TestContext, token: string, planCode: string): Promise<{ subscriptionId: number; paymentId: number }> {
  const started = await checkoutMembership(ctx, token, planCode);
  if (started.statusCode !== 200) throw new Error(`checkout: ${started.statusCode} ${started.body}`);
  const paid = await payOnSandbox(ctx, started.json().data.checkoutUrl);
  if (paid.statusCode !== 303) throw new Error(`sandbox page: ${paid.statusCode}`);
  return { subscriptionId: started.json().data.subscriptionId, paymentId: started.json().data.paymentId };
}
