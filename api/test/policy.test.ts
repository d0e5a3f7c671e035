import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin from '../src/plugins/auth';
import errorsPlugin from '../src/plugins/errors';
import { TEST_JWT_SECRET, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const isValidPolicy = (policy: unknown) =>
  policy === 'public' ||
  policy === 'authenticated' ||
  (typeof policy === 'object' && policy !== null &&
    (('roles' in policy && Array.isArray(policy.roles) && policy.roles.length > 0) ||
      ('permission' in policy && typeof policy.permission === 'string')));

describe('route policies', () => {
  it('every registered route declares a valid policy', () => {
    const routes = ctx.app.routeCatalog;
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((route) => !isValidPolicy(route.policy)).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // The catalogue sees the same routes fastify serves.
    for (const route of routes) {
      // fastify stores the CORS preflight's '*' as '/*'.
      const url = route.url === '*' ? '/*' : route.url;
      expect(ctx.app.hasRoute({ method: route.method as 'GET', url }), `${route.method} ${route.url}`).toBe(true);
    }
    expect(routes).toContainEqual({ method: 'OPTIONS', url: '*', policy: 'public' });
  });

  it('refuses to start when a route has no policy', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(authPlugin, { secret: TEST_JWT_SECRET, tokenTtl: '1h', loadSession: async () => undefined });
    expect(() => app.get('/forgotten', async () => ({ ok: true }))).toThrow(/GET \/forgotten has no valid config\.policy/);
    await app.close();
  });

  it('answers 401 without a token on an authenticated route', async () => {
    for (const url of ['/get-profile', '/admin-api/mail-outbox']) {
      const response = await ctx.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
    }
    expect((await ctx.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(401);
  });

  it('answers 403 to a candidate, an employer and a datascout on an administrators-only route', async () => {
    for (const username of ['candidate', 'employer', 'scout']) {
      const response = await ctx.inject({ method: 'GET', url: '/admin-api/mail-outbox', token: await ctx.login(username) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, statusCode: 403, error: 'Forbidden' });
    }
    const admin = await ctx.inject({ method: 'GET', url: '/admin-api/mail-outbox', token: await ctx.login('admin') });
    expect(admin.statusCode).toBe(200);
  });

  it('uses the roles stored now, not the roles in an old token', async () => {
    const token = await ctx.login('member');
    await ctx.knex('users').where({ username: 'member' }).update({ roles: ['administrator'] });
    // The role change bumps nothing here, so the same token now passes because roles are read per request…
    expect((await ctx.inject({ method: 'GET', url: '/admin-api/mail-outbox', token })).statusCode).toBe(200);
    // …and bumping the token version (what a role change through the API does) revokes it.
    await ctx.knex('users').where({ username: 'member' }).update({ roles: ['team_member'] }).increment('token_version', 1);
    expect((await ctx.inject({ method: 'GET', url: '/get-profile', token })).statusCode).toBe(401);
  });
});

describe('GET /get-profile', () => {
  it("returns the caller's own account, with the organisation of a team member", async () => {
    const response = await ctx.inject({ method: 'GET', url: '/get-profile', token: await ctx.login('manager') });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      user_login: 'manager',
      user_email: 'manager@example.com',
      displayName: 'Morgan Manager',
      roles: ['team_manager'],
      employer: { name: 'Northbridge Athletic FC', isOwner: false },
    });
    expect(data.permissions).toContain('view_team_members');
    expect(data).not.toHaveProperty('password_hash');
  });

  it('shows an employer as the owner of its organisation and a candidate without one', async () => {
    const employer = (await ctx.inject({ method: 'GET', url: '/get-profile', token: await ctx.login('employer2') })).json().data;
    expect(employer.employer).toMatchObject({ name: 'Harbour City United', slug: 'harbour-city-united', isOwner: true });
    const candidate = (await ctx.inject({ method: 'GET', url: '/get-profile', token: await ctx.login('candidate') })).json().data;
    expect(candidate.employer).toBeNull();
    expect(candidate.permissions).toEqual([]);
  });
});
