import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

it('without SMTP_URL writes mail as .eml files an administrator can list', async () => {
  for (const userLogin of ['employer', 'candidate@example.com']) {
    expect((await ctx.inject({ method: 'POST', url: '/auth/lost-password', payload: { user_login: userLogin } })).statusCode).toBe(200);
  }
  const response = await ctx.inject({ method: 'GET', url: '/admin-api/mail-outbox', token: await ctx.login('admin') });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.total).toBe(2);
  // Newest first.
  expect(body.data.map((entry: { to: string }) => entry.to)).toEqual(['candidate@example.com', 'employer@example.com']);
  expect(body.data[0].text).toContain('http://localhost:3000/my-account/reset-password/?token=');

  const eml = await readFile(join(ctx.dataDir, 'mail', body.data[1].file));
  const parsed = await simpleParser(eml);
  expect(parsed.subject).toBe('Reset your Football Jobs password');
  expect(parsed.text).toContain('/my-account/reset-password/?token=');
});
