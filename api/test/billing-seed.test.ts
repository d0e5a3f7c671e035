import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, CV_PRODUCT_SLUG } from '@fj/seeds/products';
import { createTestContext, type TestContext } from './helpers';
import { userIdOf } from './apply-fixtures';
import { balancesOffTheLedger } from './credit-ledger-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const WEB_PUBLIC = fileURLToPath(new URL('../../web/public/', import.meta.url));
const RECEIPT = /^FJ-\d{4}-\d{6}$/;

const subscriptionsOf = async (username: string) =>
  ctx.knex('subscriptions').where({ user_id: await userIdOf(ctx.knex, username) }).orderBy('id');
const paymentsOf = async (username: string) => ctx.knex('payments').where({ user_id: await userIdOf(ctx.knex, username) }).orderBy('id');
const dashboard = async (username: string) =>
  (await ctx.inject({ method: 'GET', url: '/get-dashboard-data?skip_cache=1', token: await ctx.login(username) })).json().data;

describe('shop products', () => {
  it('seeds eight active career services in GBP with an image the SPA serves, the CV service first', async () => {
    // Coaching courses sold in the shop are the coaching seed's (coaching-seed.test.ts).
    const products = await ctx.knex('products').where({ active: true }).whereNotIn('id', ctx.knex('coaching_courses').whereNotNull('product_id').select('product_id')).orderBy('sort');
    expect(products).toHaveLength(8);
    expect(products[0]).toMatchObject({ slug: CV_PRODUCT_SLUG, title: 'Football-specific CV write & design', currency: 'GBP' });
    expect(products.map((product) => product.slug)).toEqual(DEMO_PRODUCTS.map((product) => product.slug));
    for (const product of products) {
      expect(Number.isInteger(product.price_minor) && product.price_minor > 0, product.slug).toBe(true);
      expect(product.summary.length, product.slug).toBeGreaterThan(20);
      // Plain text in paragraphs: the product page shows it as text, never as markup.
      expect(product.description.split('\n\n').length, product.slug).toBeGreaterThan(1);
      expect(product.description, product.slug).not.toMatch(/[<>]/);
      expect(existsSync(join(WEB_PUBLIC, product.image_url)), product.image_url).toBe(true);
    }
  });
});

describe('memberships and payments', () => {
  it("keeps every account's membership equal to its live subscription's, FREE without one", async () => {
    const mismatches = await ctx.knex.raw(`
      SELECT u.id, u.membership, s.membership AS live FROM users u
      LEFT JOIN subscriptions s ON s.user_id = u.id AND s.status IN ('active', 'past_due')
      WHERE u.membership <> COALESCE(s.membership, 'FREE')`);
    expect(mismatches.rows).toEqual([]);
    // The generated CV-database candidates with paid tiers hold active subscriptions, so both kinds exist.
    const paidCandidates = await ctx.knex('users').whereNot({ membership: 'FREE' }).whereRaw(`roles @> ARRAY['candidate']::text[]`).count<{ count: string }[]>({ count: '*' }).first();
    expect(Number(paidCandidates?.count)).toBeGreaterThan(10);
  });

  it('subscriber: STANDARD monthly, active in its current period, three paid months with receipts, 5/2 credits', async () => {
    const [subscription, ...others] = await subscriptionsOf('subscriber');
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({ plan_code: 'candidate-standard-month', membership: 'STANDARD', status: 'active', amount_minor: 299, currency: 'GBP', cancel_at_period_end: false });
    expect(new Date(subscription.current_period_start).getTime()).toBeLessThan(Date.now());
    expect(new Date(subscription.current_period_end).getTime()).toBeGreaterThan(Date.now());
    const payments = await paymentsOf('subscriber');
    expect(payments.map((payment) => [payment.status, payment.purpose, payment.subscription_id, payment.amount_minor])).toEqual(
      Array.from({ length: 3 }, () => ['succeeded', 'subscription', subscription.id, 299]),
    );
    expect(payments.every((payment) => RECEIPT.test(payment.receipt_number) && payment.paid_at !== null)).toBe(true);
    expect(payments[0].idempotency_key).not.toMatch(/^invoice:/);
    expect(payments.slice(1).every((payment) => payment.idempotency_key.startsWith('invoice:'))).toBe(true);
    expect(new Date(payments[2].paid_at).getTime()).toBe(new Date(subscription.current_period_start).getTime());
    expect(await dashboard('subscriber')).toMatchObject({ membership: 'STANDARD', standardCredits: 5, premiumCredits: 2 });
  });

  it('pastdue: ELITE kept while past due after a declined renewal', async () => {
    const [subscription] = await subscriptionsOf('pastdue');
    expect(subscription).toMatchObject({ membership: 'ELITE', status: 'past_due' });
    expect(new Date(subscription.current_period_end).getTime()).toBeLessThan(Date.now());
    const payments = await paymentsOf('pastdue');
    expect(payments.map((payment) => payment.status)).toEqual(['succeeded', 'failed']);
    expect(payments[1]).toMatchObject({ failure_message: 'Your card was declined.', receipt_number: null, paid_at: null, subscription_id: subscription.id });
    expect(payments[1].idempotency_key).toMatch(/^invoice:/);
    expect(await dashboard('pastdue')).toMatchObject({ membership: 'ELITE', standardCredits: 10, premiumCredits: 5 });
  });

  it('lapsed: a STANDARD plan cancelled at period end, ended, back on FREE', async () => {
    const [subscription] = await subscriptionsOf('lapsed');
    expect(subscription).toMatchObject({ membership: 'STANDARD', status: 'cancelled', cancel_at_period_end: true });
    expect(new Date(subscription.ended_at).getTime()).toBe(new Date(subscription.current_period_end).getTime());
    expect(new Date(subscription.cancelled_at).getTime()).toBeLessThan(new Date(subscription.ended_at).getTime());
    expect((await paymentsOf('lapsed')).map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
    expect(await dashboard('lapsed')).toMatchObject({ membership: 'FREE', standardCredits: 2, premiumCredits: 0 });
  });

  it('employer2: a declined checkout, then a paid Recruiter bundle credited as purchase ledger rows; still FREE', async () => {
    const owner = await userIdOf(ctx.knex, 'employer2');
    const payments = await paymentsOf('employer2');
    expect(payments.map((payment) => [payment.purpose, payment.package_code, payment.status])).toEqual([
      ['credit_package', 'job-credits-5', 'failed'],
      ['credit_package', 'recruiter-bundle', 'succeeded'],
    ]);
    expect(payments[1]).toMatchObject({ amount_minor: 29900, currency: 'GBP', receipt_number: expect.stringMatching(RECEIPT) });
    const purchase = await ctx.knex('credit_ledger').where({ user_id: owner, reason: 'purchase' }).orderBy('id');
    expect(purchase.map((row) => [row.kind, row.delta, row.ref_type, row.ref_id])).toEqual([
      ['standard', 5, 'payment', String(payments[1].id)],
      ['premium', 3, 'payment', String(payments[1].id)],
    ]);
    expect(await ctx.knex('credit_balances').where({ user_id: owner }).first()).toMatchObject({ standard: 7, premium: 3 });
    expect(await ctx.knex('users').where({ id: owner }).first()).toMatchObject({ membership: 'FREE' });
  });

  it('candidate: one paid order of two services with its payment, an empty basket, FREE with 2/0 credits', async () => {
    const candidate = await userIdOf(ctx.knex, 'candidate');
    const [order, ...others] = await ctx.knex('orders').where({ user_id: candidate });
    expect(others).toEqual([]);
    const items = await ctx.knex('order_items').where({ order_id: order.id }).orderBy('id');
    expect(items.map((item) => item.title)).toEqual(['Football-specific CV write & design', 'Interview coaching session']);
    expect(order).toMatchObject({ status: 'paid', currency: 'GBP', total_minor: items.reduce((sum, item) => sum + item.line_total_minor, 0) });
    expect(await paymentsOf('candidate')).toMatchObject([{ purpose: 'order', order_id: order.id, status: 'succeeded', amount_minor: order.total_minor, receipt_number: expect.stringMatching(RECEIPT) }]);
    expect(await ctx.knex('cart_items').where({ user_id: candidate })).toEqual([]);
    expect(await subscriptionsOf('candidate')).toEqual([]);
    expect(await ctx.knex('credit_balances').where({ user_id: candidate }).first()).toMatchObject({ standard: 2, premium: 0 });
  });

  it('follows the payment rules: purpose links, receipts only when paid and in payment order, unique keys', async () => {
    const payments = await ctx.knex('payments').orderBy([{ column: 'paid_at' }, { column: 'id' }]);
    for (const payment of payments) {
      const link = { subscription: payment.subscription_id, credit_package: payment.package_code, order: payment.order_id }[payment.purpose as string];
      expect(link, `payment ${payment.id}`).not.toBeNull();
      expect(payment.receipt_number !== null, `payment ${payment.id}`).toBe(payment.status === 'succeeded');
      expect(payment.failure_message !== null, `payment ${payment.id}`).toBe(payment.status === 'failed');
    }
    const receipts = payments.filter((payment) => payment.receipt_number).map((payment) => Number(payment.receipt_number.slice(-6)));
    expect(receipts).toEqual([...receipts].sort((a, b) => a - b));
    expect(new Set(receipts).size).toBe(receipts.length);
    // A payment made now gets the next number, never one the seed used.
    const next = await ctx.knex.raw(`SELECT nextval('receipt_number_seq') AS n`);
    expect(Number(next.rows[0].n)).toBe(Math.max(...receipts) + 1);
  });

  it("balances equal each holder's newest ledger row of the kind", async () => {
    expect(await balancesOffTheLedger(ctx.knex)).toEqual([]);
  });

  it("keeps the sandbox provider's side in step: one renewing subscription per seeded subscription", async () => {
    const rows = await ctx.knex('subscriptions as s')
      .join('sandbox_subscriptions as sb', 'sb.id', 's.provider_subscription_id')
      .select('s.id', 's.status', 'sb.status as provider_status', 'sb.reference', 's.current_period_end', 'sb.current_period_end as provider_period_end');
    expect(rows.length).toBe(Number((await ctx.knex('subscriptions').count<{ count: string }[]>({ count: '*' }).first())?.count));
    for (const row of rows) {
      expect(row.reference).toBe(String(row.id));
      expect(row.provider_status).toBe(row.status);
      expect(new Date(row.provider_period_end).getTime()).toBe(new Date(row.current_period_end).getTime());
    }
  });
});
