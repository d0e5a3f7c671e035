import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, cartItemPath, productBySlugPath } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { insertProducts, type TestProduct } from './shop-fixtures';

let ctx: TestContext;
let candidate: string;
let employer: string;
let scarf: TestProduct;
let guide: TestProduct;
let ball: TestProduct;
let withdrawn: TestProduct;

const cart = (token?: string) => ctx.inject({ method: 'GET', url: API.cartDetail, token });
const add = (token: string, payload: Record<string, unknown>) => ctx.inject({ method: 'POST', url: API.cartItems, token, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  [candidate, employer] = await Promise.all([ctx.login('candidate'), ctx.login('employer')]);
  // Sorts far below and above anything a seed would use, so these three come first and last in the list.
  [guide, scarf, ball, withdrawn] = await insertProducts(ctx.knex, [
    { slug: 'test-interview-guide', title: 'Interview guide', price_minor: 1250, sort: -1000, summary: 'Prepare for the panel', image_url: '/img/guide.png', description: '<p>Twenty pages.</p>' },
    { slug: 'test-club-scarf', title: 'Club scarf', price_minor: 4900, sort: -999 },
    { slug: 'test-match-ball', title: 'Match ball', price_minor: 2999, sort: 100_000 },
    { slug: 'test-withdrawn', title: 'Withdrawn kit', price_minor: 1000, sort: -998, active: false },
  ]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('products', () => {
  it('lists the active products in shop order as tiles in data.data, with formatted prices', async () => {
    const response = await ctx.inject({ method: 'GET', url: `${API.products}?skip_cache=1` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const activeInOrder = (await ctx.knex('products').where({ active: true }).orderBy([{ column: 'sort' }, { column: 'id' }]).pluck('slug')) as string[];
    expect(body.data.map((tile: { slug: string }) => tile.slug)).toEqual(activeInOrder);
    expect(body.total).toBe(activeInOrder.length);
    expect(body.data.slice(0, 2).map((tile: { slug: string }) => tile.slug)).toEqual(['test-interview-guide', 'test-club-scarf']);
    expect(body.data.at(-1).slug).toBe('test-match-ball');
    expect(body.data.map((tile: { slug: string }) => tile.slug)).not.toContain('test-withdrawn');
    expect(body.data[0]).toEqual({
      id: guide.id,
      slug: 'test-interview-guide',
      img: '/img/guide.png',
      link: '/product/test-interview-guide/',
      title: 'Interview guide',
      price: 1250,
      currency: 'GBP',
      display_price: '£12.50',
      summary: 'Prepare for the panel',
      member_discount_eligible: false,
      member_price: null,
      display_member_price: null,
    });
    expect(body.data[1].display_price).toBe('£49.00');
  });

  it('shows one product with its description; unknown or withdrawn slugs answer 404 "Product not found"', async () => {
    const found = await ctx.inject({ method: 'GET', url: productBySlugPath('test-interview-guide') });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id: guide.id, title: 'Interview guide', price: 1250, description: '<p>Twenty pages.</p>' });
    for (const slug of ['no-such-product', 'test-withdrawn']) {
      const missing = await ctx.inject({ method: 'GET', url: productBySlugPath(slug) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Product not found');
    }
  });
});

describe('cart', () => {
  it('answers 0 items to a visitor and to a bad token, never 401', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await cart(token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ item_count: 0, items: [] });
    }
  });

  it('adds two products: quantities add up, counts and totals are exact', async () => {
    expect((await add(candidate, { productId: scarf.id })).json().data.item_count).toBe(1);
    await add(candidate, { productId: guide.id, quantity: 2 });
    const response = await add(candidate, { productId: scarf.id, quantity: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Added to your basket');
    expect(response.json().data).toEqual({
      item_count: 5,
      items: [
        { productId: scarf.id, slug: 'test-club-scarf', title: 'Club scarf', img: '', listPriceMinor: 4900, unitPriceMinor: 4900, quantity: 3, discountMinor: 0, lineTotalMinor: 14700, displayLineTotal: '£147.00' },
        { productId: guide.id, slug: 'test-interview-guide', title: 'Interview guide', img: '/img/guide.png', listPriceMinor: 1250, unitPriceMinor: 1250, quantity: 2, discountMinor: 0, lineTotalMinor: 2500, displayLineTotal: '£25.00' },
      ],
      discount_minor: 0,
      display_discount: '£0.00',
      total_minor: 17200,
      display_total: '£172.00',
      currency: 'GBP',
    });
    expect((await cart(candidate)).json().data.item_count).toBe(5);
  });

  it('caps a line at 10: a sum over it answers 422 on quantity and changes nothing', async () => {
    const over = await add(candidate, { productId: scarf.id, quantity: 8 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ quantity: 'You can buy at most 10' });
    expect((await cart(candidate)).json().data.items[0].quantity).toBe(3);

    expect((await add(candidate, { productId: scarf.id, quantity: 7 })).json().data.items[0].quantity).toBe(10);
    expect((await add(candidate, { productId: scarf.id, quantity: 1 })).statusCode).toBe(422);
    expect((await add(candidate, { productId: ball.id, quantity: 11 })).statusCode).toBe(422);
    expect((await add(candidate, { productId: ball.id, quantity: 0 })).json().errors).toEqual({ quantity: 'Choose at least 1' });
    expect((await cart(candidate)).json().data.items.map((item: { productId: number }) => item.productId)).not.toContain(ball.id);
  });

  it('refuses unknown and withdrawn products (404) and signed-out callers (401)', async () => {
    for (const productId of [withdrawn.id, 999_999]) {
      const response = await add(candidate, { productId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Product not found');
    }
    expect((await ctx.inject({ method: 'POST', url: API.cartItems, payload: { productId: ball.id } })).statusCode).toBe(401);
  });

  it('changes and removes lines, answering the new basket', async () => {
    const changed = await ctx.inject({ method: 'PATCH', url: cartItemPath(scarf.id), token: candidate, payload: { quantity: 4 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ item_count: 6, total_minor: 4 * 4900 + 2 * 1250 });
    const tooMany = await ctx.inject({ method: 'PATCH', url: cartItemPath(scarf.id), token: candidate, payload: { quantity: 11 } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.quantity).toBe('You can buy at most 10');
    expect((await ctx.inject({ method: 'PATCH', url: cartItemPath(ball.id), token: candidate, payload: { quantity: 2 } })).statusCode).toBe(404);

    const removed = await ctx.inject({ method: 'DELETE', url: cartItemPath(guide.id), token: candidate });
    expect(removed.json().message).toBe('Removed from your basket');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ item_count: 4, total_minor: 19600, display_total: '£196.00' });
    expect((await ctx.inject({ method: 'DELETE', url: cartItemPath(guide.id), token: candidate })).statusCode).toBe(404);
  });

  it('keeps each user’s basket to themselves', async () => {
    const own = await cart(employer);
    expect(own.json().data).toMatchObject({ item_count: 0, items: [], total_minor: 0, display_total: '£0.00' });
    // Another user's line is not theirs to change or remove.
    expect((await ctx.inject({ method: 'PATCH', url: cartItemPath(scarf.id), token: employer, payload: { quantity: 1 } })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'DELETE', url: cartItemPath(scarf.id), token: employer })).statusCode).toBe(404);
    await add(employer, { productId: ball.id, quantity: 2 });
    expect((await cart(employer)).json().data.item_count).toBe(2);
    expect((await cart(candidate)).json().data).toMatchObject({ item_count: 4 });
  });

  it('holds the cap when adds race: of six concurrent adds of 2, five fit', async () => {
    const scout = await ctx.login('scout');
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(scout, { productId: guide.id, quantity: 2 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 422]);
    expect((await cart(scout)).json().data).toMatchObject({ item_count: 10, total_minor: 12_500 });
  });

  it('keeps one currency a basket', async () => {
    const [euroBall] = await insertProducts(ctx.knex, [{ slug: 'test-euro-ball', title: 'Euro ball', price_minor: 3000, currency: 'EUR' }]);
    const refused = await add(candidate, { productId: euroBall.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.productId).toBe('Your basket holds items priced in another currency; buy them separately');
    expect((await add(employer, { productId: euroBall.id })).statusCode).toBe(422);
    await ctx.knex('products').where({ id: euroBall.id }).update({ active: false });
  });

  it('leaves a product withdrawn after it was added out of the basket', async () => {
    await ctx.knex('products').where({ id: ball.id }).update({ active: false });
    try {
      expect((await cart(employer)).json().data).toMatchObject({ item_count: 0, items: [] });
    } finally {
      await ctx.knex('products').where({ id: ball.id }).update({ active: true });
    }
    expect((await cart(employer)).json().data.item_count).toBe(2);
  });
});
