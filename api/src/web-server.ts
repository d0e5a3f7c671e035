import { createHash } from 'node:crypto';
import { join, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { createPageBuilders, createPageRenderer, createPageSources, type PageBuilder } from './page-meta';
import { matchClientRoute } from './page-meta/client-routes';
import { createBuildSource, type BuildSnapshot } from './web-origin/build-snapshot';
import { firstReadOf, inlineApiScript, type ReadApi } from './web-origin/inline-api';
import { localeFromCookie, localisePage } from './web-origin/page-locale';
import { createRoutePreloads } from './web-origin/route-preloads';
import { robotsTxt } from './web-origin/robots';
import { assetType, createPrecompressedAssets, negotiateEncoding } from './web-origin/precompressed-assets';
import { registerWebSecurityHeaders } from './web-origin/security-headers';
import { createSitemap, sitemapSections } from './web-origin/sitemap';

export interface WebServerOptions {
  /** The built SPA (index.html and assets/). */
  webDist: string;
  logLevel: string;
  /** The API's database: pages read their objects through the API's own services, in this process. */
  db: Knex;
  /** PUBLIC_WEB_URL (canonical and sitemap addresses). */
  publicWebUrl: string;
  /** PUBLIC_API_URL (CSP connect-src and img-src, /media images in link previews). */
  publicApiUrl: string;
  /** GOOGLE_CLIENT_IDS set: the CSP lets Google's sign-in script in. */
  googleSignIn: boolean;
  now?: () => Date;
  /**
   * Reads the API anonymously in this process (server.ts: `readApiAnonymously(app)`): a job page's first read is put
   * in its HTML (web-origin/inline-api.ts), so the SPA renders without that round trip. Without it, nothing is inlined.
   */
  readApi?: ReadApi;
  /** Overrides, for tests: the page builders and the URLs per sitemap file. */
  pageBuilders?: readonly PageBuilder[];
  sitemapMaxUrls?: number;
}

/** Hashed build output (Vite's assets/) never changes under one name; everything else is revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
const CACHE_PUBLIC_FILE = 'public, max-age=3600';
const CACHE_CRAWLER_FILE = 'public, max-age=300';

const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', CACHE_REVALIDATE);

/**
 * The public web origin of the one-process start: the built SPA, compressed (Brotli or gzip), with security headers,
 * long-lived caching for hashed assets, and each public page's own head tags in its initial HTML (page-meta/); a path
 * the SPA has no route for, or a missing job or profile, answers 404 with the SPA's not-found page. docs/seo.md.
 */
export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const webUrl = options.publicWebUrl.replace(/\/+$/, '');
  const site = { webUrl, apiUrl: options.publicApiUrl.replace(/\/+$/, '') };
  const sources = createPageSources({ db: options.db, publicWebUrl: webUrl, now: options.now ?? (() => new Date()) });
  const builders = options.pageBuilders ?? createPageBuilders(sources);
  // Pages and assets come from one build held in memory, replaced whole when a rebuild has fully landed
  // (web-origin/build-snapshot.ts): a page never names a script of another build, or one the rebuild deleted.
  const precompressed = createPrecompressedAssets((name) => build.asset(name));
  const build = createBuildSource(options.webDist, { onSwitch: () => precompressed.forget((name) => build.holds(name)) });
  const pageKits = new WeakMap<BuildSnapshot, ReturnType<typeof pageKitOf>>();
  const pageKitOf = (snapshot: BuildSnapshot) => ({
    ...createPageRenderer({ indexHtml: snapshot.indexHtml, site, builders }),
    routePreloads: createRoutePreloads(snapshot.manifest),
  });
  const pageKit = (snapshot: BuildSnapshot) => {
    let kit = pageKits.get(snapshot);
    if (!kit) pageKits.set(snapshot, (kit = pageKitOf(snapshot)));
    return kit;
  };
  pageKit(build.latest()); // a broken index.html fails the start, not the first visitor
  const sitemap = createSitemap({ webUrl, sections: sitemapSections(sources), maxUrls: options.sitemapMaxUrls });
  const assetsDir = join(options.webDist, 'assets') + sep;

  const web = Fastify({
    logger: { level: options.logLevel },
    // An address that cannot be decoded: a plain 400 rather than Fastify's JSON error.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', CACHE_REVALIDATE)
        .type('text/plain; charset=utf-8')
        .send('Bad request');
    },
  });
  await registerWebSecurityHeaders(web, { webUrl, apiUrl: site.apiUrl, googleSignIn: options.googleSignIn });
  // Before the routes, so its onSend hook wraps them; zstd is left out (browsers' support is recent).
  await web.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // Build files from the builds held in memory: hashed JS/CSS as their Brotli 11 / gzip 9 copies, the rest as they
  // are; a name no build held has falls through to the plain 404.
  web.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.startsWith('/assets/')) return;
    const name = request.url.slice('/assets/'.length).split(/[?#]/)[0]!;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const compressed = encoding && (await precompressed.get(name, encoding));
    if (compressed) {
      return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').header('cache-control', CACHE_IMMUTABLE).type(compressed.type).send(compressed.body);
    }
    const body = await build.asset(name);
    if (!body) return;
    return reply.header('cache-control', CACHE_IMMUTABLE).type(assetType(name)).send(body);
  });
  await web.register(fastifyStatic, {
    root: options.webDist,
    // One route per file outside assets/ (favicon, images: a rebuild rewrites them under the same names); every other
    // path is a page. assets/ is answered from memory above.
    wildcard: false,
    index: false,
    // index.html is only ever sent with a page's head tags filled in.
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (response, filePath) =>
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? CACHE_IMMUTABLE : filePath.endsWith('.html') ? CACHE_REVALIDATE : CACHE_PUBLIC_FILE),
  });

  web.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CRAWLER_FILE).send(robotsTxt(webUrl)));

  web.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CRAWLER_FILE).send(await sitemap.root()),
  );

  web.get<{ Params: { file: string } }>('/sitemap-:file', async (request, reply) => {
    const body = await sitemap.file(`sitemap-${request.params.file}`);
    if (body === undefined) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CRAWLER_FILE).send(body);
  });

  const page = async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    const { render, routePreloads } = pageKit(await build.current());
    const rendered = await render(pathname);
    if (rendered.status === 301) return reply.header('cache-control', CACHE_REVALIDATE).redirect(rendered.location, 301);
    // The `lang` cookie picks <html lang dir> and which catalogue to preload; the route, which chunks.
    const locale = localeFromCookie(request.headers.cookie);
    const route = rendered.status === 200 ? matchClientRoute(pathname) : null;
    const firstRead = route && options.readApi ? firstReadOf(route.name, route.params) : undefined;
    const answer = firstRead ? await options.readApi!(firstRead, locale).catch(() => undefined) : undefined;
    const extraHead = [route ? routePreloads(route.name, pathname, locale) : '', answer === undefined ? '' : inlineApiScript({ [firstRead!]: answer })];
    const body = localisePage(rendered.html, locale, extraHead.filter(Boolean).join('\n    '));
    // no-cache revalidates every navigation: an unchanged page then costs a 304, not the document again.
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const ifNoneMatch = request.headers['if-none-match'];
    html(reply).header('vary', 'Cookie').header('etag', etag);
    if (rendered.status === 200 && ifNoneMatch?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
    return reply.status(rendered.status).send(body);
  };

  web.get('/*', async (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] || '/';
    // A missing build file is a plain 404: a stale chunk name must fail fast, not parse the HTML page as script.
    if (pathname.startsWith('/assets/')) return reply.callNotFound();
    return page(pathname, request, reply);
  });

  // A page whose object cannot be read (database unreachable) still loads the SPA, which shows its own error state;
  // 503 + Retry-After tells crawlers to come back rather than index it.
  web.setErrorHandler(async (error, request, reply) => {
    request.log.error({ err: error }, 'web origin request failed');
    reply.status(503).header('retry-after', '5');
    if (!(request.method === 'GET' || request.method === 'HEAD') || /^\/(assets\/|sitemap|robots)/.test(request.url)) {
      return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_REVALIDATE).send('Service unavailable');
    }
    return html(reply).send(pageKit(build.latest()).unavailableHtml);
  });

  web.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] || '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/assets/')) return page(pathname, request, reply);
    return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', CACHE_REVALIDATE).send('Not found');
  });

  return web;
}
