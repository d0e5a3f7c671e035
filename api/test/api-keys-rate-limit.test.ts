// An API key's own rate limit (docs/api-keys.md): RateLimit-* headers on every key-authenticated answer, 429 with
// Retry-After past the limit, each key counted on its own and apart from session tokens.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ limits: { rateLimitPerMinute: 100_000, apiKeyRateLimitPerMinute: 3 } });
  token = await ctx.login('candidate');
}, 120_000);
afterAll(async () => ctx?.close());

const newKey = async () =>
  (await ctx.inject({ method: 'POST', url: API.apiKeys, token, payload: { name: 'limited', scopes: ['profile:read'] } })).json().data.key as string;

it('counts each key on its own, with RateLimit-* headers and a 429 that says when to retry', async () => {
  const key = await newKey();
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await ctx.inject({ method: 'GET', url: API.profile, headers: { authorization: `Bearer ${key}` } }));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
  expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
  expect(answers[0]!.headers['ratelimit-limit']).toBe('3');
  expect(Number(answers[0]!.headers['ratelimit-reset'])).toBeGreaterThan(0);
  expect(answers[3]!.json()).toMatchObject({ statusCode: 429, code: 'too-many-requests' });
  expect(answers[3]!.json().message).toMatch(/This API key made too many requests/);
  expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);

  // Another key of the same person, and the person's own session, are not held back.
  const other = await newKey();
  expect((await ctx.inject({ method: 'GET', url: API.profile, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(200);
  const session = await ctx.inject({ method: 'GET', url: API.profile, token });
  expect(session.statusCode).toBe(200);
  expect(session.headers['ratelimit-limit']).toBeUndefined();
});
