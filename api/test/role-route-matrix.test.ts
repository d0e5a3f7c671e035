import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden, unauthorized } from '../src/lib/http-error';
import { createTestContext, type TestContext } from './helpers';
import {
  callersForEveryRole,
  expectationFor,
  fillPath,
  queryString,
  routeLabel,
  sampleObject,
  walkableRoutes,
  type Caller,
  type Expectation,
  type WalkedRoute,
} from './route-walk';

/**
 * Every registered route × every role (shared ROLE_NAMES) and a visitor, each answer checked against the class
 * its declared policy implies (the same declaration plugins/auth.ts enforces):
 *   public         → never the policy's 401 or 403;
 *   authenticated  → visitor 401, every signed-in role gets past the policy;
 *   roles/permission → visitor 401, roles without it 403, roles with it get past the policy (no 401, no policy 403).
 * A route without a valid policy stops the app from starting (and fails here); a route whose guard lets a
 * forbidden role through fails here. See docs/hardening.md.
 */

const POLICY_401 = unauthorized().message;
const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;
const POLICY_403 = forbidden().message;

let ctx: TestContext;
let callers: Caller[];

beforeAll(async () => {
  ctx = await createTestContext({ limits: { rateLimitPerMinute: 100_000_000 } });
  callers = await callersForEveryRole(ctx.app, ctx.knex, (username) => ctx.login(username));
}, 180_000);
afterAll(async () => ctx?.close());

const messageOf = (response: LightMyRequestResponse): string | undefined => {
  try {
    return (response.json() as { message?: string }).message;
  } catch {
    return undefined;
  }
};

/**
 * The policy's own answers, told apart from a handler's 401/403 by their message. A HEAD answer has no body: the
 * GET of the same path and caller (sent first) tells whose 403 it is.
 */
type Verdicts = Map<string, { policy401: boolean; policy403: boolean }>;
const isPolicy = (status: 401 | 403, route: WalkedRoute, caller: Caller, response: LightMyRequestResponse, getVerdicts: Verdicts) => {
  if (response.statusCode !== status) return false;
  if (route.method !== 'HEAD') return messageOf(response) === (status === 401 ? POLICY_401 : POLICY_403);
  const get = getVerdicts.get(`${route.url} ${caller.role}`);
  return get ? (status === 401 ? get.policy401 : get.policy403) : true;
};

/** Why the answer breaks the expectation, or undefined when it is right. */
function violation(route: WalkedRoute, caller: Caller, expected: Expectation, response: LightMyRequestResponse, getVerdicts: Verdicts): string | undefined {
  const policy401 = isPolicy(401, route, caller, response, getVerdicts);
  const policy403 = isPolicy(403, route, caller, response, getVerdicts);
  if (route.method === 'GET') getVerdicts.set(`${route.url} ${caller.role}`, { policy401, policy403 });
  if (expected === 'unauthorized') return policy401 ? undefined : 'expected the policy 401';
  if (expected === 'forbidden') return policy403 ? undefined : 'expected the policy 403';
  if (policy403) return 'an allowed role got the policy 403';
  if (route.policy === 'public') return policy401 ? 'a public route asked for authentication' : undefined;
  return response.statusCode === 401 ? 'an allowed, signed-in role got 401' : undefined;
}

/** A request the route's schema would accept where it can, so allowed callers reach the handler. */
function sampleRequest(route: WalkedRoute) {
  const url = `${fillPath(route.url, sampleObject(route.schema.params))}${queryString(sampleObject(route.schema.querystring))}`;
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && route.schema.body;
  return { method: route.method as 'GET', url, ...(withBody ? { payload: sampleObject(route.schema.body) } : {}) };
}

describe('role × route matrix', () => {
  it('answers every route as its declared policy says, for every role and a visitor', async () => {
    // HEAD after GET: a HEAD answer is judged with its GET's (see isPolicy).
    const routes = walkableRoutes(ctx.app).sort((a, b) => Number(a.method === 'HEAD') - Number(b.method === 'HEAD'));
    const getVerdicts: Verdicts = new Map();
    const roles = callers.map((caller) => caller.role);
    expect(roles).toEqual(expect.arrayContaining(['visitor', 'candidate', 'employer', 'team_manager', 'team_member', 'administrator', 'datascout', 'content_editor']));

    const violations: string[] = [];
    const tally: Record<Expectation, number> = { allowed: 0, unauthorized: 0, forbidden: 0 };
    let assertions = 0;
    const started = Date.now();
    const cpuStarted = process.cpuUsage();
    for (const route of routes) {
      const request = sampleRequest(route);
      for (const caller of callers) {
        const expected = expectationFor(route.policy, caller);
        let response = await ctx.inject({ ...request, token: caller.token });
        // An earlier call may have ended this caller's session (logout, password change): sign in again once.
        if (response.statusCode === 401 && expected === 'allowed' && caller.refresh) {
          caller.token = await caller.refresh();
          response = await ctx.inject({ ...request, token: caller.token });
        }
        tally[expected] += 1;
        assertions += 1;
        const problem = violation(route, caller, expected, response, getVerdicts);
        if (problem) violations.push(`${caller.role} ${routeLabel(route)} ${JSON.stringify(route.policy)}: ${problem}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    console.log(
      `role-route-matrix: ${routes.length} routes × ${callers.length} callers (${roles.join(', ')}) = ${assertions} assertions ` +
        `(${tally.allowed} allowed, ${tally.unauthorized} expected 401, ${tally.forbidden} expected 403), ${violations.length} violations, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s (${cpuSeconds(process.cpuUsage(cpuStarted)).toFixed(1)} s CPU)`,
    );
    expect(violations).toEqual([]);
    // Every kind of policy is in use, so each branch above was exercised.
    expect(tally.unauthorized).toBeGreaterThan(0);
    expect(tally.forbidden).toBeGreaterThan(0);
  }, 300_000);

  it('fails a route whose guard lets a forbidden role or a visitor through', () => {
    const answer = (statusCode: number, message: string) => ({ statusCode, json: () => ({ message }), body: '' }) as unknown as LightMyRequestResponse;
    const route: WalkedRoute = { method: 'GET', url: '/x', policy: { roles: ['administrator'] }, schema: {} };
    const member: Caller = { role: 'team_member', roles: ['team_member'], token: 't' };
    const verdicts: Verdicts = new Map();
    expect(violation(route, member, 'forbidden', answer(200, 'ok'), verdicts)).toBe('expected the policy 403');
    expect(violation(route, member, 'forbidden', answer(403, 'Not your organisation'), verdicts)).toBe('expected the policy 403');
    expect(violation(route, member, 'forbidden', answer(403, POLICY_403), verdicts)).toBeUndefined();
    expect(violation(route, { role: 'visitor', roles: [] }, 'unauthorized', answer(400, 'Invalid body'), verdicts)).toBe('expected the policy 401');
    expect(violation({ ...route, policy: 'authenticated' }, member, 'allowed', answer(401, 'Invalid token'), verdicts)).toBe('an allowed, signed-in role got 401');
    expect(violation({ ...route, policy: 'public' }, member, 'allowed', answer(401, 'Invalid login details'), verdicts)).toBeUndefined();
  });

  it('knows the class for a forbidden role from the declaration alone', () => {
    const admin = { role: 'administrator', roles: ['administrator'], token: 't' };
    const member = { role: 'team_member', roles: ['team_member'], token: 't' };
    expect(expectationFor({ permission: 'view_cv_database' }, member)).toBe('forbidden');
    expect(expectationFor({ permission: 'view_cv_database' }, admin)).toBe('allowed');
    expect(expectationFor({ roles: ['administrator'] }, member)).toBe('forbidden');
    expect(expectationFor('authenticated', { role: 'visitor', roles: [] })).toBe('unauthorized');
    expect(expectationFor('public', { role: 'visitor', roles: [] })).toBe('allowed');
  });
});
