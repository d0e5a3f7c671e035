// An API key's own rate limit (docs/api-keys.md): RateLimit-* headers on every key-authenticated answer, 429 with
// Retry-After past the limit, each key counted on its own and apart from session tokens.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@fj/shared';
import { buildApp } from '../src/app';
import { connectRedis, type SharedRedis } from '../src/redis';
import { createDiskStorage } from '../src/storage';
import { createTestContext, type TestContext } from './helpers';
import { redisAnswers, testRedisUrl } from './test-redis';

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

// With REDIS_URL the per-key count lives in Redis, so two replicas hold one key to one limit (skipped, loudly, without
// a Redis at TEST_REDIS_URL or 127.0.0.1:6379).
const redisUrl = testRedisUrl;
const redisAvailable = await redisAnswers(redisUrl);
if (!redisAvailable) console.warn(`\n*** SKIPPED the shared per-key limit in api-keys-rate-limit.test.ts: no Redis at ${redisUrl}. ***\n`);

describe.skipIf(!redisAvailable)('two replicas sharing one Redis', () => {
  const connections: SharedRedis[] = [];
  let shared: TestContext;
  let replica: FastifyInstance;
  beforeAll(async () => {
    const keyPrefix = `fj-test-${randomUUID()}:`;
    connections.push(connectRedis(redisUrl, keyPrefix), connectRedis(redisUrl, keyPrefix));
    const limits = { rateLimitPerMinute: 100_000, apiKeyRateLimitPerMinute: 4 };
    shared = await createTestContext({ limits, redis: connections[0] });
    replica = await buildApp({ config: shared.settings, db: shared.knex, mailer: shared.mailer, storage: createDiskStorage(join(shared.dataDir, 'uploads')), limits, redis: connections[1] });
  }, 120_000);
  afterAll(async () => {
    await replica?.close();
    await shared?.close();
    for (const connection of connections) connection.client.disconnect();
  });

  it('counts one key’s requests to either replica against one limit', async () => {
    const login = await shared.login('candidate');
    const key = (await shared.inject({ method: 'POST', url: API.apiKeys, token: login, payload: { name: 'shared', scopes: ['profile:read'] } })).json().data.key as string;
    const statuses: number[] = [];
    for (const app of [shared.app, replica, shared.app, replica, shared.app]) {
      statuses.push((await app.inject({ method: 'GET', url: API.profile, headers: { authorization: `Bearer ${key}` } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
