import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MEMBER_SERVICES_DISCOUNT_PERCENT, orderPath, productBySlugPath, type Membership } from '@fj/shared';
import { memberPriceMinor, memberUnitDiscountMinor } from '../src/modules/shop/member-discount';
import { createTestContext, type TestContext } from './helpers';
import { insertProducts, type TestProduct } from './shop-fixtures';

let ctx: TestContext;
let buyer: string;
let other: string;
let employer: string;
let mentoring: TestProduct;
let oddService: TestProduct;
let scarf: TestProduct;

const cart = async (token: string) => (await ctx.inject({ method: 'GET', url: API.cartDetail, token })).json().data;
const add = (token: string, productId: number, quantity = 1) => ctx.inject({ method: 'POST', url: API.cartItems, token, payload: { productId, quantity } });
const checkout = (token: string) => ctx.inject({ method: 'POST', url: API.cartCheckout, token, headers: { 'idempotency-key': randomUUID() } });
const setMembership = (username: string, membership: Membership) => ctx.knex('users').where({ username }).update({ membership });
const emptyBasket = (username: string) =>
  ctx.knex('cart_items').whereIn('user_id', ctx.knex('users').where({ username }).select('id')).delete();

beforeAll(async () => {
  ctx = await createTestContext();
  [buyer, other, employer] = await Promise.all([ctx.login('candidate'), ctx.login('subscriber'), ctx.login('employer2')]);
  [mentoring, oddService, scarf] = await insertProducts(ctx.knex, [
    { slug: 'discount-mentoring', title: 'Mentoring hour', price_minor: 4900 },
    { slug: 'discount-odd-service', title: 'CV polish', price_minor: 1999 },
    { slug: 'discount-club-scarf', title: 'Club scarf', price_minor: 1500 },
  ]);
  await ctx.knex('products').whereIn('id', [mentoring.id, oddService.id]).update({ member_discount_eligible: true });
}, 120_000);
afterAll(async () => ctx?.close());

describe('the member discount rule', () => {
  it('takes 25% off, rounded half up to a whole minor unit', () => {
    expect(MEMBER_SERVICES_DISCOUNT_PERCENT).toBe(25);
    expect(memberPriceMinor(4900)).toBe(3675);
    // 1999 × 25% = 499.75 → 500; 2 → 0.5 → 1 and 10 → 2.5 → 3 (half up, not half to even); 1 → 0.25 → 0.
    expect(memberUnitDiscountMinor(1999)).toBe(500);
    expect(memberUnitDiscountMinor(2)).toBe(1);
    expect(memberUnitDiscountMinor(10)).toBe(3);
    expect(memberUnitDiscountMinor(1)).toBe(0);
    expect(memberPriceMinor(1)).toBe(1);
  });
});

describe('products', () => {
  it('show the member price on eligible products only', async () => {
    const eligible = (await ctx.inject({ method: 'GET', url: productBySlugPath('discount-mentoring') })).json().data;
    expect(eligible).toMatchObject({ price: 4900, display_price: '£49.00', member_discount_eligible: true, member_price: 3675, display_member_price: '£36.75' });
    const tiles = (await ctx.inject({ method: 'GET', url: `${API.products}?skip_cache=1` })).json().data;
    expect(tiles.find((tile: { slug: string }) => tile.slug === 'discount-club-scarf')).toMatchObject({
      member_discount_eligible: false,
      member_price: null,
      display_member_price: null,
    });
  });
});

describe('the demo seed', () => {
  it('marks the CV, video CV, LinkedIn and mentoring services and the paid coaching courses eligible, and nothing else', async () => {
    const eligible = await ctx.knex('products').where({ member_discount_eligible: true }).whereNotIn('id', [mentoring.id, oddService.id]).orderBy('slug').pluck('slug');
    expect(eligible).toEqual([
      'coaching-uefa-c-and-b-licence-preparation',
      'coaching-writing-scouting-reports',
      'football-specific-cv-write-design',
      'linkedin-profile-makeover',
      'mentoring-session',
      'video-cv-edit',
    ]);
  });
});

describe('basket and checkout', () => {
  it('an Elite member pays 25% less on eligible items only, and the order records list price and discount', async () => {
    await setMembership('candidate', 'ELITE');
    await emptyBasket('candidate');
    await add(buyer, mentoring.id, 1);
    await add(buyer, oddService.id, 3);
    await add(buyer, scarf.id, 2);

    const basket = await cart(buyer);
    expect(basket.items).toEqual([
      expect.objectContaining({ productId: mentoring.id, listPriceMinor: 4900, unitPriceMinor: 3675, quantity: 1, discountMinor: 1225, lineTotalMinor: 3675, displayLineTotal: '£36.75' }),
      expect.objectContaining({ productId: oddService.id, listPriceMinor: 1999, unitPriceMinor: 1499, quantity: 3, discountMinor: 1500, lineTotalMinor: 4497 }),
      expect.objectContaining({ productId: scarf.id, listPriceMinor: 1500, unitPriceMinor: 1500, quantity: 2, discountMinor: 0, lineTotalMinor: 3000 }),
    ]);
    expect(basket).toMatchObject({ item_count: 6, discount_minor: 2725, display_discount: '£27.25', total_minor: 11172, display_total: '£111.72' });

    const started = await checkout(buyer);
    expect(started.statusCode).toBe(200);
    const { orderId, paymentId } = started.json().data;
    const payment = await ctx.knex('payments').where({ id: paymentId }).first();
    expect(payment).toMatchObject({ purpose: 'order', order_id: orderId, amount_minor: 11172 });
    const rows = await ctx.knex('order_items').where({ order_id: orderId }).orderBy('id');
    expect(rows.map((row) => [row.list_price_minor, row.unit_price_minor, row.quantity, row.discount_minor, row.line_total_minor])).toEqual([
      [4900, 3675, 1, 1225, 3675],
      [1999, 1499, 3, 1500, 4497],
      [1500, 1500, 2, 0, 3000],
    ]);

    const order = (await ctx.inject({ method: 'GET', url: orderPath(orderId), token: buyer })).json().data;
    expect(order).toMatchObject({ total_minor: 11172, discount_minor: 2725, display_discount: '£27.25' });
    expect(order.items[0]).toMatchObject({ listPriceMinor: 4900, unitPriceMinor: 3675, discountMinor: 1225 });
    const listed = (await ctx.inject({ method: 'GET', url: API.orders, token: buyer })).json().data;
    expect(listed.find((row: { id: number }) => row.id === orderId)).toMatchObject({ discount_minor: 2725 });

    const payments = (await ctx.inject({ method: 'POST', url: API.paymentPayments, token: buyer, payload: {} })).json().data;
    expect(payments.find((row: { id: number }) => row.id === paymentId).items).toEqual([
      { title: 'Mentoring hour', quantity: 1, listPriceMinor: 4900, unitPriceMinor: 3675, discountMinor: 1225, lineTotalMinor: 3675 },
      { title: 'CV polish', quantity: 3, listPriceMinor: 1999, unitPriceMinor: 1499, discountMinor: 1500, lineTotalMinor: 4497 },
      { title: 'Club scarf', quantity: 2, listPriceMinor: 1500, unitPriceMinor: 1500, discountMinor: 0, lineTotalMinor: 3000 },
    ]);

    // The order keeps the price it was sold at after the membership lapses; the basket follows the membership held now.
    await setMembership('candidate', 'FREE');
    expect((await ctx.inject({ method: 'GET', url: orderPath(orderId), token: buyer })).json().data).toMatchObject({ total_minor: 11172, discount_minor: 2725 });
    expect(await cart(buyer)).toMatchObject({ discount_minor: 0, total_minor: 4900 + 3 * 1999 + 2 * 1500 });
  });

  it('an Unlimited member gets the discount too', async () => {
    await setMembership('candidate', 'UNLIMITED');
    await emptyBasket('candidate');
    await add(buyer, mentoring.id, 2);
    expect(await cart(buyer)).toMatchObject({ discount_minor: 2450, total_minor: 7350 });
    await setMembership('candidate', 'FREE');
  });

  it.each(['FREE', 'STANDARD'] as const)('a %s member pays list price, at checkout too', async (membership) => {
    await setMembership('subscriber', membership);
    await emptyBasket('subscriber');
    await add(other, mentoring.id, 1);
    await add(other, scarf.id, 1);
    const basket = await cart(other);
    expect(basket).toMatchObject({ discount_minor: 0, display_discount: '£0.00', total_minor: 6400 });
    expect(basket.items.map((item: { unitPriceMinor: number; discountMinor: number }) => [item.unitPriceMinor, item.discountMinor])).toEqual([
      [4900, 0],
      [1500, 0],
    ]);
    const { orderId, paymentId } = (await checkout(other)).json().data;
    expect((await ctx.knex('payments').where({ id: paymentId }).first()).amount_minor).toBe(6400);
    const rows = await ctx.knex('order_items').where({ order_id: orderId }).orderBy('id');
    expect(rows.map((row) => [row.list_price_minor, row.unit_price_minor, row.discount_minor])).toEqual([
      [4900, 4900, 0],
      [1500, 1500, 0],
    ]);
  });

  it('an employer on an Elite plan pays list price: the discount is a candidate tier feature', async () => {
    await setMembership('employer2', 'ELITE');
    await add(employer, mentoring.id, 1);
    expect(await cart(employer)).toMatchObject({ discount_minor: 0, total_minor: 4900 });
    await setMembership('employer2', 'FREE');
  });
});
