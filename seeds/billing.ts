import type { Knex } from 'knex';
import { MEMBERSHIP_CREDITS, MEMBERSHIPS, SANDBOX_TEST_CARDS, labelOf, type Membership } from '@fj/shared';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { insertDemoUser } from './demo-users';
import { CV_PRODUCT_SLUG, seedProducts } from './products';

/**
 * Demo memberships, payments and shop orders (docs/payments.md), written as the sandbox provider and the webhook
 * handler would have left them (run last, in the seed transaction):
 *
 * - `subscriber`: STANDARD monthly, active, three paid months with receipts.
 * - `pastdue`: ELITE monthly whose renewal was declined three days ago: past_due, access kept.
 * - `lapsed`: STANDARD monthly cancelled at period end, the period is over, back on FREE.
 * - `elite`: ELITE monthly, active, two paid months (share cards).
 * - `unlimited`: UNLIMITED monthly, active, four paid months (community, contract advice, interviews).
 * - `employer2`: a declined then a paid Recruiter bundle, with the `purchase` ledger rows.
 * - `candidate`: one paid shop order (two services), empty basket. `candidate` and the demo employers stay on FREE,
 *   whose credits the other journeys and tests count on.
 * - every other seeded account with a paid membership (generated CV-database candidates) gets the active
 *   subscription and the payment that pay for it, so `users.membership` is always the live subscription's.
 *
 * Succeeded payments get receipt numbers from `receipt_number_seq` in the order they were paid.
 */

const DAY_MS = 86_400_000;
const PROVIDER = 'sandbox';
const DECLINED = 'Your card was declined.';

export interface BillingSeedOptions {
  passwordHash: string;
  now?: Date;
}

interface Plan {
  code: string;
  audience: 'candidate' | 'employer';
  membership: Membership;
  interval: 'month' | 'year';
  amount_minor: number;
  currency: string;
}

interface CreditPackage {
  code: string;
  title: string;
  standard_credits: number;
  premium_credits: number;
  amount_minor: number;
  currency: string;
}

interface SeedSubscription {
  userId: number;
  plan: Plan;
  status: 'active' | 'past_due' | 'cancelled';
  /** Start of the first paid period. */
  startedAt: Date;
  /** Periods paid (the first checkout plus renewals). */
  paidPeriods: number;
  /** A renewal after the paid periods was declined (past_due). */
  failedRenewal?: boolean;
  /** Cancellation requested at this moment, effective at the end of the last paid period. */
  cancelRequestedAt?: Date;
  key: string;
}

/** The same day `months` later in UTC, or the month's last day when it is shorter (as the sandbox renews). */
export function addMonths(moment: Date, months: number): Date {
  const target = new Date(moment.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(moment.getUTCDate(), lastDay));
  return target;
}

const periodEnd = (start: Date, interval: 'month' | 'year') => addMonths(start, interval === 'year' ? 12 : 1);

/** As the memberships checkout describes a plan. */
const planTitle = (plan: Plan) =>
  `Football Jobs ${labelOf(MEMBERSHIPS, plan.membership) ?? plan.membership} membership (${plan.interval === 'year' ? 'yearly' : 'monthly'})`;

/** The sandbox provider's ids: an invoice is named after its subscription and the end of the period it renews. */
const epochOf = (moment: Date) => Math.floor(moment.getTime() / 1000);
const invoiceKey = (providerSubscriptionId: string, renewedPeriodEnd: Date) =>
  `invoice:in_sandbox_${providerSubscriptionId.replace(/^sub_sandbox_/, '')}_${epochOf(renewedPeriodEnd)}`;

export async function seedBilling(trx: Knex.Transaction, options: BillingSeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const period = now.toISOString().slice(0, 7);
  const products = await seedProducts(trx);
  const accounts = await insertBillingDemoAccounts(trx, options.passwordHash);
  const userId = async (username: string): Promise<number> => {
    const known = accounts.get(username);
    if (known !== undefined) return known;
    const row = await trx('users').where({ username }).first<{ id: number } | undefined>('id');
    if (!row) throw new Error(`Billing seed: run after the demo account ${username}`);
    return row.id;
  };
  const plans = new Map<string, Plan>((await trx('membership_plans').select('*')).map((plan: Plan) => [plan.code, plan]));
  const plan = (code: string): Plan => {
    const found = plans.get(code);
    if (!found) throw new Error(`Billing seed: unknown plan ${code}`);
    return found;
  };

  const subscriber = await userId('subscriber');
  const pastDue = await userId('pastdue');
  const lapsed = await userId('lapsed');
  const elite = await userId('elite');
  const unlimited = await userId('unlimited');
  const subscriptions: SeedSubscription[] = [
    { userId: subscriber, plan: plan('candidate-standard-month'), status: 'active', startedAt: addMonths(new Date(now.getTime() - 10 * DAY_MS), -2), paidPeriods: 3, key: 'subscriber' },
    { userId: pastDue, plan: plan('candidate-elite-month'), status: 'past_due', startedAt: addMonths(new Date(now.getTime() - 3 * DAY_MS), -1), paidPeriods: 1, failedRenewal: true, key: 'pastdue' },
    {
      userId: lapsed,
      plan: plan('candidate-standard-month'),
      status: 'cancelled',
      startedAt: addMonths(new Date(now.getTime() - 5 * DAY_MS), -2),
      paidPeriods: 2,
      cancelRequestedAt: addMonths(new Date(now.getTime() - 20 * DAY_MS), -1),
      key: 'lapsed',
    },
    { userId: elite, plan: plan('candidate-elite-month'), status: 'active', startedAt: addMonths(new Date(now.getTime() - 6 * DAY_MS), -1), paidPeriods: 2, key: 'elite' },
    { userId: unlimited, plan: plan('candidate-unlimited-month'), status: 'active', startedAt: addMonths(new Date(now.getTime() - 4 * DAY_MS), -3), paidPeriods: 4, key: 'unlimited' },
    ...(await subscriptionsForPaidMemberships(trx, plans, now, [subscriber, pastDue, lapsed, elite, unlimited])),
  ];
  for (const subscription of subscriptions) await insertSubscription(trx, subscription);

  // Memberships follow the live subscriptions; this month's allowance follows the membership (§9).
  await trx('users').where({ id: subscriber }).update({ membership: 'STANDARD', profile_type: 'analyst' });
  await trx('users').where({ id: pastDue }).update({ membership: 'ELITE', profile_type: 'coach' });
  await trx('users').where({ id: lapsed }).update({ membership: 'FREE', profile_type: 'scout' });
  await trx('users').where({ id: elite }).update({ membership: 'ELITE', profile_type: 'coach' });
  await trx('users').where({ id: unlimited }).update({ membership: 'UNLIMITED', profile_type: 'player' });
  for (const [holder, membership] of [[subscriber, 'STANDARD'], [pastDue, 'ELITE'], [lapsed, 'FREE'], [elite, 'ELITE'], [unlimited, 'UNLIMITED']] as const) {
    for (const kind of ['standard', 'premium'] as const) {
      await addCredits(trx, holder, kind, MEMBERSHIP_CREDITS[membership][kind], { reason: 'monthly_grant', period });
    }
  }

  await seedCreditPurchase(trx, await userId('employer2'), now);
  await seedShopOrder(trx, await userId('candidate'), products, new Date(now.getTime() - 12 * DAY_MS));
  await numberReceipts(trx);
}

async function insertBillingDemoAccounts(trx: Knex.Transaction, passwordHash: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const demo of DEMO_ACCOUNTS.filter((account) => account.billingDemo)) {
    ids.set(demo.username, await insertDemoUser(trx, demo, passwordHash));
  }
  return ids;
}

/**
 * Seeded accounts whose membership was set without a subscription (the generated candidates): an active plan of
 * that membership, monthly or (every fourth) yearly, whose current period began within the interval.
 */
async function subscriptionsForPaidMemberships(trx: Knex.Transaction, plans: Map<string, Plan>, now: Date, skip: number[]): Promise<SeedSubscription[]> {
  const users: { id: number; membership: string; roles: string[] }[] = await trx('users')
    .select('id', 'membership', 'roles')
    .whereNot({ membership: 'FREE' })
    .whereNotIn('id', skip)
    .whereNull('deleted_at')
    .orderBy('id');
  return users.map((user) => {
    const audience = user.roles.includes('candidate') ? 'candidate' : 'employer';
    const interval = user.id % 4 === 0 ? 'year' : 'month';
    const code = `${audience}-${user.membership.toLowerCase()}-${interval}`;
    const plan = plans.get(code);
    if (!plan) throw new Error(`Billing seed: no plan ${code} for user ${user.id}`);
    const daysIntoPeriod = 1 + ((user.id * 7) % (interval === 'year' ? 330 : 27));
    return { userId: user.id, plan, status: 'active' as const, startedAt: new Date(now.getTime() - daysIntoPeriod * DAY_MS), paidPeriods: 1, key: `member-${user.id}` };
  });
}

/** One subscription with its payments (first checkout, then renewals) and the sandbox provider's side of it. */
async function insertSubscription(trx: Knex.Transaction, seed: SeedSubscription): Promise<void> {
  const { plan } = seed;
  // Each renewal starts where the previous period ended, as the provider bills.
  const periodStarts = [seed.startedAt];
  while (periodStarts.length < seed.paidPeriods) periodStarts.push(periodEnd(periodStarts[periodStarts.length - 1]!, plan.interval));
  const currentStart = periodStarts[periodStarts.length - 1]!;
  const currentEnd = periodEnd(currentStart, plan.interval);
  const customerId = `cus_sandbox_seed_${seed.userId}`;
  const providerSubscriptionId = `sub_sandbox_seed_${seed.key}`;
  const cancelled = seed.status === 'cancelled';

  const [subscription] = await trx('subscriptions')
    .insert({
      user_id: seed.userId,
      plan_code: plan.code,
      membership: plan.membership,
      interval: plan.interval,
      amount_minor: plan.amount_minor,
      currency: plan.currency,
      status: seed.status,
      provider: PROVIDER,
      provider_customer_id: customerId,
      provider_subscription_id: providerSubscriptionId,
      current_period_start: currentStart,
      current_period_end: currentEnd,
      cancel_at_period_end: seed.cancelRequestedAt !== undefined,
      cancelled_at: seed.cancelRequestedAt ?? null,
      ended_at: cancelled ? currentEnd : null,
      created_at: seed.startedAt,
      updated_at: cancelled ? currentEnd : seed.failedRenewal ? currentEnd : currentStart,
    })
    .returning(['id']);

  const description = planTitle(plan);
  const payments: Record<string, unknown>[] = periodStarts.map((paidAt, index) => ({
    user_id: seed.userId,
    purpose: 'subscription',
    subscription_id: subscription.id,
    description,
    amount_minor: plan.amount_minor,
    currency: plan.currency,
    status: 'succeeded',
    provider: PROVIDER,
    provider_checkout_id: index === 0 ? `cs_sandbox_seed_${seed.key}` : null,
    provider_payment_ref: `pi_sandbox_seed_${seed.key}_${index + 1}`,
    idempotency_key: index === 0 ? `seed-checkout-${seed.key}` : invoiceKey(providerSubscriptionId, paidAt),
    paid_at: paidAt,
    created_at: paidAt,
    updated_at: paidAt,
  }));
  if (seed.failedRenewal) {
    const attemptedAt = currentEnd;
    payments.push({
      ...payments[0]!,
      status: 'failed',
      provider_checkout_id: null,
      provider_payment_ref: null,
      idempotency_key: invoiceKey(providerSubscriptionId, attemptedAt),
      failure_message: DECLINED,
      paid_at: null,
      created_at: attemptedAt,
      updated_at: attemptedAt,
    });
  }
  await trx('payments').insert(payments);

  await trx('sandbox_subscriptions').insert({
    id: providerSubscriptionId,
    customer_id: customerId,
    reference: String(subscription.id),
    card: seed.failedRenewal ? SANDBOX_TEST_CARDS.decline : SANDBOX_TEST_CARDS.success,
    description,
    amount_minor: plan.amount_minor,
    currency: plan.currency,
    interval: plan.interval,
    status: seed.status,
    current_period_start: currentStart,
    current_period_end: currentEnd,
    cancel_at_period_end: seed.cancelRequestedAt !== undefined,
    created_at: seed.startedAt,
  });
}

/** employer2: a declined Five job posts checkout, then a paid Recruiter bundle credited to the account owner. */
async function seedCreditPurchase(trx: Knex.Transaction, ownerId: number, now: Date): Promise<void> {
  const rows: CreditPackage[] = await trx('credit_packages').select('*');
  const packages = new Map(rows.map((row) => [row.code, row]));
  const declined = packages.get('job-credits-5');
  const bundle = packages.get('recruiter-bundle');
  if (!declined || !bundle) throw new Error('Billing seed: the credit packages of the payments migration are missing');
  const failedAt = new Date(now.getTime() - 25 * 60_000);
  const paidAt = new Date(now.getTime() - 20 * 60_000);
  const base = { user_id: ownerId, purpose: 'credit_package', provider: PROVIDER };
  await trx('payments').insert({
    ...base,
    package_code: declined.code,
    description: declined.title,
    amount_minor: declined.amount_minor,
    currency: declined.currency,
    status: 'failed',
    provider_checkout_id: 'cs_sandbox_seed_employer2_1',
    idempotency_key: 'seed-checkout-employer2-1',
    failure_message: DECLINED,
    created_at: failedAt,
    updated_at: failedAt,
  });
  const [payment] = await trx('payments')
    .insert({
      ...base,
      package_code: bundle.code,
      description: bundle.title,
      amount_minor: bundle.amount_minor,
      currency: bundle.currency,
      status: 'succeeded',
      provider_checkout_id: 'cs_sandbox_seed_employer2_2',
      provider_payment_ref: 'pi_sandbox_seed_employer2_2',
      idempotency_key: 'seed-checkout-employer2-2',
      paid_at: paidAt,
      created_at: paidAt,
      updated_at: paidAt,
    })
    .returning(['id']);
  const ref = { reason: 'purchase', ref_type: 'payment', ref_id: String(payment.id), actor_user_id: ownerId };
  if (bundle.standard_credits > 0) await addCredits(trx, ownerId, 'standard', bundle.standard_credits, ref);
  if (bundle.premium_credits > 0) await addCredits(trx, ownerId, 'premium', bundle.premium_credits, ref);
}

/** The demo candidate's paid order of two services (the basket it came from is empty again). */
async function seedShopOrder(trx: Knex.Transaction, buyerId: number, products: Awaited<ReturnType<typeof seedProducts>>, paidAt: Date): Promise<void> {
  const lines = [CV_PRODUCT_SLUG, 'interview-coaching-session'].map((slug) => {
    const product = products.get(slug);
    if (!product) throw new Error(`Billing seed: no product ${slug}`);
    return { product_id: product.id, title: product.title, list_price_minor: product.price_minor, unit_price_minor: product.price_minor, discount_minor: 0, quantity: 1, line_total_minor: product.price_minor };
  });
  const total = lines.reduce((sum, line) => sum + line.line_total_minor, 0);
  const [order] = await trx('orders')
    .insert({ user_id: buyerId, status: 'paid', total_minor: total, currency: 'GBP', paid_at: paidAt, created_at: paidAt, updated_at: paidAt })
    .returning(['id']);
  await trx('order_items').insert(lines.map((line) => ({ ...line, order_id: order.id })));
  await trx('payments').insert({
    user_id: buyerId,
    purpose: 'order',
    order_id: order.id,
    description: `Shop order #${order.id} (${lines.length} items)`,
    amount_minor: total,
    currency: 'GBP',
    status: 'succeeded',
    provider: PROVIDER,
    provider_checkout_id: 'cs_sandbox_seed_candidate_order_1',
    provider_payment_ref: 'pi_sandbox_seed_candidate_order_1',
    idempotency_key: 'seed-checkout-candidate-order-1',
    paid_at: paidAt,
    created_at: paidAt,
    updated_at: paidAt,
  });
}

/** Adds to a holder's balance with its ledger row, as grantCredits does (balance_after is the new balance). */
async function addCredits(
  trx: Knex.Transaction,
  userId: number,
  kind: 'standard' | 'premium',
  delta: number,
  row: { reason: string; period?: string; ref_type?: string; ref_id?: string; actor_user_id?: number },
): Promise<void> {
  await trx.raw('INSERT INTO credit_balances (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING', [userId]);
  const balance = await trx('credit_balances').where({ user_id: userId }).first<Record<string, number>>(kind);
  const after = Number(balance[kind]) + delta;
  await trx('credit_balances').where({ user_id: userId }).update({ [kind]: after });
  await trx('credit_ledger').insert({ user_id: userId, kind, delta, balance_after: after, period: null, ...row });
}

/** Receipt numbers FJ-<year>-<000001> in the order the payments succeeded, as the webhook would have issued them. */
async function numberReceipts(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`
    WITH paid AS (
      SELECT id, paid_at FROM payments WHERE status = 'succeeded' AND receipt_number IS NULL ORDER BY paid_at, id
    ), numbered AS (
      SELECT id, paid_at, nextval('receipt_number_seq') AS n FROM paid
    )
    UPDATE payments p
    SET receipt_number = 'FJ-' || to_char(numbered.paid_at AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(numbered.n::text, 6, '0')
    FROM numbered WHERE p.id = numbered.id`);
}
