import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, orderPath, SANDBOX_TEST_CARDS, withQuery } from '@fj/shared';
import { countRows, createTestContext, type TestContext } from './helpers';
import { insertProducts, type TestProduct } from './shop-fixtures';
import { IDEMPOTENCY_KEY_REUSED } from '../src/modules/payments/checkout.service';

let ctx: TestContext;
let candidate: string;
let employer: string;
let admin: string;
let candidateId: number;
let scarf: TestProduct;
let guide: TestProduct;
let ball: TestProduct;

const cart = async (token: string) => (await ctx.inject({ method: 'GET', url: API.cartDetail, token })).json().data;
const add = (token: string, productId: number, quantity = 1) => ctx.inject({ method: 'POST', url: API.cartItems, token, payload: { productId, quantity } });
const checkout = (token: string, key: string = randomUUID()) =>
  ctx.inject({ method: 'POST', url: API.cartCheckout, token, headers: { 'idempotency-key': key } });
const order = (token: string, id: number) => ctx.inject({ method: 'GET', url: orderPath(id), token });
const ordersOfCandidate = async () => Number((await ctx.knex('orders').where({ user_id: candidateId }).count<{ count: string }[]>({ count: '*' }).first())?.count ?? 0);

/** The sandbox's hosted page, posted as the buyer's browser would. */
const payOnSandbox = (checkoutUrl: string, card: keyof typeof SANDBOX_TEST_CARDS) =>
  ctx.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: SANDBOX_TEST_CARDS[card], expiry: '12/39', cvc: '123', name: 'Casey Candidate' }).toString(),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  [candidate, employer, admin] = await Promise.all([ctx.login('candidate'), ctx.login('employer'), ctx.login('admin')]);
  candidateId = Number((await ctx.knex('users').where({ username: 'candidate' }).first('id')).id);
  [scarf, guide, ball] = await insertProducts(ctx.knex, [
    { slug: 'checkout-club-scarf', title: 'Club scarf', price_minor: 4900 },
    { slug: 'checkout-interview-guide', title: 'Interview guide', price_minor: 1250 },
    { slug: 'checkout-match-ball', title: 'Match ball', price_minor: 2999 },
  ]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('checkout', () => {
  it('needs an Idempotency-Key, a signed-in buyer and something in the basket', async () => {
    // The demo seed may hold orders and payments of its own: count what this test adds.
    const [ordersBefore, paymentsBefore] = [await ordersOfCandidate(), await countRows(ctx.knex, 'payments')];
    const noKey = await ctx.inject({ method: 'POST', url: API.cartCheckout, token: candidate });
    expect(noKey.statusCode).toBe(400);
    expect((await ctx.inject({ method: 'POST', url: API.cartCheckout, headers: { 'idempotency-key': randomUUID() } })).statusCode).toBe(401);
    const empty = await checkout(candidate);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Your basket is empty');
    expect(await ordersOfCandidate()).toBe(ordersBefore);
    expect(await countRows(ctx.knex, 'payments')).toBe(paymentsBefore);
  });

  it('snapshots the basket into one pending order and payment, however often the same key is sent', async () => {
    await add(candidate, scarf.id, 2);
    await add(candidate, guide.id, 1);
    const before = await ordersOfCandidate();
    const key = randomUUID();
    const first = await checkout(candidate, key);
    expect(first.statusCode).toBe(200);
    const { orderId, paymentId, checkoutUrl } = first.json().data;
    expect(checkoutUrl).toContain('/payment/sandbox/checkout/');

    // The basket changes; the same key still answers the first checkout and makes nothing new.
    await add(candidate, ball.id, 1);
    const again = await checkout(candidate, key);
    expect(again.json().data).toEqual({ orderId, paymentId, checkoutUrl });
    expect(await ordersOfCandidate()).toBe(before + 1);

    const stored = await order(candidate, orderId);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toMatchObject({
      id: orderId,
      status: 'pending',
      total_minor: 2 * 4900 + 1250,
      display_total: '£110.50',
      currency: 'GBP',
      paid_at: null,
      payment_id: paymentId,
      payment_status: 'pending',
      items: [
        { productId: scarf.id, slug: 'checkout-club-scarf', title: 'Club scarf', unitPriceMinor: 4900, quantity: 2, lineTotalMinor: 9800, displayLineTotal: '£98.00' },
        { productId: guide.id, slug: 'checkout-interview-guide', title: 'Interview guide', unitPriceMinor: 1250, quantity: 1, lineTotalMinor: 1250, displayLineTotal: '£12.50' },
      ],
    });
    const payment = await ctx.knex('payments').where({ id: paymentId }).first();
    expect(payment).toMatchObject({ purpose: 'order', order_id: orderId, amount_minor: 11050, currency: 'GBP', status: 'pending', user_id: candidateId });
    // Checking out does not empty the basket: only payment does.
    expect((await cart(candidate)).item_count).toBe(4);
  });

  it('refuses a key the buyer already used for another kind of payment (422, Stripe\'s rule), making no order', async () => {
    const key = randomUUID();
    const membership = await ctx.inject({ method: 'POST', url: API.checkoutMembership, token: candidate, headers: { 'idempotency-key': key }, payload: { planCode: 'candidate-standard-month' } });
    expect(membership.statusCode).toBe(200);
    const before = await ordersOfCandidate();
    const reused = await checkout(candidate, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency-key-reused', message: IDEMPOTENCY_KEY_REUSED });
    expect(await ordersOfCandidate()).toBe(before);
  });

  it('makes one order when the same key arrives concurrently', async () => {
    const before = await ordersOfCandidate();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => checkout(candidate, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const orderIds = new Set(answers.map((answer) => answer.json().data.orderId));
    const paymentIds = new Set(answers.map((answer) => answer.json().data.paymentId));
    expect(orderIds.size).toBe(1);
    expect(paymentIds.size).toBe(1);
    expect(await ordersOfCandidate()).toBe(before + 1);
  });

  it('a declined card leaves the order pending and the basket intact; another card on the same page then pays it', async () => {
    await ctx.inject({ method: 'DELETE', url: `${API.cartItems}/${ball.id}`, token: candidate });
    const { orderId, paymentId, checkoutUrl } = (await checkout(candidate)).json().data;
    const basket = await cart(candidate);

    const declined = await payOnSandbox(checkoutUrl, 'decline');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect((await order(candidate, orderId)).json().data).toMatchObject({ status: 'pending', paid_at: null, payment_id: paymentId, payment_status: 'failed' });
    expect(await cart(candidate)).toEqual(basket);

    // Meanwhile the buyer adds another product: paying removes only what the order bought.
    await add(candidate, ball.id, 2);
    const paid = await payOnSandbox(checkoutUrl, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ctx.settings.publicWebUrl}/thank-you?payment=${paymentId}`);
    const settled = (await order(candidate, orderId)).json().data;
    expect(settled).toMatchObject({ status: 'paid', payment_status: 'succeeded' });
    expect(settled.paid_at).not.toBeNull();
    expect(await cart(candidate)).toMatchObject({ item_count: 2, items: [{ productId: ball.id, quantity: 2 }], total_minor: 5998 });
  });

  it('a successful card marks the order paid and empties the basket of what it bought', async () => {
    await add(employer, guide.id, 3);
    const { orderId, paymentId, checkoutUrl } = (await checkout(employer)).json().data;
    expect((await payOnSandbox(checkoutUrl, 'success')).statusCode).toBe(303);

    const paid = (await order(employer, orderId)).json().data;
    expect(paid).toMatchObject({ status: 'paid', total_minor: 3750, display_total: '£37.50', payment_id: paymentId, payment_status: 'succeeded' });
    expect(await cart(employer)).toMatchObject({ item_count: 0, items: [], total_minor: 0 });
    expect((await ctx.knex('payments').where({ id: paymentId }).first()).receipt_number).toMatch(/^FJ-\d{4}-\d{6}$/);

    // Paying the same page again changes nothing.
    const ordersBefore = await countRows(ctx.knex, 'orders');
    expect((await payOnSandbox(checkoutUrl, 'success')).statusCode).toBe(200);
    expect(await countRows(ctx.knex, 'orders')).toBe(ordersBefore);
    expect((await order(employer, orderId)).json().data.paid_at).toBe(paid.paid_at);
  });
});

describe('orders', () => {
  it('lists the caller’s own orders, newest first and paged, with lines, status, total and payment', async () => {
    const all = await ctx.inject({ method: 'GET', url: API.orders, token: candidate });
    expect(all.statusCode).toBe(200);
    const ids = (await ctx.knex('orders').where({ user_id: candidateId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id')) as number[];
    expect(all.json().total).toBe(ids.length);
    expect(all.json().data.map((row: { id: number }) => row.id)).toEqual(ids);
    expect(all.json().data[0]).toMatchObject({ status: 'paid', payment_status: 'succeeded', items: [expect.any(Object), expect.any(Object)] });

    const page2 = await ctx.inject({ method: 'GET', url: withQuery(API.orders, { page: 2, limit: 1 }), token: candidate });
    expect(page2.json().data.map((row: { id: number }) => row.id)).toEqual([ids[1]]);
    expect(page2.json().total).toBe(ids.length);
  });

  it('keeps orders to their buyer (and administrators): others get 404', async () => {
    const candidateOrder = (await ctx.knex('orders').where({ user_id: candidateId }).first('id')).id as number;
    const employerId = Number((await ctx.knex('users').where({ username: 'employer' }).first('id')).id);
    const employerOrders = (await ctx.inject({ method: 'GET', url: withQuery(API.orders, { limit: 50 }), token: employer })).json();
    expect(employerOrders.data.map((row: { id: number }) => row.id).sort()).toEqual((await ctx.knex('orders').where({ user_id: employerId }).pluck('id')).sort());
    expect(employerOrders.data.map((row: { id: number }) => row.id)).not.toContain(candidateOrder);

    const foreign = await order(employer, candidateOrder);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order not found');
    expect((await order(candidate, 999_999)).statusCode).toBe(404);
    expect((await order(admin, candidateOrder)).json().data.id).toBe(candidateOrder);
    expect((await ctx.inject({ method: 'GET', url: API.orders })).statusCode).toBe(401);
  });
});
