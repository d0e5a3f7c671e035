import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, orderPath, SANDBOX_TEST_CARDS } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { enroll, insertCourse, lesson, myEnrollments, type TestCourse } from './coaching-fixtures';
import { insertAccount } from './messages-fixtures';

let ctx: TestContext;
let candidate: string;
let elite: string;
let paid: TestCourse;

const checkout = async (token: string) => (await ctx.inject({ method: 'POST', url: API.cartCheckout, token, headers: { 'idempotency-key': randomUUID() } })).json().data as { orderId: number; paymentId: number; checkoutUrl: string };
const payOnSandbox = (checkoutUrl: string, card: keyof typeof SANDBOX_TEST_CARDS) =>
  ctx.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: SANDBOX_TEST_CARDS[card], expiry: '12/39', cvc: '123', name: 'Casey Candidate' }).toString(),
  });
const enrolledIn = async (token: string, slug: string) => (await myEnrollments(ctx, token)).find((row) => row.course.slug === slug);

beforeAll(async () => {
  ctx = await createTestContext();
  const coachId = await insertAccount(ctx.knex, 'paycoach', ['coach'], null);
  paid = await insertCourse(ctx.knex, { slug: 'paid-performance-analysis', title: 'Paid performance analysis', coachId, category: 'performance-analysis', priceMinor: 4999 });
  await ctx.knex('users').where({ username: 'candidate' }).update({ membership: 'FREE' });
  await ctx.knex('users').where({ username: 'elite' }).update({ membership: 'ELITE' });
  [candidate, elite] = await Promise.all([ctx.login('candidate'), ctx.login('elite')]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('a paid course', () => {
  it('answers enroll with 402 and the product to buy, and enrolls nobody', async () => {
    const refused = await enroll(ctx, candidate, paid.slug);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'payment-required',
      message: 'This course is sold in the shop: add it to your basket to enroll.',
      product: { id: paid.productId, slug: 'coaching-paid-performance-analysis', currency: 'GBP', listPriceMinor: 4999, yourPriceMinor: 4999 },
    });
    expect(await enrolledIn(candidate, paid.slug)).toBeUndefined();
    expect((await lesson(ctx, candidate, paid.lessons.b)).statusCode).toBe(403);
    const arabic = await ctx.inject({ method: 'POST', url: `/coaching/courses/${paid.slug}/enroll`, token: candidate, headers: { 'accept-language': 'ar' } });
    expect(arabic.json().message).toBe('تُباع هذه الدورة في المتجر: أضِفها إلى سلتك للتسجيل فيها.');
  });

  it('is enrolled only once the sandbox payment’s webhook marks the order paid (a declined card enrolls nobody)', async () => {
    expect((await ctx.inject({ method: 'POST', url: API.cartItems, token: candidate, payload: { productId: paid.productId, quantity: 1 } })).statusCode).toBeLessThan(300);
    const { orderId, paymentId, checkoutUrl } = await checkout(candidate);
    expect(await enrolledIn(candidate, paid.slug)).toBeUndefined();

    expect((await payOnSandbox(checkoutUrl, 'decline')).statusCode).toBe(402);
    expect(await enrolledIn(candidate, paid.slug)).toBeUndefined();

    expect((await payOnSandbox(checkoutUrl, 'success')).statusCode).toBe(303);
    const events = await ctx.knex('payment_webhook_events').where({ provider: 'sandbox', type: 'checkout.completed' }).whereRaw("payload->'data'->>'reference' = ?", [String(paymentId)]);
    expect(events).toHaveLength(1);
    expect((await ctx.inject({ method: 'GET', url: orderPath(orderId), token: candidate })).json().data).toMatchObject({ status: 'paid', total_minor: 4999 });

    const enrollment = await enrolledIn(candidate, paid.slug);
    expect(enrollment).toMatchObject({ source: 'order', progressPercent: 0, totalLessons: 4 });
    expect((await ctx.knex('coaching_enrollments').where({ id: enrollment!.id }).first('order_id')).order_id).toBe(orderId);
    expect((await lesson(ctx, candidate, paid.lessons.b)).statusCode).toBe(200);
    // Enrolling now answers with the enrollment the order made.
    const again = await enroll(ctx, candidate, paid.slug);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(enrollment!.id);
  });

  it('costs an ELITE candidate 25 % less, on the course page, in the basket and at the checkout', async () => {
    const page = (await ctx.inject({ method: 'GET', url: `/coaching/courses/${paid.slug}`, token: elite })).json().data;
    expect(page.price).toEqual({ productId: paid.productId, productSlug: 'coaching-paid-performance-analysis', currency: 'GBP', listPriceMinor: 4999, yourPriceMinor: 3749 });
    const card = (await ctx.inject({ method: 'GET', url: '/coaching/courses?search=paid%20performance', token: elite })).json().data[0];
    expect(card.price.yourPriceMinor).toBe(3749);
    // A Free candidate pays the list price.
    expect((await ctx.inject({ method: 'GET', url: `/coaching/courses/${paid.slug}`, token: candidate })).json().data.price.yourPriceMinor).toBe(4999);

    const refused = await enroll(ctx, elite, paid.slug);
    expect(refused.json().product).toMatchObject({ listPriceMinor: 4999, yourPriceMinor: 3749 });
    await ctx.inject({ method: 'POST', url: API.cartItems, token: elite, payload: { productId: paid.productId, quantity: 1 } });
    const { orderId, checkoutUrl } = await checkout(elite);
    expect((await ctx.inject({ method: 'GET', url: orderPath(orderId), token: elite })).json().data).toMatchObject({ total_minor: 3749, items: [{ productId: paid.productId, unitPriceMinor: 3749 }] });
    expect((await payOnSandbox(checkoutUrl, 'success')).statusCode).toBe(303);
    expect(await enrolledIn(elite, paid.slug)).toMatchObject({ source: 'order' });
  });

  it('counts as free once its product is withdrawn: enroll works at once', async () => {
    await ctx.knex('products').where({ id: paid.productId }).update({ active: false });
    const player = await ctx.login('player');
    const page = (await ctx.inject({ method: 'GET', url: `/coaching/courses/${paid.slug}`, token: player })).json().data;
    expect(page.price).toBeNull();
    expect((await enroll(ctx, player, paid.slug)).statusCode).toBe(201);
  });
});
