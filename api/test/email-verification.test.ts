import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVerificationToken } from '../src/modules/auth/email-verification-token';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers';

/** A clock the test moves: links expire after 7 days. */
let clock = new Date('2026-03-02T10:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
}, 120_000);
afterAll(async () => ctx?.close());

const register = (suffix: string, locale?: 'ar') =>
  ctx.inject({
    method: 'POST',
    url: '/candidate-register',
    headers: locale ? { 'accept-language': locale } : {},
    payload: {
      first_name: 'Vera',
      last_name: `Verify${suffix}`,
      username: `vera${suffix}`,
      email: `vera${suffix}@example.com`,
      password: 'Confirm-me-2026',
      confirm_password: 'Confirm-me-2026',
      profile_type: 'player',
      terms: true,
    },
  });

const mailsTo = async (to: string) => (await ctx.mailer.outbox!.list()).filter((mail) => mail.to === to);
const tokenIn = (text: string) => decodeURIComponent(/\/verify-email\?token=([^\s]+)/.exec(text)![1]!);
const verify = (token: string) => ctx.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
const profile = async (token: string) => (await ctx.inject({ method: 'GET', url: '/get-profile', token })).json().data;

describe('email verification', () => {
  it('registration emails a confirmation link after the account exists; opening it confirms the address, twice is fine', async () => {
    const registered = await register('1');
    expect(registered.statusCode).toBe(201);
    const session = registered.json().token as string;
    expect(await profile(session)).toMatchObject({ emailVerified: false });

    const [mail, ...more] = await mailsTo('vera1@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Confirm your email address for Football Jobs');
    expect(mail!.text).toContain('http://localhost:3000/verify-email?token=');
    expect(mail!.text).toContain('7 days');

    const first = await verify(tokenIn(mail!.text));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Thank you: your email address is confirmed.', data: { emailVerified: true } });
    expect(await profile(session)).toMatchObject({ emailVerified: true });
    const again = await verify(tokenIn(mail!.text));
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Your email address is already confirmed.');
  });

  it('employer registration sends one too, in the language of the request', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/employer-register',
      headers: { 'accept-language': 'ar' },
      payload: { company_name: 'Verified Rovers', first_name: 'Omar', last_name: 'Owner', username: 'vrovers', email: 'jobs@vrovers.example', password: 'Rovers-2026', confirm_password: 'Rovers-2026', terms: true },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo('jobs@vrovers.example');
    expect(mail!.subject).toBe('أكّد عنوان بريدك الإلكتروني في وظائف كرة القدم');
    expect(mail!.text).toContain('يُرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني');
  });

  it('answers 400 with a clear message to a forged, altered or expired link', async () => {
    const registered = await register('2');
    const userId = registered.json().user.ID as number;
    const [mail] = await mailsTo('vera2@example.com');
    const token = tokenIn(mail!.text);

    const invalid = 'This confirmation link is invalid or has expired. Sign in and ask for a new one.';
    for (const bad of ['nonsense', `${userId}.9999999999.${'A'.repeat(43)}`, token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), signVerificationToken('another-secret-of-enough-length', userId, 'vera2@example.com', new Date('2030-01-01'))]) {
      const response = await verify(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: invalid, errors: { token: invalid } });
    }

    clock = new Date(clock.getTime() + 7 * 86_400_000 + 1000);
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(invalid);
    expect((await ctx.knex('users').where({ id: userId }).first('email_verified_at')).email_verified_at).toBeNull();
    // A link signed for another address (the account's old one) does not confirm the new one.
    const forOldAddress = signVerificationToken(TEST_JWT_SECRET, userId, 'old@example.com', new Date(clock.getTime() + 86_400_000));
    expect((await verify(forOldAddress)).statusCode).toBe(400);
  });

  it('resends a fresh link to a signed-in account, a few times an hour, and never blocks signing in', async () => {
    const registered = await register('3');
    const session = registered.json().token as string;
    expect((await ctx.inject({ method: 'POST', url: '/auth/token', payload: { username: 'vera3', password: 'Confirm-me-2026' } })).statusCode).toBe(200);

    expect((await ctx.inject({ method: 'POST', url: '/auth/resend-verification' })).statusCode).toBe(401);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await ctx.inject({ method: 'POST', url: '/auth/resend-verification', token: session });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { emailVerified: false }, message: 'We have sent you a new confirmation link. Please check your inbox.' });
    }
    const throttled = await ctx.inject({ method: 'POST', url: '/auth/resend-verification', token: session });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    const mails = await mailsTo('vera3@example.com');
    expect(mails).toHaveLength(4);

    expect((await verify(tokenIn(mails.at(-1)!.text))).statusCode).toBe(200);
    const already = await ctx.inject({ method: 'POST', url: '/auth/resend-verification', token: session });
    expect(already.json()).toMatchObject({ data: { emailVerified: true }, message: 'Your email address is already confirmed.' });
  });

  it('the demo accounts count as confirmed', async () => {
    expect(await profile(await ctx.login('candidate'))).toMatchObject({ emailVerified: true });
  });
});
