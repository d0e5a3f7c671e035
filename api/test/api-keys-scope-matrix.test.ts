// The scope × route matrix (issue 24, docs/api-keys.md), generated from the app's own route table: every operation
// that names a scope answers a key holding that scope (never a 401 or an authorization 403), refuses with 403 naming
// the scope a key of the same owner holding every OTHER scope; every administration route refuses every key; every
// other signed-in route refuses keys. A route added later is covered without editing this file.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API, API_SCOPES, type ApiScope } from '@fj/shared';
import { forbidden } from '../src/lib/http-error';
import { API_KEY_REFUSALS, isAdministrationRoute } from '../src/plugins/auth';
import { createTestContext, type TestContext } from './helpers';
import { expectationFor, fillPath, queryString, routeLabel, sampleObject, walkableRoutes, type WalkedRoute } from './route-walk';

let ctx: TestContext;
const OWNERS = ['employer', 'candidate', 'admin'] as const;
type Owner = (typeof OWNERS)[number];
const ROLES_OF: Record<Owner, string[]> = { employer: ['employer'], candidate: ['candidate'], admin: ['administrator'] };
/** keys[owner][scope] holds only that scope; allBut[owner][scope] every scope but it; every[owner] all of them. */
const keys = {} as Record<Owner, Record<ApiScope, string>>;
const allBut = {} as Record<Owner, Record<ApiScope, string>>;
const every = {} as Record<Owner, string>;

beforeAll(async () => {
  // Keys are counted per person (25 at most): the matrix needs 17 per owner.
  ctx = await createTestContext({ limits: { rateLimitPerMinute: 100_000_000, apiKeyRateLimitPerMinute: 100_000_000 } });
  for (const owner of OWNERS) {
    const token = await ctx.login(owner);
    const create = async (scopes: ApiScope[]) => {
      const response = await ctx.inject({ method: 'POST', url: API.apiKeys, token, payload: { name: `matrix ${scopes.length}`, scopes } });
      if (response.statusCode !== 200) throw new Error(`key for ${owner}: ${response.body}`);
      return response.json().data.key as string;
    };
    keys[owner] = {} as Record<ApiScope, string>;
    allBut[owner] = {} as Record<ApiScope, string>;
    for (const scope of API_SCOPES) {
      keys[owner][scope] = await create([scope]);
      allBut[owner][scope] = await create(API_SCOPES.filter((other) => other !== scope));
    }
    every[owner] = await create([...API_SCOPES]);
  }
}, 180_000);
afterAll(async () => ctx?.close());

function sampleRequest(route: WalkedRoute, key: string) {
  const url = `${fillPath(route.url, sampleObject(route.schema.params))}${queryString(sampleObject(route.schema.querystring))}`;
  const withBody = !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(route.method) && route.schema.body;
  return { method: route.method as 'GET', url, headers: { authorization: `Bearer ${key}` }, ...(withBody ? { payload: sampleObject(route.schema.body) } : {}) };
}

const bodyOf = (response: LightMyRequestResponse): { message?: string; code?: string } => {
  try {
    return response.json();
  } catch {
    return {};
  }
};

/** The person whose key calls the route: one whose role the route's policy lets through. */
const ownerFor = (route: WalkedRoute): Owner | undefined =>
  (['employer', 'candidate'] as const).find((owner) => expectationFor(route.policy, { role: owner, roles: ROLES_OF[owner], token: 't' }) === 'allowed');

it('answers every scoped operation to its scope, refuses other scopes, administration and unscoped routes', async () => {
  const routes = walkableRoutes(ctx.app).filter((route) => route.method !== 'HEAD');
  const scopeOf = new Map(ctx.app.routeCatalog.map((entry) => [routeLabel(entry), entry.scope]));
  const violations: string[] = [];
  const tally = { scoped: 0, inScope: 0, inScope2xx: 0, outOfScope: 0, administration: 0, unscoped: 0, public: 0 };
  const statuses = new Map<number, number>();
  const deferred: (() => Promise<void>)[] = [];

  for (const route of routes) {
    const label = routeLabel(route);
    const scope = scopeOf.get(label);
    if (route.policy === 'public') {
      tally.public += 1;
      continue;
    }
    if (isAdministrationRoute(route.url, route.policy)) {
      for (const owner of OWNERS) {
        const response = await ctx.inject(sampleRequest(route, every[owner]));
        tally.administration += 1;
        if (response.statusCode !== 403 || bodyOf(response).code !== API_KEY_REFUSALS.administration.code) violations.push(`${owner}'s key reached administration ${label}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
      continue;
    }
    if (!scope) {
      const response = await ctx.inject(sampleRequest(route, every.employer));
      tally.unscoped += 1;
      if (response.statusCode !== 403 || bodyOf(response).code !== API_KEY_REFUSALS.notAccepted.code) violations.push(`unscoped ${label} took a key: ${response.statusCode} ${response.body.slice(0, 100)}`);
      continue;
    }
    tally.scoped += 1;
    const owner = ownerFor(route);
    if (!owner) {
      violations.push(`${label} names scope ${scope} but neither an employer nor a candidate may call it`);
      continue;
    }
    const refused = await ctx.inject(sampleRequest(route, allBut[owner][scope]));
    tally.outOfScope += 1;
    const expected = API_KEY_REFUSALS.missingScope(scope);
    const body = bodyOf(refused);
    if (refused.statusCode !== 403 || body.code !== expected.code || body.message !== expected.message) violations.push(`${label} without ${scope}: ${refused.statusCode} ${refused.body.slice(0, 100)}`);
    // In-scope calls may write (a status change, a profile update): made after every refusal was checked.
    deferred.push(async () => {
      const response = await ctx.inject(sampleRequest(route, keys[owner][scope]));
      tally.inScope += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 200 && response.statusCode < 300) tally.inScope2xx += 1;
      const { code, message } = bodyOf(response);
      const keyRefusal = response.statusCode === 401 || (response.statusCode === 403 && (message === forbidden().message || (code ?? '').startsWith('api-key') || code === 'missing-scope'));
      if (keyRefusal) violations.push(`${owner}'s ${scope} key refused by ${label}: ${response.statusCode} ${response.body.slice(0, 100)}`);
    });
  }
  for (const call of deferred) await call();

  console.log(
    `api-key scope matrix: ${routes.length} operations — ${tally.scoped} scoped (${tally.inScope} in-scope calls, ${tally.inScope2xx} of them 2xx; ` +
      `answers ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}; ${tally.outOfScope} out-of-scope calls → 403 missing-scope), ` +
      `${tally.administration} administration calls (${tally.administration / OWNERS.length} routes × ${OWNERS.length} keys) → 403, ` +
      `${tally.unscoped} unscoped signed-in routes → 403, ${tally.public} public (keys not needed); ${violations.length} violations`,
  );
  expect(violations).toEqual([]);
  for (const scope of API_SCOPES.filter((one) => one !== 'webhooks:manage')) {
    expect([...scopeOf.values()], `some route names ${scope}`).toContain(scope);
  }
  expect(tally.administration).toBeGreaterThan(0);
  // The sample requests are schema-valid, not meaningful (ids of nothing, empty forms): past the key check, a handler
  // answering 404 or 422 to them is right. api-keys.test.ts calls real objects with real keys.
  expect(tally.inScope2xx).toBeGreaterThan(0);
}, 300_000);

it('stops the app from starting when a route names an unknown scope or an administration route names one', async () => {
  const { default: Fastify } = await import('fastify');
  const { default: errorsPlugin } = await import('../src/plugins/errors');
  const { default: authPlugin } = await import('../src/plugins/auth');
  for (const [url, policy, scope] of [
    ['/x', 'authenticated', 'jobs:delete'],
    ['/admin-api/x', { roles: ['administrator', 'employer'] }, 'jobs:read'],
    ['/y', { roles: ['administrator'] }, 'jobs:read'],
    ['/z', 'public', 'jobs:read'],
  ] as const) {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(authPlugin, { secret: 's'.repeat(40), tokenTtl: '1h', loadSession: async () => undefined });
    expect(() => app.route({ method: 'GET', url, config: { policy, scope: scope as ApiScope }, handler: async () => ({}) }), url).toThrow(/scope/);
    await app.close();
  }
});
