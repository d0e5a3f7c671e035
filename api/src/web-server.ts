import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Serves the built SPA for the one-process start. Client routes (/job/…, /admin/…) have no file, so any GET
 * that accepts HTML and matches no file gets index.html; missing assets still answer 404.
 */
export async function buildWebServer(webDist: string, logLevel: string): Promise<FastifyInstance> {
  const web = Fastify({ logger: { level: logLevel } });
  await web.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  web.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.type('text/html; charset=utf-8').sendFile('index.html', join(webDist));
    return reply.status(404).type('text/plain').send('Not found');
  });
  return web;
}
