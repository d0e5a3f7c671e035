import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { Type } from 'typebox';
import { API, CANDIDATE_ROLES } from '@fj/shared';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { RequestObject, SkipCacheQuery } from '../../lib/schemas';
import { FormRuleError } from '../../lib/validate-form';
import type { CompetitionsRepo } from './competitions.repo';
import { AdjustmentBody, dataResponses, ClaimBody, ClaimDecisionBody, ClaimsQuery, Id } from './football.schemas';
import { ImportFileError, importFootballJson, type ImportReport } from './import';
import { recordAudit } from '../audit';
import type { PlayerEditService } from './player-edit.service';
import type { PlayersRepo } from './players.repo';
import { checkZones, saveZones, ZonesBody } from './identity/zones';

const tags = ['football'];
const scouts = { permission: 'manage_players' } as const;
/** openfootball files are well under 1 MB; a season of 380 matches is about 60 KB. */
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

interface Deps {
  db: Knex;
  edit: PlayerEditService;
  competitions: CompetitionsRepo;
  players: PlayersRepo;
}

/** `POST /update-player`, player claims and the data scouts' tools (import, points adjustments, claims, edit log). */
export function registerFootballEditRoutes(instance: FastifyInstance, deps: Deps): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { edit, competitions, players } = deps;

  app.route({
    method: 'POST', url: API.updatePlayer, config: { policy: 'authenticated' },
    schema: {
      tags, operationId: 'updatePlayer', response: dataResponses(400, 401, 403, 404, 422),
      summary: 'Save a player (the body is the player): data scouts and administrators any, a player his own; each change logged',
      description: "A partial update (docs/api.md, \"Partial updates\"): fields absent from the body are left as they are; a field sent as null or '' is cleared where optional; `name` sent empty is a 422. A list sent (careers, achievements, appearances) replaces the stored one.",
      body: Type.Object({ id: Id }, { additionalProperties: true, maxProperties: 40 }),
    },
    handler: async (request) => ({ success: true as const, message: 'Updated Successfully', data: await edit.update(request.actor!, request.body) }),
  });

  app.route({
    method: 'POST', url: API.playerClaim, config: { policy: { roles: CANDIDATE_ROLES } },
    schema: { tags, operationId: 'playerClaim', summary: 'A player claims his profile or creates one; a data scout approves it before it is public', body: ClaimBody, response: dataResponses(400, 401, 403, 404, 409, 422) },
    handler: async (request, reply) => reply.status(201).send({ success: true as const, data: await edit.claim(request.actor!, request.body) }),
  });

  app.route({
    method: 'GET', url: API.myPlayerClaim, config: { policy: { roles: CANDIDATE_ROLES }, cacheTtl: false },
    schema: { tags, operationId: 'getMyPlayerClaim', summary: "The caller's latest claim and linked player profile", querystring: RequestObject({ ...SkipCacheQuery }), response: dataResponses(401, 403) },
    handler: async (request) => ({ success: true as const, data: await edit.myClaim(request.actor!) }),
  });

  app.route({
    method: 'GET', url: API.adminPlayerClaims, config: { policy: scouts, cacheTtl: false },
    schema: { tags, operationId: 'adminPlayerClaims', summary: 'Player claims by status (default pending), oldest first', querystring: ClaimsQuery, response: dataResponses(401, 403) },
    handler: async (request) => ({ success: true as const, data: await edit.claims(request.query.status ?? 'pending') }),
  });

  app.route({
    method: 'POST', url: API.adminDecidePlayerClaim, config: { policy: scouts },
    schema: { tags, operationId: 'adminDecidePlayerClaim', summary: 'Approve (link and publish) or reject a pending claim', body: ClaimDecisionBody, response: dataResponses(400, 401, 403, 404, 409) },
    handler: async (request) => ({ success: true as const, message: 'Updated Successfully', data: await edit.decide(request.actor!, request.body.id, request.body.decision) }),
  });

  app.route({
    method: 'GET', url: API.adminPlayerEvents, config: { policy: scouts, cacheTtl: false },
    schema: { tags, operationId: 'adminPlayerEvents', summary: "A player's edit log (who, when, what changed), newest first", querystring: RequestObject({ id: Id, ...SkipCacheQuery }), response: dataResponses(400, 401, 403) },
    handler: async (request) => ({ success: true as const, data: await players.editEvents(request.query.id) }),
  });

  app.route({
    method: 'POST', url: API.adminPointsAdjustment, config: { policy: scouts },
    schema: { tags, operationId: 'adminPointsAdjustment', summary: 'Record a points adjustment (e.g. a deduction, with its reason) for a club in a competition season', body: AdjustmentBody, response: dataResponses(400, 401, 403, 404, 422) },
    handler: async (request, reply) => {
      const { competition, season, club, points, reason } = request.body;
      if (points === 0) throw new FormRuleError({ points: 'An adjustment must add or deduct points.' });
      const ref = await competitions.findCompetitionSeason(competition, season);
      if (!ref) throw notFound('Competition season not found');
      const clubId = await competitions.clubInCompetitionSeason(ref.competitionSeasonId, club);
      if (!clubId) throw new FormRuleError({ club: 'This club does not play in this competition season.' });
      const id = await competitions.addAdjustment({ competition_season_id: ref.competitionSeasonId, club_id: clubId, points, reason: reason.trim(), created_by: request.actor!.id });
      return reply.status(201).send({ success: true as const, message: 'Updated Successfully', data: { id } });
    },
  });

  app.route({
    method: 'POST', url: API.adminCompetitionZones, config: { policy: scouts },
    schema: {
      tags, operationId: 'adminCompetitionZones', body: ZonesBody, response: dataResponses(400, 401, 403, 404, 422),
      summary: "Set a competition's table zones (champions, continental places, promotion, play-offs, relegation): position ranges with a kind, none overlapping",
    },
    handler: async (request) => {
      const zones = checkZones(request.body.zones);
      const saved = await deps.db.transaction(async (trx) => {
        const result = await saveZones(trx, request.body.competition, zones);
        if (!result) throw notFound('Competition not found');
        await recordAudit(trx, { actorUserId: request.actor!.id, action: 'football.zones', targetType: 'competition', targetId: request.body.competition, before: { zones: result.before }, after: { zones } });
        return result;
      });
      return { success: true as const, message: 'Updated Successfully', data: { id: saved.id, zones } };
    },
  });

  instance.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 } });
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: 'POST', url: API.adminImportMatches, config: { policy: { roles: ['administrator', 'datascout'] } },
      schema: {
        tags, operationId: 'adminImportMatches', consumes: ['multipart/form-data'], response: dataResponses(400, 401, 403, 413, 422),
        summary: 'Import an openfootball football.json file (multipart field `file`): the same code and report as pnpm football:import',
      },
      handler: async (request) => {
        if (!request.isMultipart()) throw badRequest('Please send the file as multipart/form-data in the field file.', { file: 'Please choose a football.json file.' });
        let upload: { name: string; bytes: Buffer; truncated: boolean } | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file') upload = { name: part.filename.slice(0, 120) || 'upload.json', bytes: await part.toBuffer(), truncated: part.file.truncated };
          else if (part.type === 'file') await part.toBuffer();
        }
        if (!upload) throw badRequest('Please choose a football.json file.', { file: 'Please choose a football.json file.' });
        if (upload.truncated) throw new HttpError(413, `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`, { file: 'File too large.' });
        try {
          const audit = async (trx: Knex.Transaction, report: ImportReport) =>
            recordAudit(trx, { actorUserId: request.actor!.id, action: 'football.import', targetType: 'competition', targetId: report.competition.slug, after: { file: report.file, season: report.season, clubs: { added: report.clubs.added, existing: report.clubs.existing }, matches: report.matches } });
          return { success: true as const, data: await importFootballJson(deps.db, upload.name, upload.bytes.toString('utf8'), audit) };
        } catch (error) {
          if (error instanceof ImportFileError) throw new HttpError(422, error.message, { file: error.problem });
          throw error;
        }
      },
    });
  });
}
