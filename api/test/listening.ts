import type { FastifyInstance } from 'fastify';

/** Listens on an ephemeral loopback port and answers the base URL, for supertest over a real socket. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
