// API keys (issue 24, docs/api-keys.md): created once and shown once, kept only as a hash, acting as the owner's live
// session within the key's scopes, refused when revoked, expired, suspended or removed from the team, limited per key.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_SCOPES, type ApiScope } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let clock = new Date('2026-11-28T12:00:00Z');
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, limits: { rateLimitPerMinute: 100_000, apiKeyRateLimitPerMinute: 10_000 } });
  for (const username of ['employer', 'candidate', 'admin', 'member', 'manager']) tokens[username] = await ctx.login(username);
}, 120_000);
afterAll(async () => ctx?.close());

const createKey = async (owner: string, scopes: readonly ApiScope[], extra: { name?: string; expiresAt?: string } = {}) => {
  const response = await ctx.inject({ method: 'POST', url: API.apiKeys, token: tokens[owner], payload: { name: extra.name ?? `${owner} script`, scopes, ...(extra.expiresAt ? { expiresAt: extra.expiresAt } : {}) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; key: string; prefix: string; scopes: ApiScope[]; expires: string | null };
};
const withKey = (key: string, url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', payload?: object, remoteAddress?: string) =>
  ctx.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}), ...(remoteAddress ? { remoteAddress } : {}) });
const listKeys = async (owner: string) => (await ctx.inject({ method: 'GET', url: API.apiKeys, token: tokens[owner] })).json().data as Record<string, unknown>[];
const userId = async (username: string): Promise<number> => (await ctx.knex('users').where({ username }).first('id')).id;

describe('creating and listing keys', () => {
  it('answers the whole key once, and keeps only its SHA-256', async () => {
    const created = await createKey('employer', ['jobs:read', 'applications:read']);
    expect(created.key).toMatch(/^fj_[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(created.prefix).toBe(created.key.slice(0, 11));
    expect(created.scopes).toEqual(['jobs:read', 'applications:read']);

    const row = await ctx.knex('api_keys').where({ id: created.id }).first();
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    // The key appears in no column, whole or as its secret part.
    const secretPart = created.key.slice(11);
    for (const [column, value] of Object.entries(row)) expect(String(value), column).not.toContain(secretPart);

    const listed = (await listKeys('employer')).find((key) => key.id === created.id)!;
    expect(listed).toMatchObject({ name: 'employer script', prefix: created.prefix, scopes: ['jobs:read', 'applications:read'], lastUsedAt: null, lastUsedFrom: null, state: 'active', expires: null });
    expect(listed).not.toHaveProperty('key');
    expect(JSON.stringify(await listKeys('employer'))).not.toContain(secretPart);
  });

  it('lists only the caller’s own keys and 404s another person’s on delete', async () => {
    const mine = await createKey('candidate', ['profile:read']);
    expect((await listKeys('employer')).some((key) => key.id === mine.id)).toBe(false);
    const stranger = await ctx.inject({ method: 'DELETE', url: API.apiKey.replace(':id', String(mine.id)), token: tokens.employer });
    expect(stranger.statusCode).toBe(404);
    expect((await withKey(mine.key, API.profile)).statusCode).toBe(200);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await ctx.knex('api_keys').count({ n: '*' }).first();
    const post = (payload: object) => ctx.inject({ method: 'POST', url: API.apiKeys, token: tokens.employer, payload });
    const unknownScope = await post({ name: 'x', scopes: ['jobs:delete'] });
    expect(unknownScope.statusCode).toBe(400);
    expect(unknownScope.json().errors).toHaveProperty(['scopes.0']);
    expect((await post({ name: 'x', scopes: [] })).statusCode).toBe(400);
    const blank = await post({ name: '   ', scopes: ['jobs:read'] });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: 'Give the key a name.' });
    const past = await post({ name: 'x', scopes: ['jobs:read'], expiresAt: '2026-11-27T12:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ expiresAt: 'The expiry must be in the future.' });
    expect(await ctx.knex('api_keys').count({ n: '*' }).first()).toEqual(before);
  });

  it('cannot be used to manage keys: a key cannot create, list or revoke keys', async () => {
    const key = (await createKey('employer', [...API_SCOPES])).key;
    for (const [method, url] of [['POST', API.apiKeys], ['GET', API.apiKeys], ['DELETE', API.apiKey.replace(':id', '1')]] as const) {
      const response = await withKey(key, url, method, method === 'POST' ? { name: 'successor', scopes: ['jobs:read'] } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'api-key-not-accepted' });
    }
  });
});

describe('what a key may do', () => {
  it('acts as its owner within the organisation: the same jobs the owner’s session sees', async () => {
    const key = (await createKey('employer', ['jobs:read'])).key;
    const byKey = await withKey(key, `${API.jobs}?limit=50`);
    const bySession = await ctx.inject({ method: 'GET', url: `${API.jobs}?limit=50`, token: tokens.employer });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().total).toBeGreaterThan(0);
    expect(byKey.json()).toEqual(bySession.json());
  });

  it('answers 403 naming the missing scope', async () => {
    const key = (await createKey('employer', ['jobs:read'])).key;
    const response = await withKey(key, API.cvDatabase);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'This API key lacks the scope cv-database:read', code: 'missing-scope' });
    const write = await withKey(key, API.submitJob, 'POST', {});
    expect(write.json()).toMatchObject({ statusCode: 403, message: 'This API key lacks the scope jobs:write', code: 'missing-scope' });
  });

  it('never reaches administration, even an administrator’s key with every scope', async () => {
    const key = (await createKey('admin', [...API_SCOPES])).key;
    for (const url of [API.adminUsers, '/admin/content/posts', '/admin-api/audit-log', '/coaching-admin/courses']) {
      const response = await withKey(key, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('api-key-admin-route');
    }
  });

  it('is still bound by its owner’s roles: a candidate’s key with jobs:read cannot list an employer’s jobs', async () => {
    const key = (await createKey('candidate', ['jobs:read'])).key;
    const response = await withKey(key, API.jobs);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBeUndefined();
  });

  it('has its owner’s team permissions: a team member’s key with cv-database:read is refused the CV database', async () => {
    const key = (await createKey('member', ['cv-database:read', 'jobs:read'])).key;
    const refused = await withKey(key, API.cvDatabase);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You are not allowed to do this' });
    // The same scope on the team manager's key (whose role includes the CV database) answers.
    expect((await withKey((await createKey('manager', ['cv-database:read'])).key, `${API.cvDatabase}?limit=5`)).statusCode).toBe(200);
    // And the member's key lists the organisation's jobs, as the member's session does.
    const byKey = await withKey(key, `${API.jobs}?limit=50`);
    expect(byKey.json()).toEqual((await ctx.inject({ method: 'GET', url: `${API.jobs}?limit=50`, token: tokens.member })).json());
    expect(byKey.json().total).toBeGreaterThan(0);
  });

  it('is a visitor on public routes, never an error', async () => {
    const response = await withKey('fj_not-a-real-key', '/search/get-browse-job?limit=1');
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown or malformed key with 401', async () => {
    for (const key of ['fj_short', `fj_${'A'.repeat(43)}`]) {
      const response = await withKey(key, API.profile);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid API key', code: 'invalid-api-key' });
    }
  });
});

describe('a key stops working', () => {
  it('when revoked, from the next request', async () => {
    const created = await createKey('employer', ['profile:read']);
    expect((await withKey(created.key, API.profile)).statusCode).toBe(200);
    const revoked = await ctx.inject({ method: 'DELETE', url: API.apiKey.replace(':id', String(created.id)), token: tokens.employer });
    expect(revoked.statusCode).toBe(200);
    const refused = await withKey(created.key, API.profile);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key has been revoked');
    expect((await listKeys('employer')).some((key) => key.id === created.id)).toBe(false);
    expect((await ctx.inject({ method: 'DELETE', url: API.apiKey.replace(':id', String(created.id)), token: tokens.employer })).statusCode).toBe(404);
  });

  it('when it expires, and the list says so', async () => {
    const created = await createKey('employer', ['profile:read'], { expiresAt: new Date(clock.getTime() + 3_600_000).toISOString() });
    expect((await withKey(created.key, API.profile)).statusCode).toBe(200);
    const started = clock;
    clock = new Date(started.getTime() + 3_600_000);
    try {
      const refused = await withKey(created.key, API.profile);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/expired/);
      expect((await listKeys('employer')).find((key) => key.id === created.id)).toMatchObject({ state: 'expired' });
    } finally {
      clock = started;
    }
  });

  it('while its owner is suspended, and works again when reactivated', async () => {
    const created = await createKey('candidate', ['profile:read']);
    const candidateId = await userId('candidate');
    expect((await withKey(created.key, API.profile)).statusCode).toBe(200);
    const suspend = await ctx.inject({ method: 'POST', url: API.adminUserSuspend.replace(':id', String(candidateId)), token: tokens.admin, payload: { reason: 'Key check' } });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const refused = await withKey(created.key, API.profile);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toContain('suspended: Key check');
    expect((await ctx.inject({ method: 'POST', url: API.adminUserReactivate.replace(':id', String(candidateId)), token: tokens.admin })).statusCode).toBe(200);
    expect((await withKey(created.key, API.profile)).statusCode).toBe(200);
  });

  it('when its owner is removed from the team', async () => {
    const created = await createKey('member', ['jobs:read']);
    expect((await withKey(created.key, API.jobs)).statusCode).toBe(200);
    const removed = await ctx.inject({ method: 'DELETE', url: `${API.teamMember}?id=${await userId('member')}`, token: tokens.employer });
    expect(removed.statusCode, removed.body).toBe(200);
    const refused = await withKey(created.key, API.jobs);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The account that owns this API key no longer exists.');
  });
});

describe('last use', () => {
  it('records when and from where, at most once a minute', async () => {
    const created = await createKey('manager', ['jobs:read']);
    const started = clock;
    try {
      expect((await withKey(created.key, API.jobs, 'GET', undefined, '203.0.113.7')).statusCode).toBe(200);
      const first = (await listKeys('manager')).find((key) => key.id === created.id)!;
      expect(first).toMatchObject({ lastUsedAt: clock.toISOString(), lastUsedFrom: '203.0.113.7' });

      clock = new Date(started.getTime() + 30_000);
      await withKey(created.key, API.jobs, 'GET', undefined, '203.0.113.8');
      expect((await listKeys('manager')).find((key) => key.id === created.id)).toMatchObject({ lastUsedAt: started.toISOString(), lastUsedFrom: '203.0.113.7' });

      clock = new Date(started.getTime() + 61_000);
      await withKey(created.key, API.jobs, 'GET', undefined, '203.0.113.9');
      expect((await listKeys('manager')).find((key) => key.id === created.id)).toMatchObject({ lastUsedAt: clock.toISOString(), lastUsedFrom: '203.0.113.9' });
    } finally {
      clock = started;
    }
  });
});

describe('the OpenAPI document', () => {
  it('names each operation’s scope, and says keys are refused elsewhere', async () => {
    const document = (await ctx.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const scoped = ctx.app.routeCatalog.filter((route) => route.scope && route.method !== 'HEAD');
    expect(scoped.length).toBeGreaterThan(20);
    for (const route of scoped) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation['x-scope']).toBe(route.scope);
      expect(operation.description).toContain(`API keys with the scope ${route.scope} may call it.`);
      expect(operation.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    }
    expect(document.paths['/api-keys'].post.description).toContain('API keys are refused.');
  });
});
