import { CONFIG_LOOKUPS, ROUTES } from '@fj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

/** Fastify's `/x/:id` in OpenAPI's `/x/{id}` form. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/get-config-data', () => {
  it('returns every shared lookup list exactly as shared defines it', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/get-config-data?skip_cache=1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toEqual(JSON.parse(JSON.stringify(CONFIG_LOOKUPS)));
    for (const name of ['experience', 'qualification', 'salaryType', 'salaryCurrency', 'level', 'type', 'category', 'countries', 'alert_frequency']) {
      expect(body.data[name].length).toBeGreaterThan(0);
    }
  });
});

describe('GET /get-header-data', () => {
  it('returns menu items with the §3 fields, each linking to a real SPA route', async () => {
    const body = (await ctx.inject({ method: 'GET', url: '/get-header-data' })).json();
    expect(body.success).toBe(true);
    expect(body.total).toBe(body.data.length);
    // §3 fields plus labelKey, the i18n key the SPA translates (label stays English for third parties).
    const allowed = ['label', 'labelKey', 'link', 'subMenu', 'hide', 'hideSubMenu', 'col', 'isExternal'];
    const items = body.data.flatMap((item: { subMenu?: unknown[] }) => [item, ...(item.subMenu ?? [])]);
    const knownPaths = Object.values(ROUTES).map((path) => path.split('?')[0]).filter((path) => path.startsWith('/'));
    for (const item of items) {
      for (const key of Object.keys(item)) expect(allowed).toContain(key);
      expect(typeof item.label).toBe('string');
      expect(item.labelKey, item.label).toMatch(/^(header\.menu|enums\.category)\.[a-zA-Z0-9-]+$/);
      const path = item.link.split('?')[0];
      const matches = knownPaths.some((known) => known === path || new RegExp(`^${known.replace(/:[^/]+/g, '[^/]+')}$`).test(path));
      expect(matches, `${item.label} → ${item.link}`).toBe(true);
    }
    expect(body.data.find((item: { label: string }) => item.label === 'Jobs').subMenu).toHaveLength(15);
  });
});

describe('read cache', () => {
  it('serves repeated public reads from the cache and skip_cache=1 bypasses it', async () => {
    await ctx.inject({ method: 'GET', url: '/get-header-data?skip_cache=1' });
    const first = await ctx.inject({ method: 'GET', url: '/get-header-data?x=1' });
    const second = await ctx.inject({ method: 'GET', url: '/get-header-data?x=1' });
    const bypass = await ctx.inject({ method: 'GET', url: '/get-header-data?x=1&skip_cache=1' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(bypass.headers['x-cache']).toBe('BYPASS');
  });

  it('never caches authenticated reads, nor public reads made with a token', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/get-profile' });
    expect(response.headers['x-cache']).toBeUndefined();
    for (let i = 0; i < 2; i += 1) {
      const signedIn = await ctx.inject({ method: 'GET', url: '/get-header-data?y=1', headers: { authorization: 'Bearer anything' } });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['x-cache']).toBeUndefined();
    }
  });
});

describe('OpenAPI', () => {
  it('/openapi.json describes every implemented route', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const implemented = ctx.app.routeCatalog
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.url.startsWith('/docs') && route.url !== '/openapi.json')
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(implemented.length).toBeGreaterThan(10);
    expect(implemented.filter((route) => !documented.has(route))).toEqual([]);
    expect(spec.paths['/auth/token'].post.requestBody).toBeDefined();
    // A session token, or an API key holding the operation's scope (docs/api-keys.md).
    expect(spec.paths['/get-profile'].get.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(spec.paths['/get-profile'].get['x-scope']).toBe('profile:read');
    expect(spec.paths['/auth/logout'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('/docs serves the interactive documentation', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('platform', () => {
  it('/health checks the database', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', database: 'ok' });
  });

  it('sends security headers and a request id, echoing one given by the caller', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'trace-abc-123' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-request-id']).toBe('trace-abc-123');
    const generated = await ctx.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows the SPA origin through CORS and nobody else', async () => {
    const preflight = (origin: string) =>
      ctx.inject({
        method: 'OPTIONS',
        url: '/auth/token',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect((await preflight('http://127.0.0.1:3000')).headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes with the error envelope', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404, error: 'Not Found' });
  });
});
