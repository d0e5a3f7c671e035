import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@fj/seeds';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpServer } from './smtp-server';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let clockOffsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url, now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) => ctx.inject({ method: 'POST', url, payload });
const login = (username: string, password: string) => post('/auth/token', { username, password });

/** Asks for a reset link and returns the token of the link in the email that arrives. */
const requestResetToken = async (userLogin: string, expectedTo: string) => {
  const response = await post('/auth/lost-password', { user_login: userLogin });
  expect(response.statusCode).toBe(200);
  const mail = smtp.takeMessage();
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(expectedTo);
  const link = /http:\/\/localhost:3000\/my-account\/reset-password\/\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeDefined();
  expect(mail.html).toContain(link!);
  return new URL(link!).searchParams.get('token')!;
};

describe('lost and reset password', () => {
  it('emails a single-use link through SMTP that resets the password exactly once', async () => {
    const oldToken = await ctx.login('candidate');
    const response = await post('/auth/lost-password', { user_login: 'candidate@example.com' });
    expect(response.json()).toMatchObject({ success: true });
    const mail = smtp.takeMessage();
    expect(mail.subject).toBe('Reset your Football Jobs password');
    expect(mail.from?.text).toContain('no-reply@example.test');
    const token = new URL(/http:\S+/.exec(mail.text ?? '')![0]).searchParams.get('token')!;

    const reset = await post('/auth/reset-password', { token, password: 'Brand-new-pass-7', confirm_password: 'Brand-new-pass-7' });
    expect(reset.statusCode).toBe(200);
    expect((await login('candidate', 'Brand-new-pass-7')).statusCode).toBe(200);
    expect((await login('candidate', DEMO_PASSWORD)).statusCode).toBe(401);
    // Tokens issued before the reset are revoked.
    expect((await ctx.inject({ method: 'GET', url: '/get-profile', token: oldToken })).statusCode).toBe(401);

    const again = await post('/auth/reset-password', { token, password: 'Another-pass-8', confirm_password: 'Another-pass-8' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toMatch(/invalid, expired or already used/);
    expect((await login('candidate', 'Another-pass-8')).statusCode).toBe(401);
    const events = await ctx.knex('events').where({ action: 'password_reset' });
    expect(events).toHaveLength(1);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = smtp.messages.length;
    const response = await post('/auth/lost-password', { user_login: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    const known = await post('/auth/lost-password', { user_login: 'scout' });
    expect(response.json()).toEqual(known.json());
    smtp.takeMessage();
    expect(smtp.messages.slice(before).map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''))).toEqual(['scout@example.com']);
  });

  it('refuses a link after one hour', async () => {
    const token = await requestResetToken('member', 'member@example.com');
    clockOffsetMs = 61 * 60_000;
    try {
      const response = await post('/auth/reset-password', { token, password: 'Too-late-pass-1', confirm_password: 'Too-late-pass-1' });
      expect(response.statusCode).toBe(400);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await login('member', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('voids older links once one of them is used', async () => {
    const first = await requestResetToken('manager', 'manager@example.com');
    const second = await requestResetToken('manager@example.com', 'manager@example.com');
    expect((await post('/auth/reset-password', { token: second, password: 'Second-link-2', confirm_password: 'Second-link-2' })).statusCode).toBe(200);
    expect((await post('/auth/reset-password', { token: first, password: 'First-link-1', confirm_password: 'First-link-1' })).statusCode).toBe(400);
  });

  it('checks the new password with the shared form rules (422)', async () => {
    const response = await post('/auth/reset-password', { token: 'x'.repeat(43), password: 'short', confirm_password: 'other' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['confirm_password', 'password']);
  });
});
