import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildWebServer, type WebServerOptions } from '../src/web-server';
import type { TestContext } from './helpers';

/** The head Vite writes into the built index.html (same markers: charset, viewport, description, title, entry script). */
export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Football jobs and careers: jobs, candidates, employers and player profiles." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Football Jobs</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56Gh78.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export const ASSET_PATH = '/assets/index-Ab12Cd34.js';
/** About 60 KB of script-like text: large enough to be compressed, compressible like a real bundle. */
export const ASSET_BODY = Array.from({ length: 1500 }, (_, i) => `export const value${i} = () => ({ id: ${i}, label: "item ${i}" });\n`).join('');

export async function createFakeDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'fj-web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(join(dir, ASSET_PATH.slice(1)), ASSET_BODY);
  await writeFile(join(dir, 'assets', 'index-Ef56Gh78.css'), 'body{margin:0}\n');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The web server on a real listening socket (127.0.0.1, a free port), reading the test's database. */
export async function startWebServer(ctx: TestContext, dist: string, overrides: Partial<WebServerOptions> = {}): Promise<FastifyInstance> {
  const web = await buildWebServer({
    webDist: dist,
    logLevel: 'silent',
    db: ctx.knex,
    publicWebUrl: 'http://localhost:3000',
    publicApiUrl: 'http://localhost:4000',
    googleSignIn: false,
    ...overrides,
  });
  await web.listen({ port: 0, host: '127.0.0.1' });
  return web;
}

/** The <head> of an HTML page and its tags, read with patterns (the page is ours; no DOM needed). */
export function headOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const metaContent = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1];
  return {
    head,
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length ?? 0,
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    description: metaContent('name', 'description'),
    robots: metaContent('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    og: (key: string) => metaContent('property', `og:${key}`),
    twitter: (key: string) => metaContent('name', `twitter:${key}`),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

/** Undoes the five escapes of an attribute value or title text. */
export const unescapeHtml = (text: string | undefined): string | undefined =>
  text?.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
