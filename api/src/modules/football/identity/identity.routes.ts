import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { Type } from 'typebox';
import { API } from '@fj/shared';
import { notFound } from '../../../lib/http-error';
import { RequestObject } from '../../../lib/schemas';
import { clubColours } from './colours';
import { crestSvg } from './crest-svg';
import { portraitSvg } from './portrait-svg';

const tags = ['football'];
/** `{id}.svg`, id 1…2³¹−1. */
const SvgFile = RequestObject({ file: Type.String({ pattern: '^[1-9][0-9]{0,9}\\.svg$', maxLength: 14, description: '{id}.svg' }) });
const idOf = (file: string) => {
  const id = Number(file.slice(0, -4));
  if (id > 2_147_483_647) throw notFound('Not found');
  return id;
};

/**
 * A week in every cache, then a cheap revalidation by ETag: a crest changes only when the club's name or colours do,
 * a portrait when the player changes club (docs/football.md "Identity").
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
  reply
    .header('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400')
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    // Opened on its own, the SVG may run nothing and load nothing.
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** `GET /football-crest/{clubId}.svg` and `GET /football-portrait/{playerId}.svg`: generated, never stored. */
export function registerIdentityRoutes(instance: FastifyInstance, db: Knex): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    method: 'GET', url: API.footballCrest, config: { policy: 'public', cacheTtl: false },
    schema: { tags, operationId: 'getFootballCrest', summary: "A club's generated crest (SVG) in its colours, for clubs without an uploaded logo", params: SvgFile },
    handler: async (request, reply) => {
      const club = await db('clubs').where({ id: idOf(request.params.file) }).first('name', 'primary_colour', 'secondary_colour');
      if (!club) throw notFound('Club not found');
      return sendSvg(request, reply, crestSvg(club));
    },
  });
  app.route({
    method: 'GET', url: API.footballPortrait, config: { policy: 'public', cacheTtl: false },
    schema: { tags, operationId: 'getFootballPortrait', summary: "A player's generated portrait (SVG) in his club's shirt colour, for players without a photo", params: SvgFile },
    handler: async (request, reply) => {
      const row = await db('players as p').leftJoin('clubs as c', 'c.id', 'p.current_club_id').where('p.id', idOf(request.params.file))
        .first('p.id', 'p.gender', 'c.name as club_name', 'c.primary_colour', 'c.secondary_colour');
      if (!row) throw notFound('Player not found');
      const shirt = row.club_name ? clubColours({ name: row.club_name, primary_colour: row.primary_colour, secondary_colour: row.secondary_colour }).primary : '#475569';
      return sendSvg(request, reply, portraitSvg(Number(row.id), shirt, row.gender));
    },
  });
}
