import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createFakeDist, startWebServer } from './web-server-fixtures';

/** A Vite manifest shaped like the real build's: the entry, layouts, page chunks, shared chunks, catalogue sections. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-R1.js' },
  '_site.js': { file: 'assets/site-S1.js', imports: ['index.html'] },
  'src/app/layouts/HomeLayout.tsx': { file: 'assets/HomeLayout-H1.js', imports: ['_site.js', 'index.html'] },
  'src/app/layouts/MainLayout.tsx': { file: 'assets/MainLayout-M1.js', imports: ['_site.js', 'index.html'] },
  'src/app/layouts/JobLayout.tsx': { file: 'assets/JobLayout-J1.js', imports: ['_site.js', 'index.html'] },
  'src/app/layouts/AdminLayout.tsx': { file: 'assets/AdminLayout-A1.js', imports: ['index.html'] },
  'src/features/content/pages/index.ts': { file: 'assets/pages-C1.js', imports: ['_site.js', '_home-figures.js'] },
  '_home-figures.js': { file: 'assets/home-figures-F1.js' },
  'src/features/jobs/pages/list.ts': { file: 'assets/list-J2.js', imports: ['_site.js', '_JobResults.js'] },
  'src/features/jobs/pages/detail.ts': { file: 'assets/detail-J3.js', imports: ['_site.js', '_JobResults.js'] },
  '_JobResults.js': { file: 'assets/JobResults-R2.js', css: ['assets/JobResults.css'] },
  'src/features/football/pages/public.ts': { file: 'assets/football-P1.js', imports: ['_site.js'], css: ['assets/football.css'] },
  'src/i18n/en.json?sections=jobs': { file: 'assets/en-jobs.js' },
  'src/i18n/en.json?sections=rest': { file: 'assets/en-rest.js' },
  'src/i18n/ar.json?sections=public': { file: 'assets/ar-public.js' },
  'src/i18n/ar.json?sections=jobs': { file: 'assets/ar-jobs.js' },
  'src/i18n/ar.json?sections=rest': { file: 'assets/ar-rest.js' },
};

let ctx: TestContext;
let dist: Awaited<ReturnType<typeof createFakeDist>>;
let web: FastifyInstance;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  dist = await createFakeDist();
  await mkdir(join(dist.dir, '.vite'));
  await writeFile(join(dist.dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  web = await startWebServer(ctx, dist.dir);
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await web?.close();
  await dist?.remove();
  await ctx?.close();
});

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]).sort();
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]).sort();
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe('web origin: what a page preloads and its language', () => {
  it('home preloads its layout and page chunks with their imports, not the entry\'s own or another route\'s', async () => {
    const response = await request(base).get('/');
    expect(response.status).toBe(200);
    expect(preloads(response.text)).toEqual(['/assets/HomeLayout-H1.js', '/assets/home-figures-F1.js', '/assets/pages-C1.js', '/assets/site-S1.js']);
    expect(htmlTag(response.text)).toBe('<html lang="en" dir="ltr">');
  });

  it('the jobs list preloads its own page chunk (not the job page\'s) and the English catalogue\'s jobs section (not the rest), inside <head>', async () => {
    const list = await request(base).get('/jobs-in-football/');
    expect(preloads(list.text)).toEqual(['/assets/JobResults-R2.js', '/assets/MainLayout-M1.js', '/assets/en-jobs.js', '/assets/list-J2.js', '/assets/site-S1.js']);
    const head = /<head>([\s\S]*?)<\/head>/.exec(list.text)?.[1] ?? '';
    expect(preloads(head)).toHaveLength(5);
    // A chunk's stylesheet is linked up front, so the chunk does not wait for it after the entry has run.
    expect(stylesheets(head)).toEqual(['/assets/JobResults.css']);
  });

  it('home links no stylesheet of the jobs chunks', async () => {
    expect(stylesheets((await request(base).get('/')).text)).toEqual([]);
  });

  it('an Arabic visitor (lang cookie) gets <html lang="ar" dir="rtl"> and the Arabic catalogue sections instead', async () => {
    const response = await request(base).get('/jobs-in-football/').set('cookie', 'theme=dark; lang=ar');
    expect(htmlTag(response.text)).toBe('<html lang="ar" dir="rtl">');
    expect(preloads(response.text)).toEqual(expect.arrayContaining(['/assets/ar-public.js', '/assets/ar-jobs.js']));
    expect(preloads(response.text)).not.toContain('/assets/en-jobs.js');
    expect(preloads(response.text)).not.toContain('/assets/ar-rest.js');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('an unknown cookie value is English, and the two languages have different ETags', async () => {
    const odd = await request(base).get('/').set('cookie', 'lang=xx"><script>');
    expect(htmlTag(odd.text)).toBe('<html lang="en" dir="ltr">');
    const arabic = await request(base).get('/').set('cookie', 'lang=ar');
    expect(arabic.headers.etag).not.toBe(odd.headers.etag);
    const again = await request(base).get('/').set('cookie', 'lang=ar').set('if-none-match', arabic.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('a job page carries its first API read as inert, escaped JSON; reads of other pages or failed reads add nothing', async () => {
    const reads: string[] = [];
    const withApi = await startWebServer(ctx, dist.dir, {
      pageBuilders: [{ routes: ['job'], build: async () => ({ kind: 'page', meta: { title: 'Head Coach', description: 'A job', canonicalPath: '/job/head-coach' } }) }],
      readApi: async (url, locale) => {
        reads.push(`${locale} ${url}`);
        if (url.includes('broken')) throw new Error('database down');
        return { success: true, data: { title: 'Coach </script><script>alert(1)</script> & co' } };
      },
    });
    try {
      const origin = `http://127.0.0.1:${(withApi.server.address() as AddressInfo).port}`;
      const response = await request(origin).get('/job/head-coach').set('cookie', 'lang=ar');
      const element = /<script type="application\/json" id="fj-inline-api">([\s\S]*?)<\/script>/.exec(response.text);
      expect(element).not.toBeNull();
      expect(element![1]).not.toMatch(/[<>&]/);
      expect(JSON.parse(element![1]!)).toEqual({
        '/job-api/get-job-detail-by-slug?slug=head-coach': { success: true, data: { title: 'Coach </script><script>alert(1)</script> & co' } },
      });
      expect(reads).toEqual(['ar /job-api/get-job-detail-by-slug?slug=head-coach']);
      // A job page preloads its own page chunk, not the jobs list's (Arabic visitor: Arabic's public half and jobs
      // section, not the rest it does not wait for).
      expect(preloads(response.text)).toEqual(['/assets/JobLayout-J1.js', '/assets/JobResults-R2.js', '/assets/ar-jobs.js', '/assets/ar-public.js', '/assets/detail-J3.js', '/assets/site-S1.js']);
      const home = await request(origin).get('/');
      expect(home.text).not.toContain('fj-inline-api');
      const broken = await request(origin).get('/job/broken');
      expect(broken.status).toBe(200);
      expect(broken.text).not.toContain('fj-inline-api');
    } finally {
      await withApi.close();
    }
  });

  it('a player page preloads the football pages\' chunk and its stylesheet, and the catalogue\'s jobs section and rest it waits for', async () => {
    const withPlayer = await startWebServer(ctx, dist.dir, {
      pageBuilders: [{ routes: ['player'], build: async () => ({ kind: 'page', meta: { title: 'Aaron Okafor', description: 'A player', canonicalPath: '/player/aaron-okafor' } }) }],
    });
    try {
      const response = await request(`http://127.0.0.1:${(withPlayer.server.address() as AddressInfo).port}`).get('/player/aaron-okafor');
      expect(response.status).toBe(200);
      expect(preloads(response.text)).toEqual(['/assets/MainLayout-M1.js', '/assets/en-jobs.js', '/assets/en-rest.js', '/assets/football-P1.js', '/assets/site-S1.js']);
      expect(stylesheets(response.text)).toEqual(['/assets/football.css']);
    } finally {
      await withPlayer.close();
    }
  });

  it('a not-found page preloads nothing', async () => {
    const response = await request(base).get('/no-such-page');
    expect(response.status).toBe(404);
    expect(preloads(response.text)).toEqual([]);
  });
});
