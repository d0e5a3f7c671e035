import { jwtDecode } from 'jwt-decode';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@fj/seeds';
import { TEST_JWT_SECRET, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/auth/token', payload: { username, password }, remoteAddress });

describe('POST /auth/token', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))(
    'signs in %s with the documented shape and claims',
    async (_name, account) => {
      const response = await login(account.username, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['roles', 'success', 'token', 'user']);
      expect(body.success).toBe(true);
      expect(body.roles).toEqual(account.roles);
      expect(body.user).toEqual({
        ID: expect.any(Number),
        user_login: account.username,
        display_name: account.companyName ? expect.any(String) : account.displayName,
        displayName: body.user.display_name,
      });

      const claims = jwtDecode<Record<string, unknown>>(body.token);
      expect(claims).toMatchObject({ id: body.user.ID, displayName: body.user.displayName, roles: account.roles, tv: 0 });
      expect(typeof claims.profile).toBe('string');
      expect((claims.profile as string).length).toBeGreaterThan(0);
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(jwtDecode<{ alg: string }>(body.token, { header: true }).alg).toBe('HS256');
    },
  );

  it('accepts the email address instead of the username, in any case', async () => {
    const response = await login('Candidate@Example.com', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_login).toBe('candidate');
  });

  it('answers 401 "Invalid login details" for a wrong password or an unknown account', async () => {
    for (const [username, password] of [['scout', 'wrong-pass-1'], ['nobody-here', DEMO_PASSWORD]]) {
      const response = await login(username, password, '10.0.0.2');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, statusCode: 401, message: 'Invalid login details' });
    }
  });

  it('starts counting again after a successful login', async () => {
    const failures = async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await login('admin', `wrong-${attempt}`, '10.0.0.7')).statusCode);
      return statuses;
    };
    expect(await failures()).toEqual([401, 401, 401, 401]);
    expect((await login('admin', DEMO_PASSWORD, '10.0.0.7')).statusCode).toBe(200);
    expect(await failures()).toEqual([401, 401, 401, 401]);
    expect((await login('admin', DEMO_PASSWORD, '10.0.0.7')).statusCode).toBe(200);
  });
  // Throttling (slow-down per account and address, Retry-After) is tested over a socket in throttles-http.test.ts.
});

describe('tokens', () => {
  it('logout revokes the token at once (401 afterwards) while a new login works', async () => {
    const token = await ctx.login('manager');
    expect((await ctx.inject({ method: 'GET', url: '/get-profile', token })).statusCode).toBe(200);

    const logout = await ctx.inject({ method: 'POST', url: '/auth/logout', token });
    expect(logout.statusCode).toBe(200);

    expect(await ctx.knex('events').where({ action: 'signed_out', entity: 'user' }).pluck('entity_id')).toHaveLength(1);
    const revoked = await ctx.inject({ method: 'GET', url: '/get-profile', token });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ success: false, statusCode: 401 });

    const fresh = await ctx.login('manager');
    expect(jwtDecode<{ tv: number }>(fresh).tv).toBe(1);
    expect((await ctx.inject({ method: 'GET', url: '/get-profile', token: fresh })).statusCode).toBe(200);
  });

  const signed = async (claims: Record<string, unknown>, alg: 'HS256' | 'HS512', exp: number, secret = TEST_JWT_SECRET) =>
    new SignJWT(claims).setProtectedHeader({ alg }).setExpirationTime(exp).sign(new TextEncoder().encode(secret));

  it('rejects expired tokens, other algorithms and other secrets with 401', async () => {
    const claims = { id: 1, profile: 'alex-admin', displayName: 'Alex Admin', roles: ['administrator'], tv: 0 };
    const inOneHour = Math.floor(Date.now() / 1000) + 3600;
    const cases = [
      await signed(claims, 'HS256', Math.floor(Date.now() / 1000) - 60),
      await signed(claims, 'HS512', inOneHour),
      await signed(claims, 'HS256', inOneHour, 'some-other-secret-of-sufficient-length'),
      'not-a-jwt',
    ];
    for (const token of cases) {
      const response = await ctx.inject({ method: 'GET', url: '/get-profile', token });
      expect(response.statusCode).toBe(401);
    }
    const expired = await ctx.inject({ method: 'GET', url: '/get-profile', token: cases[0] });
    expect(expired.json().message).toMatch(/expired/);
    // The control: the same claims correctly signed are accepted.
    const good = await ctx.inject({ method: 'GET', url: '/get-profile', token: await signed(claims, 'HS256', inOneHour) });
    expect(good.statusCode).toBe(200);
  });

  it('rejects a correctly signed token without exp (it would never expire)', async () => {
    const claims = { id: 1, profile: 'alex-admin', displayName: 'Alex Admin', roles: ['administrator'], tv: 0 };
    const endless = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await ctx.inject({ method: 'GET', url: '/get-profile', token: endless });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, statusCode: 401, message: 'Invalid token' });
  });
});
