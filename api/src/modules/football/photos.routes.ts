import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { lazyImport } from '../../lib/lazy-import';
import { API } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import { PhotoParams } from './football.schemas';

const loadSharp = lazyImport(() => import('sharp').then((module) => module.default));

const RASTER = new Set(['image/png', 'image/jpeg', 'image/webp']);
const CACHE_LIMIT = 300;

/**
 * `GET /football-photo/{id}`: player, staff and club pictures. Generated artwork is stored as SVG we wrote and
 * served as PNG (rendered once per process, kept in a small cache), so no SVG from the database ever reaches a
 * browser; uploaded rasters are served as they are.
 */
export function registerPhotoRoutes(instance: FastifyInstance, db: Knex): void {
  const rendered = new Map<number, Buffer>();
  instance.withTypeProvider<TypeBoxTypeProvider>().route({
    method: 'GET', url: API.footballPhoto, config: { policy: 'public', cacheTtl: false },
    schema: { tags: ['football'], operationId: 'getFootballPhoto', summary: 'A player, staff or club picture (PNG)', params: PhotoParams },
    handler: async (request, reply) => {
      const id = request.params.id;
      let png = rendered.get(id);
      let mime = 'image/png';
      if (!png) {
        const row = (await db('football_photos').where({ id }).first('mime', 'bytes')) as { mime: string; bytes: Buffer } | undefined;
        if (!row) throw notFound('Photo not found');
        if (row.mime === 'image/svg+xml') {
          png = await (await loadSharp())(Buffer.from(row.bytes)).png({ compressionLevel: 9 }).toBuffer();
          if (rendered.size >= CACHE_LIMIT) rendered.delete(rendered.keys().next().value!);
          rendered.set(id, png);
        } else if (RASTER.has(row.mime)) {
          png = Buffer.from(row.bytes);
          mime = row.mime;
        } else {
          throw notFound('Photo not found');
        }
      }
      return reply
        .header('Content-Type', mime)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(png);
    },
  });
}
