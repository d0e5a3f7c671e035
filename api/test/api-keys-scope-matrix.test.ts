// The scope × route matrix (issue 24, docs/api-keys.md), generated from the app's own route table: every operation
// that names a scope answers a key holding that scope (never a 401 or an authorization 403), refuses with 403 naming
// the scope a key of the same owner holding every OTHER scope; every administration route refuses every key; every
// other signed-in route refuses keys. A route added later is covered without editing this file.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API, API_SCOPES, type ApiScope } from '@fj/shared';
import { forbidden } from '../src/lib/http-error';
import { API_KEY_REFUSALS, isAdministrationRoute } from '../src/plugins/auth';
import { insertJob, uploadCv } from './apply-fixtures';
import { insertApplication } from './employer-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { jobPost } from './jobs-fixtures';
import { expectationFor, fillPath, queryString, routeLabel, sampleObject, walkableRoutes, type WalkedRoute } from './route-walk';

let ctx: TestContext;
const OWNERS = ['employer', 'candidate', 'admin'] as const;
type Owner = (typeof OWNERS)[number];
const ROLES_OF: Record<Owner, string[]> = { employer: ['employer'], candidate: ['candidate'], admin: ['administrator'] };
/** keys[owner][scope] holds only that scope; allBut[owner][scope] every scope but it; every[owner] all of them. */
const keys = {} as Record<Owner, Record<ApiScope, string>>;
const allBut = {} as Record<Owner, Record<ApiScope, string>>;
const every = {} as Record<Owner, string>;
const tokens = {} as Record<Owner, string>;

beforeAll(async () => {
  // Keys are counted per person (25 at most): the matrix needs 17 per owner.
  ctx = await createTestContext({ settings: { webhookAllowPrivate: true }, limits: { rateLimitPerMinute: 100_000_000, apiKeyRateLimitPerMinute: 100_000_000 } });
  for (const owner of OWNERS) {
    const token = await ctx.login(owner);
    tokens[owner] = token;
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

/**
 * Requests about real objects of the key's owner, for the operations whose schema-valid sample names nothing (an id
 * of nobody's, an empty form): the in-scope call then shows the operation working with a key (2xx), not only getting
 * past the key check. Built when called, after the calls before it (apply comes before withdraw, a webhook is created
 * before it is read). Routes not listed here use the generated sample.
 */
const realRequests: Record<string, () => Promise<{ url?: string; payload?: object }>> = {
  'POST /job-api/submit-job': async () => ({ payload: jobPost({ job_title: 'Matrix Analyst' }) }),
  'GET /job-api/update-job-post-status': async () => ({ url: `${API.updateJobPostStatus}?jobId=${(await insertJob(ctx.knex)).id}&status=closed` }),
  'POST /job-api/apply': async () => ({ payload: { jobId: (await insertJob(ctx.knex, { title: 'Matrix apply' })).id, cv_media_id: await uploadCv(ctx, tokens.candidate) } }),
  'GET /get-my-applied-jobs': async () => ({ url: `${API.myAppliedJobs}?ids=${(await latestApplication('candidate')).job_id}` }),
  'POST /job-api/withdraw-application': async () => ({ payload: { id: (await latestApplication('candidate')).id } }),
  'POST /job-api/take-action': async () => {
    const job = await insertJob(ctx.knex);
    const candidate = (await ctx.knex('users').where({ username: 'subscriber' }).first('id')).id as number;
    return { payload: { ids: [await insertApplication(ctx.knex, job.id, candidate)], status: 1 } };
  },
  'POST /update-visibility': async () => ({ payload: { cand_profile: 'pub' } }),
  'POST /update-employer-profile': async () => ({ payload: { name: 'Matrix Athletic FC' } }),
  'POST /webhooks': async () => ({ payload: { url: 'http://127.0.0.1:9/matrix', events: ['application.created'] } }),
  'GET /webhooks/:id': async () => ({ url: `/webhooks/${await latestWebhook()}` }),
  'PATCH /webhooks/:id': async () => ({ url: `/webhooks/${await latestWebhook()}`, payload: { description: 'Matrix' } }),
  'POST /webhooks/:id/ping': async () => ({ url: `/webhooks/${await latestWebhook()}/ping` }),
  'GET /webhooks/:id/deliveries': async () => ({ url: `/webhooks/${await latestWebhook()}/deliveries` }),
  'POST /webhooks/:id/deliveries/:deliveryId/redeliver': async () => {
    const id = await latestWebhook();
    const delivery = await ctx.knex('webhook_deliveries').where({ webhook_id: id }).orderBy('id', 'desc').first('id');
    return { url: `/webhooks/${id}/deliveries/${delivery?.id ?? 1}/redeliver` };
  },
  'DELETE /webhooks/:id': async () => ({ url: `/webhooks/${await latestWebhook()}` }),
};

async function latestApplication(username: string): Promise<{ id: number; job_id: number }> {
  return ctx.knex('applications as a').join('users as u', 'u.id', 'a.candidate_user_id').where('u.username', username).orderBy('a.id', 'desc').first('a.id', 'a.job_id');
}
async function latestWebhook(): Promise<number> {
  return (await ctx.knex('webhooks as w').join('users as u', 'u.id', 'w.user_id').where('u.username', 'employer').orderBy('w.id', 'desc').first('w.id')).id;
}

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
      const real = realRequests[label] ? await realRequests[label]() : undefined;
      const response = await ctx.inject({ ...sampleRequest(route, keys[owner][scope]), ...real });
      tally.inScope += 1;
      if (real && (response.statusCode < 200 || response.statusCode >= 300)) violations.push(`${label} with a real request answered ${response.statusCode} ${response.body.slice(0, 160)}`);
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
      `answers ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}; ${tally.outOfScope} out-of-scope calls, each expected 403 missing-scope), ` +
      `${tally.administration} administration calls (${tally.administration / OWNERS.length} routes × ${OWNERS.length} keys, each expected 403), ` +
      `${tally.unscoped} unscoped signed-in routes (each expected 403), ${tally.public} public (keys not needed); ${violations.length} violations`,
  );
  expect(violations).toEqual([]);
  for (const scope of API_SCOPES.filter((one) => one !== 'webhooks:manage')) {
    expect([...scopeOf.values()], `some route names ${scope}`).toContain(scope);
  }
  expect(tally.administration).toBeGreaterThan(0);
  // Every in-scope call works (2xx), but where the owner's own membership gates the operation: a free candidate's
  // key meets the same 402 as the candidate's session (GET /generate-ats-cv).
  expect([...statuses.keys()].filter((status) => status >= 300 && status !== 402)).toEqual([]);
  expect(statuses.get(402) ?? 0).toBeLessThanOrEqual(1);
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
