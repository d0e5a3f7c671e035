import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { CARDS, cardForm, packageDraft, postCard, recordingFulfilment, userIdOf } from './payments-fixtures';

let ctx: TestContext;
let employerId: number;
let candidateId: number;
let tokens: Record<'employer' | 'candidate' | 'admin', string>;
let keySeq = 0;

const pay = async (userId: number, email: string, draft = packageDraft(), card: string = CARDS.success) => {
  const checkout = await ctx.app.payments.startCheckout({ userId, customerEmail: email, idempotencyKey: `records-${++keySeq}`, build: async () => draft });
  await postCard(ctx, checkout.checkoutUrl, cardForm(card));
  return checkout;
};

/** A pending shop order of the candidate, as the shop's checkout snapshots it. */
async function candidateOrder(): Promise<number> {
  const [order] = await ctx.knex('orders').insert({ user_id: candidateId, status: 'pending', total_minor: 5500, currency: 'GBP' }).returning('id');
  const orderId = Number(order.id);
  await ctx.knex('order_items').insert([
    { order_id: orderId, title: 'CV write and design', unit_price_minor: 2000, quantity: 2, line_total_minor: 4000 },
    { order_id: orderId, title: 'Cover letter review', unit_price_minor: 1500, quantity: 1, line_total_minor: 1500 },
  ]);
  return orderId;
}

/** The candidate pays that order with the success card, its checkout drafted as the shop drafts it. */
const payOrder = (orderId: number) =>
  pay(candidateId, 'candidate@example.com', {
    purpose: 'order',
    description: 'Shop order',
    currency: 'GBP',
    orderId,
    lines: [
      { description: 'CV write and design', amountMinor: 2000, quantity: 2 },
      { description: 'Cover letter review', amountMinor: 1500, quantity: 1 },
    ],
    cancelPath: '/cart',
  });

beforeAll(async () => {
  ctx = await createTestContext();
  employerId = await userIdOf(ctx, 'employer');
  candidateId = await userIdOf(ctx, 'candidate');
  tokens = { employer: await ctx.login('employer'), candidate: await ctx.login('candidate'), admin: await ctx.login('admin') };
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(() => {
  ctx.app.payments.registerFulfilment('credit_package', recordingFulfilment().fulfilment);
  ctx.app.payments.registerFulfilment('order', recordingFulfilment().fulfilment);
});

describe('POST /payment/payments', () => {
  it("lists the caller's own payments newest first, in camelCase, with the order lines of shop orders", async () => {
    const before = (await ctx.inject({ method: 'POST', url: '/payment/payments', token: tokens.candidate, payload: {} })).json().total as number;
    const orderId = await candidateOrder();
    const orderCheckout = await payOrder(orderId);
    const declined = await pay(candidateId, 'candidate@example.com', packageDraft({ purpose: 'order', orderId, packageCode: undefined, description: 'Declined order' }), CARDS.decline);
    await pay(employerId, 'employer@example.com');

    const response = await ctx.inject({ method: 'POST', url: '/payment/payments', token: tokens.candidate, payload: { page: 1, limit: 2 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(before + 2);
    expect(body.data.map((payment: { id: number }) => payment.id)).toEqual([declined.paymentId, orderCheckout.paymentId]);
    expect(body.data[0]).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', receiptNumber: null, paidAt: null });
    expect(body.data[1]).toEqual({
      id: orderCheckout.paymentId,
      purpose: 'order',
      description: 'Shop order',
      amountMinor: 5500,
      currency: 'GBP',
      displayAmount: '£55.00',
      status: 'succeeded',
      failureMessage: null,
      receiptNumber: expect.stringMatching(/^FJ-\d{4}-\d{6}$/),
      paidAt: expect.any(String),
      createdAt: expect.any(String),
      subscriptionId: null,
      orderId,
      packageCode: null,
      items: [
        { title: 'CV write and design', quantity: 2, listPriceMinor: 2000, unitPriceMinor: 2000, discountMinor: 0, lineTotalMinor: 4000 },
        { title: 'Cover letter review', quantity: 1, listPriceMinor: 1500, unitPriceMinor: 1500, discountMinor: 0, lineTotalMinor: 1500 },
      ],
    });
    const employers = (await ctx.inject({ method: 'POST', url: '/payment/payments', token: tokens.employer, payload: {} })).json();
    expect(employers.data.every((payment: { purpose: string }) => payment.purpose === 'credit_package')).toBe(true);
  });

  it('needs a session and refuses more than 50 a page', async () => {
    expect((await ctx.inject({ method: 'POST', url: '/payment/payments', payload: {} })).statusCode).toBe(401);
    const tooMany = await ctx.inject({ method: 'POST', url: '/payment/payments', token: tokens.employer, payload: { limit: 51 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('limit');
  });
});

describe('GET /payment/payments/:id', () => {
  it('shows a payment to its owner and administrators, and answers 404 to anyone else', async () => {
    const checkout = await pay(employerId, 'employer@example.com');
    const own = await ctx.inject({ method: 'GET', url: `/payment/payments/${checkout.paymentId}`, token: tokens.employer });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: checkout.paymentId, status: 'succeeded', packageCode: 'job-credit-1', displayAmount: '£39.00', items: [] });
    expect((await ctx.inject({ method: 'GET', url: `/payment/payments/${checkout.paymentId}`, token: tokens.admin })).statusCode).toBe(200);
    const other = await ctx.inject({ method: 'GET', url: `/payment/payments/${checkout.paymentId}`, token: tokens.candidate });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Payment not found');
    expect((await ctx.inject({ method: 'GET', url: '/payment/payments/999999', token: tokens.employer })).statusCode).toBe(404);
  });
});

describe('GET /payment/payments/:id/receipt', () => {
  it('gives the owner a PDF receipt with the number, customer, lines and total', async () => {
    const orderId = await candidateOrder();
    const checkout = await payOrder(orderId);
    const payment = await ctx.knex('payments').where({ id: checkout.paymentId }).first();
    const response = await ctx.inject({ method: 'GET', url: `/payment/payments/${checkout.paymentId}/receipt`, token: tokens.candidate });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="football-jobs-receipt-${payment.receipt_number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
    for (const expected of [payment.receipt_number, 'candidate@example.com', 'Shop order', 'CV write and design', 'Cover letter review', '£40.00', 'Total paid', '£55.00']) {
      expect(text).toContain(expected);
    }
    expect((await ctx.inject({ method: 'GET', url: `/payment/payments/${checkout.paymentId}/receipt`, token: tokens.admin })).statusCode).toBe(200);
  });

  it("answers 404 for someone else's payment and for a payment that has not succeeded", async () => {
    const paid = await pay(employerId, 'employer@example.com');
    expect((await ctx.inject({ method: 'GET', url: `/payment/payments/${paid.paymentId}/receipt`, token: tokens.candidate })).statusCode).toBe(404);
    const pending = await ctx.app.payments.startCheckout({ userId: employerId, customerEmail: 'employer@example.com', idempotencyKey: 'unpaid', build: async () => packageDraft() });
    const response = await ctx.inject({ method: 'GET', url: `/payment/payments/${pending.paymentId}/receipt`, token: tokens.employer });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This payment has no receipt');
  });
});
