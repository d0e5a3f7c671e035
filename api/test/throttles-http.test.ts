// Throttles over a real socket (supertest): the 429s, their Retry-After and who is (not) slowed. Addresses are set
// with X-Forwarded-For through one trusted proxy hop, as behind the production load balancer.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@fj/seeds';
import { LOGIN_THROTTLE } from '../src/modules/auth/login-throttle';
import { AUTH_THROTTLES } from '../src/modules/auth/auth.service';
import { createTestContext, type TestContext } from './helpers';
import { listenOnLoopback } from './listening';

let ctx: TestContext;
let api: string;
let clockOffsetMs = 0;
const advance = (seconds: number) => {
  clockOffsetMs += seconds * 1000;
};

beforeAll(async () => {
  // A clock that only moves when the test says so: the delays are checked to the second.
  const start = Date.now();
  ctx = await createTestContext({ settings: { trustProxy: 1 }, now: () => new Date(start + clockOffsetMs) });
  api = await listenOnLoopback(ctx.app);
});
afterAll(async () => ctx?.close());

const login = (username: string, password: string, address: string) =>
  request(api).post('/auth/token').set('x-forwarded-for', address).send({ username, password });

const expectThrottled = (response: request.Response, retryAfterSeconds: number, message: RegExp) => {
  expect(response.status).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.body).toMatchObject({ success: false, statusCode: 429, error: 'Too Many Requests' });
  expect(response.body.message).toMatch(message);
};

describe('sign-in throttling: slowed per (account, address) and per address, never locked for the owner', () => {
  it('slows the attacking address after 5 failures while the owner signs in from another address', async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.pair.freeFailures; attempt += 1) {
      expect((await login('employer2', `wrong-${attempt}`, '198.51.100.3')).status).toBe(401);
    }
    // Even the right password waits at the attacking address: it is not checked during the delay.
    expectThrottled(await login('employer2', DEMO_PASSWORD, '198.51.100.3'), 15, /Too many failed sign-in attempts for this account.*15 seconds/);
    // The e-mail address names the same account.
    expectThrottled(await login('employer2@example.com', 'wrong', '198.51.100.3'), 15, /Too many failed sign-in attempts/);
    // The owner, elsewhere, is not affected at all.
    expect((await login('employer2', DEMO_PASSWORD, '203.0.113.4')).status).toBe(200);
  });

  it('doubles the delay with each further failure and starts again after a success', async () => {
    advance(15);
    expect((await login('employer2', 'wrong-6', '198.51.100.3')).status).toBe(401);
    expectThrottled(await login('employer2', 'wrong-7', '198.51.100.3'), 30, /30 seconds/);
    advance(29);
    expectThrottled(await login('employer2', 'wrong-7', '198.51.100.3'), 1, /1 seconds/);
    advance(1);
    expect((await login('employer2', 'wrong-7', '198.51.100.3')).status).toBe(401);
    expectThrottled(await login('employer2', DEMO_PASSWORD, '198.51.100.3'), 60, /60 seconds/);
    advance(60);
    // After the delay the right password works, and the pair's count starts from zero.
    expect((await login('employer2', DEMO_PASSWORD, '198.51.100.3')).status).toBe(200);
    advance(1);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.pair.freeFailures; attempt += 1) {
      expect((await login('employer2', `again-${attempt}`, '198.51.100.3')).status).toBe(401);
    }
    expect((await login('employer2', 'again-5', '198.51.100.3')).status).toBe(429);
  });

  it('slows an address after 50 failures across accounts, except for accounts already signed in from it', async () => {
    const office = '198.51.100.5';
    expect((await login('member', DEMO_PASSWORD, office)).status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_THROTTLE.address.freeFailures; attempt += 1) {
      expect((await login(`ghost-${attempt}`, 'whatever-1', office)).status).toBe(401);
    }
    expectThrottled(await login('scout', DEMO_PASSWORD, office), 1, /Too many failed sign-in attempts from your network/);
    // A colleague who signed in from this office before is not slowed; elsewhere nobody is.
    expect((await login('member', DEMO_PASSWORD, office)).status).toBe(200);
    expect((await login('scout', DEMO_PASSWORD, '203.0.113.6')).status).toBe(200);
    // Slow-down, not a lock: after the delay the next try is answered.
    advance(1);
    expect((await login('scout', DEMO_PASSWORD, office)).status).toBe(200);
  });
});

describe('lost password and registration throttles', () => {
  const lostPassword = (userLogin: string, address: string) =>
    request(api).post('/auth/lost-password').set('x-forwarded-for', address).send({ user_login: userLogin });
  const resetTokensOf = async (username: string) => {
    const user = await ctx.knex('users').where({ username }).first('id');
    return Number((await ctx.knex('password_reset_tokens').where({ user_id: user.id }).count({ count: '*' }).first())?.count);
  };

  it('sends at most 3 reset e-mails an hour to one account, answering exactly as for an unknown account', async () => {
    const answers: unknown[] = [];
    for (let n = 0; n < 5; n += 1) {
      const response = await lostPassword('candidate@example.com', `192.0.2.${10 + n}`);
      expect(response.status).toBe(200);
      answers.push(response.body);
    }
    expect(await resetTokensOf('candidate')).toBe(AUTH_THROTTLES.lostPasswordPerAccount.limit);
    const unknown = await lostPassword('nobody@example.com', '192.0.2.20');
    expect(unknown.status).toBe(200);
    expect(new Set([...answers, unknown.body].map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('answers 429 with Retry-After to an address asking too often, whatever the account', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < AUTH_THROTTLES.lostPasswordPerAddress.limit; n += 1) statuses.push((await lostPassword(`someone-${n}@example.com`, '192.0.2.50')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await lostPassword('scout', '192.0.2.50');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(AUTH_THROTTLES.lostPasswordPerAddress.windowSeconds);
    expect(limited.body.message).toMatch(/Too many password reset requests/);
  });

  it('limits new accounts per address per hour with 429 and Retry-After', async () => {
    const register = (n: number, address: string) =>
      request(api)
        .post('/candidate-register')
        .set('x-forwarded-for', address)
        .send({
          first_name: 'Reg',
          last_name: `Tester${n}`,
          username: `regthrottle${n}`,
          email: `regthrottle${n}@example.com`,
          password: 'Goal-scorer-9',
          confirm_password: 'Goal-scorer-9',
          profile_type: 'player',
          terms: true,
        });
    for (let n = 0; n < AUTH_THROTTLES.registrationPerAddress.limit; n += 1) expect((await register(n, '192.0.2.60')).status).toBe(201);
    const limited = await register(99, '192.0.2.60');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.knex('users').where({ username: 'regthrottle99' }).first()).toBeUndefined();
    expect((await register(99, '192.0.2.61')).status).toBe(201);
  });
});

describe('the general rate limit', () => {
  let limited: TestContext;
  let limitedApi: string;
  beforeAll(async () => {
    limited = await createTestContext({ seed: false, limits: { rateLimitPerMinute: 3 } });
    limitedApi = await listenOnLoopback(limited.app);
  });
  afterAll(async () => limited?.close());

  it('answers 429 with Retry-After in the error envelope', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await request(limitedApi).get('/api/get-config-data')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const response = await request(limitedApi).get('/api/get-config-data');
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(response.body).toMatchObject({ success: false, statusCode: 429, error: 'Too Many Requests' });
  });
});
