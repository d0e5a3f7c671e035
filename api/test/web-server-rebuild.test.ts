// Issue 19, defect 19: rebuilding the SPA into the folder a running server serves must never give a visitor a page
// whose scripts are gone (a blank page). Builds here are written the way Vite writes them: the folder emptied, then
// hashed assets, the manifest and index.html.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { FAKE_INDEX_HTML, createFakeDist, startWebServer } from './web-server-fixtures';

interface FakeBuild {
  entry: string;
  css: string;
  lazy: string;
}

const buildA: FakeBuild = { entry: 'index-AAAA1111.js', css: 'index-AAAA2222.css', lazy: 'JobsPage-AAAA3333.js' };
const buildB: FakeBuild = { entry: 'index-BBBB1111.js', css: 'index-BBBB2222.css', lazy: 'JobsPage-BBBB3333.js' };

const indexOf = (build: FakeBuild) =>
  FAKE_INDEX_HTML.replace('/assets/index-Ab12Cd34.js', `/assets/${build.entry}`).replace('/assets/index-Ef56Gh78.css', `/assets/${build.css}`);
/** Large enough to be sent compressed, different per build (as hashed names promise). */
const scriptOf = (name: string) => `// ${name}\n${'export const answer = () => 42;\n'.repeat(80)}`;

async function writeBuild(dist: string, build: FakeBuild, { withIndex = true } = {}): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, '.vite'));
  if (!withIndex) return; // the moment after emptyOutDir
  await writeFile(join(dist, 'assets', build.entry), scriptOf(build.entry));
  await writeFile(join(dist, 'assets', build.lazy), scriptOf(build.lazy));
  await writeFile(join(dist, 'assets', build.css), 'body{margin:0}\n');
  const manifest = {
    'index.html': { file: `assets/${build.entry}`, isEntry: true, css: [`assets/${build.css}`] },
    'src/features/jobs/pages/list.ts': { file: `assets/${build.lazy}`, isDynamicEntry: true },
  };
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dist, 'index.html'), indexOf(build));
}

let ctx: TestContext;
let dist: Awaited<ReturnType<typeof createFakeDist>>;
let web: FastifyInstance;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  dist = await createFakeDist();
  await writeBuild(dist.dir, buildA);
  web = await startWebServer(ctx, dist.dir);
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await web?.close();
  await dist?.remove();
  await ctx?.close();
});

const scriptsOf = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);

/** What a browser does with a page: fetch every asset it names; each must answer 200. */
async function loadPage(path: string, acceptEncoding = 'br, gzip'): Promise<{ html: string; assets: Record<string, number> }> {
  const page = await request(base).get(path).set('accept-encoding', acceptEncoding);
  expect(page.status).toBe(200);
  const assets: Record<string, number> = {};
  for (const asset of scriptsOf(page.text)) assets[asset] = (await request(base).get(asset).set('accept-encoding', acceptEncoding)).status;
  return { html: page.text, assets };
}

describe('a rebuild under a running web server', () => {
  it('serves the first build whole, then the new one whole once it has landed in the same folder', async () => {
    const before = await loadPage('/jobs-in-football/');
    // The entry, its stylesheet and the jobs page's chunk (preloaded from the manifest).
    expect(Object.keys(before.assets).sort()).toEqual([`/assets/${buildA.lazy}`, `/assets/${buildA.entry}`, `/assets/${buildA.css}`].sort());
    expect(Object.values(before.assets)).toEqual([200, 200, 200]);

    await writeBuild(dist.dir, buildB);

    for (const encoding of ['br, gzip', 'identity']) {
      const after = await loadPage('/jobs-in-football/', encoding);
      expect(Object.keys(after.assets).sort()).toEqual([`/assets/${buildB.lazy}`, `/assets/${buildB.entry}`, `/assets/${buildB.css}`].sort());
      expect(Object.values(after.assets)).toEqual([200, 200, 200]);
    }
    const entry = await request(base).get(`/assets/${buildB.entry}`).set('accept-encoding', 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.text).toBe(scriptOf(buildB.entry));
    expect((await request(base).get(`/assets/${buildB.lazy}`)).status).toBe(200);
  });

  it('a tab opened before the rebuild still loads its own build\'s scripts, lazy chunks included', async () => {
    for (const name of [buildA.entry, buildA.lazy, buildA.css]) {
      const response = await request(base).get(`/assets/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await request(base).get(`/assets/${buildA.lazy}`)).text).toBe(scriptOf(buildA.lazy));
  });

  it('while a rebuild is half written, pages keep naming the last whole build, whose scripts load', async () => {
    await writeBuild(dist.dir, buildA, { withIndex: false }); // emptied: no index.html, no assets
    const emptied = await loadPage('/');
    expect(scriptsOf(emptied.html)).toContain(`/assets/${buildB.entry}`);
    expect(Object.values(emptied.assets)).toEqual([200, 200]);

    // index.html written before its entry script: still the last whole build.
    await writeFile(join(dist.dir, 'index.html'), indexOf(buildA));
    const halfway = await loadPage('/');
    expect(scriptsOf(halfway.html)).toContain(`/assets/${buildB.entry}`);
    expect(Object.values(halfway.assets)).toEqual([200, 200]);
  });

  it('a name no build ever had is still a plain 404', async () => {
    const response = await request(base).get('/assets/index-Missing1.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });
});
