import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, limits: { rateLimitPerMinute: 5 } });
});
afterAll(async () => ctx?.close());

it('limits requests per address across routes with 429 in the error envelope', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await ctx.inject({ method: 'GET', url: '/api/get-config-data', remoteAddress: '10.1.0.1' })).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  const limited = await ctx.inject({ method: 'GET', url: '/get-header-data', remoteAddress: '10.1.0.1' });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ success: false, statusCode: 429, error: 'Too Many Requests' });
  expect(limited.json().message).toMatch(/Too many requests/);
  // Another address is unaffected.
  expect((await ctx.inject({ method: 'GET', url: '/get-header-data', remoteAddress: '10.1.0.2' })).statusCode).toBe(200);
});

it('counts rejected unauthenticated requests too', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await ctx.inject({ method: 'GET', url: '/get-profile', remoteAddress: '10.1.0.3' })).statusCode);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});
