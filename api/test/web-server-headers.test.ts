import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { ASSET_BODY, ASSET_PATH, createFakeDist, startWebServer } from './web-server-fixtures';

let ctx: TestContext;
let dist: Awaited<ReturnType<typeof createFakeDist>>;
let web: FastifyInstance;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  dist = await createFakeDist();
  web = await startWebServer(ctx, dist.dir);
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await web?.close();
  await dist?.remove();
  await ctx?.close();
});

/** The CSP as directive → sources. */
const directives = (header: string | undefined): Map<string, string[]> =>
  new Map((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name!, sources]));

describe('web origin security headers', () => {
  it.each(['/', '/jobs-in-football/', '/no-such-page', ASSET_PATH, '/robots.txt'])('%s carries CSP, nosniff, referrer and permissions policies', async (path) => {
    const response = await request(base).get(path);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:4000', 'http://127.0.0.1:4000']));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'http://localhost:4000']));
    // Plain http: no upgrade of the API calls to https.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const permissions = response.headers['permissions-policy'];
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(permissions).toContain(feature);
  });

  it('allows an https API origin exactly and upgrades insecure requests on an https site', async () => {
    const secure = await startWebServer(ctx, dist.dir, { publicWebUrl: 'https://jobs.example.org', publicApiUrl: 'https://api.example.org' });
    try {
      const response = await request(`http://127.0.0.1:${(secure.server.address() as AddressInfo).port}`).get('/');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.org']);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('lets Google sign-in in only when it is configured', async () => {
    const withGoogle = await startWebServer(ctx, dist.dir, { googleSignIn: true });
    try {
      const response = await request(`http://127.0.0.1:${(withGoogle.server.address() as AddressInfo).port}`).get('/signin/');
      expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    } finally {
      await withGoogle.close();
    }
    const response = await request(base).get('/signin/');
    expect(response.headers['content-security-policy']).not.toContain('accounts.google.com');
  });
});

/** The bytes as they crossed the socket (supertest decodes compressed bodies before a parser sees them). */
function wireGet(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a large asset %s-encoded, and it decodes to the file', async (encoding, decode) => {
    const response = await request(base).get(ASSET_PATH).set('accept-encoding', encoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.text).toBe(ASSET_BODY);
    const wire = await wireGet(ASSET_PATH, encoding);
    expect(wire.body.length).toBeLessThan(ASSET_BODY.length / 4);
    expect(decode(wire.body).toString('utf8')).toBe(ASSET_BODY);
  });

  it('sends hashed assets at the highest compression levels (compressed once, kept in memory)', async () => {
    const br = await wireGet(ASSET_PATH, 'br');
    expect(br.body.length).toBe(brotliCompressSync(ASSET_BODY, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    const gz = await wireGet(ASSET_PATH, 'gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBe(gzipSync(ASSET_BODY, { level: 9 }).length);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('prefers Brotli when the browser takes both, and compresses the HTML pages', async () => {
    const asset = await request(base).get(ASSET_PATH).set('accept-encoding', 'gzip, deflate, br');
    expect(asset.headers['content-encoding']).toBe('br');
    const page = await wireGet('/jobs-in-football/', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const wire = await wireGet(ASSET_PATH, 'identity');
    expect(wire.headers['content-encoding']).toBeUndefined();
    expect(wire.body.toString('utf8')).toBe(ASSET_BODY);
  });
});

describe('caching', () => {
  it('hashed assets are immutable for a year', async () => {
    const response = await request(base).get(ASSET_PATH);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/jobs-in-football/', '/job/no-such-job', '/no-such-page', '/employer/dashboard'])('HTML at %s is never cached without revalidation', async (path) => {
    const response = await request(base).get(path);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('an unchanged page revalidates to 304 with its ETag', async () => {
    const first = await request(base).get('/jobs-in-football/');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await request(base).get('/jobs-in-football/').set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect((await request(base).get('/jobs-in-football/').set('if-none-match', 'W/"other"')).status).toBe(200);
  });

  it('index.html is not served raw: only through a page, with its head filled in', async () => {
    const response = await request(base).get('/index.html');
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('files outside assets/ are cached briefly, not immutably', async () => {
    const response = await request(base).get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('an address that cannot be decoded is a plain 400', async () => {
    const response = await request(base).get('/job/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('a missing asset is a plain 404, never the HTML page', async () => {
    const response = await request(base).get('/assets/index-Missing1.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });
});
