import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpServer } from './smtp-server';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const setLocale = (payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'POST', url: API.updateLocale, payload: payload as object, token, headers });
const profileLocale = async (token: string) => (await ctx.inject({ method: 'GET', url: API.profile, token })).json().data.locale;
const lostPassword = (userLogin: string) => ctx.inject({ method: 'POST', url: API.lostPassword, payload: { user_login: userLogin } });

describe('the account language (POST /update-locale)', () => {
  it('needs a signed-in caller', async () => {
    const response = await setLocale({ locale: 'ar' });
    expect(response.statusCode).toBe(401);
  });

  it('accepts only en or ar', async () => {
    const token = await ctx.login('candidate');
    for (const payload of [{ locale: 'fr' }, {}, { locale: 'AR' }, { locale: '' }, { locale: 'ar-EG' }, { lang: 'ar' }]) {
      const response = await setLocale(payload, token);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await profileLocale(token)).toBe('en');
  });

  it('saves the language on the caller’s own account, and the reset email is then written in Arabic, right to left', async () => {
    const token = await ctx.login('candidate');
    const response = await setLocale({ locale: 'ar' }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { locale: 'ar' } });
    expect(await profileLocale(token)).toBe('ar');
    // Nobody else's changes.
    expect(await profileLocale(await ctx.login('employer'))).toBe('en');

    expect((await lostPassword('candidate')).statusCode).toBe(200);
    const arabic = smtp.takeMessage();
    expect(arabic.subject).toBe('إعادة تعيين كلمة مرور حسابك في وظائف كرة القدم');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('افتح هذا الرابط خلال 60 دقيقة');
    expect(arabic.text).toMatch(/\/my-account\/reset-password\/\?token=/);

    expect((await lostPassword('employer')).statusCode).toBe(200);
    const english = smtp.takeMessage();
    expect(english.subject).toBe('Reset your Football Jobs password');
    expect(english.html).toContain('<html lang="en" dir="ltr">');

    expect((await setLocale({ locale: 'en' }, token)).statusCode).toBe(200);
    expect(await profileLocale(token)).toBe('en');
  });

  it('starts a new account in the language it signed up in (Accept-Language)', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: API.candidateRegister,
      headers: { 'accept-language': 'ar' },
      payload: {
        first_name: 'Samir',
        last_name: 'Haddad',
        username: 'samir-ar',
        email: 'samir.ar@example.com',
        password: 'Goal-scorer-9',
        confirm_password: 'Goal-scorer-9',
        profile_type: 'player',
        terms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await profileLocale(response.json().token)).toBe('ar');
  });
});

describe('API error messages follow Accept-Language', () => {
  it('answers a failed sign-in in Arabic for ar and in English otherwise', async () => {
    const attempt = (headers: Record<string, string>) =>
      ctx.inject({ method: 'POST', url: API.authToken, payload: { username: 'candidate', password: 'not-the-password-1' }, headers });
    const arabic = await attempt({ 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json().message).toBe('بيانات الدخول غير صحيحة.');
    expect(arabic.headers['content-language']).toBe('ar');
    expect(String(arabic.headers.vary)).toContain('Accept-Language');
    // A browser's list: Arabic preferred by weight.
    expect((await attempt({ 'accept-language': 'fr;q=0.9, ar-EG;q=0.95, en;q=0.5' })).json().message).toBe('بيانات الدخول غير صحيحة.');
    expect((await attempt({ 'accept-language': 'en-GB,en;q=0.9' })).json().message).toBe('Invalid login details');
    expect((await attempt({})).json().message).toBe('Invalid login details');
  });

  it('translates schema field errors and leaves the shared form messages for the SPA’s own catalogue', async () => {
    const token = await ctx.login('candidate');
    const missing = await ctx.inject({ method: 'POST', url: API.updateLocale, token, payload: {}, headers: { 'accept-language': 'ar' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('محتوى الطلب غير صالح.');
    expect(missing.json().errors.locale).toBe('This field is required.');
    const unknown = await ctx.inject({ method: 'GET', url: '/no-such-route', headers: { 'accept-language': 'ar' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('لا يوجد مسار لهذا الطلب: GET /no-such-route');
  });
});
