import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, LIMITS } from '@fj/shared';
import { optionalActor } from '../../lib/optional-actor';
import type { UsersRepo } from '../users/users.repo';
import {
  ClubQuery, EmptyQuery, IdQuery, InputQuery, SearchParams, SearchQuery, SlugQuery, SlugSeasonQuery,
  DataResponse, dataResponses,
} from './football.schemas';
import type { FootballService } from './football.service';
import { mayEditAnyPlayer } from './football.service';

const tags = ['football'];
const ok = <T>(data: T) => ({ success: true as const, data });

/** The public §7 player and staff calls and the designed competition, table and club reads. */
export function registerFootballRoutes(instance: FastifyInstance, deps: { service: FootballService; users: UsersRepo }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { service, users } = deps;
  const actorOf = (request: Parameters<typeof optionalActor>[0]) => optionalActor(request, users);
  // The read cache shares only anonymous answers (plugins/read-cache.ts), and visitors never see an unpublished
  // profile, so player reads can be cached like the other public reads.
  const playerRead = { policy: 'public' as const, cacheTtl: 5 };

  app.route({
    method: 'GET', url: API.competitions, config: { policy: 'public', cacheTtl: 60 },
    schema: { tags, operationId: 'getCompetitions', summary: 'Competitions with their seasons (newest first) and slugs', querystring: EmptyQuery, response: { 200: DataResponse } },
    handler: async () => ok(await service.competitionsList()),
  });

  app.route({
    method: 'GET', url: API.competitionTable, config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags, operationId: 'getCompetitionTable', querystring: SlugSeasonQuery, response: dataResponses(400, 404),
      summary: 'League table (3 a win, 1 a draw, adjustments applied; ordered by points, GD, GF, name) and matches by round',
    },
    // The JSON text comes whole from Postgres (docs/performance.md, football): sent as it is, not re-serialised.
    handler: async (request, reply) =>
      reply.type('application/json; charset=utf-8').send((await service.competitionTableDocument(request.query.slug, request.query.season)) as never), // JSON text of the DataResponse shape
  });

  app.route({
    method: 'GET', url: API.club, config: { policy: 'public', cacheTtl: 30 },
    schema: { tags, operationId: 'getClub', summary: "A club: details, colours, crest, squad by line, staff, a season's results and fixtures (default the latest), seasons, competitions", querystring: SlugSeasonQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.club(request.query.slug, request.query.season)),
  });

  app.route({
    method: 'GET', url: API.player, config: playerRead,
    schema: { tags, operationId: 'getPlayer', summary: '§3 player: basics, club, careers, national team, totals and competition stats of the latest season', querystring: SlugQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.player(request.query.slug, await actorOf(request))),
  });

  app.route({
    method: 'GET', url: API.playerById, config: playerRead,
    schema: { tags, operationId: 'getPlayerById', summary: 'The same player document by id (the edit-player screen)', querystring: IdQuery, response: dataResponses(400, 404) },
    handler: async (request) => {
      const actor = await actorOf(request);
      const player = await service.playerById(request.query.id, actor);
      return ok(player);
    },
  });

  app.route({
    method: 'GET', url: API.playerStats, config: playerRead,
    schema: { tags, operationId: 'getPlayerStats', summary: "A season's competition lines and total (apps, minutes, goals, assists, cards, minutes per goal)", querystring: SlugSeasonQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.playerStats(request.query.slug, request.query.season, await actorOf(request))),
  });

  app.route({
    method: 'GET', url: API.competitionMatches, config: playerRead,
    schema: { tags, operationId: 'getCompetitionMatches', summary: "The player's matches of a season with his line in each, newest first", querystring: SlugSeasonQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.competitionMatches(request.query.slug, request.query.season, await actorOf(request))),
  });

  app.route({
    method: 'GET', url: API.seasons, config: playerRead,
    schema: { tags, operationId: 'getSeasons', summary: 'Seasons the player appeared in, newest first', querystring: SlugQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.seasons(request.query.slug, await actorOf(request))),
  });

  app.route({
    method: 'GET', url: API.statsByClub, config: playerRead,
    schema: { tags, operationId: 'getStatsByClub', summary: 'Per season and club: apps, starts, minutes, goals, assists, cards', querystring: SlugQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.statsByClub(request.query.slug, await actorOf(request))),
  });

  app.route({
    method: 'GET', url: API.relatedPlayer, config: { policy: 'public', cacheTtl: 30 },
    schema: { tags, operationId: 'getRelatedPlayer', summary: 'Players of the same club (by club slug or id)', querystring: ClubQuery, response: dataResponses(400) },
    handler: async (request) => ok(await service.related(request.query.club, request.query.exclude, request.query.limit ?? 12)),
  });

  app.route({
    method: 'GET', url: API.playingStats, config: playerRead,
    schema: { tags, operationId: 'getPlayingStats', summary: '§3 playing stats of a season: totals and per-match averages (1 decimal), average rating', querystring: SlugSeasonQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.playingStats(request.query.slug, request.query.season, await actorOf(request))),
  });

  app.route({
    method: 'GET', url: API.statusAchievements, config: playerRead,
    schema: { tags, operationId: 'getStatusAchievements', summary: "A player's status and achievements (season, achievement)", querystring: IdQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.statusAchievements(request.query.id, await actorOf(request))),
  });

  app.route({
    method: 'GET', url: API.clubs, config: { policy: 'public', cacheTtl: 60 },
    schema: { tags, operationId: 'getClubs', summary: `Club options { value, label } for async selects (from ${LIMITS.asyncSelectMinChars} characters)`, querystring: InputQuery, response: dataResponses(400) },
    handler: async (request) => ok(await service.clubOptions(request.query.input)),
  });

  app.route({
    method: 'GET', url: API.clubSearch, config: { policy: 'public', cacheTtl: 60 },
    schema: { tags, operationId: 'getClubSearch', summary: `Clubs matching the text with their details (from ${LIMITS.asyncSelectMinChars} characters)`, querystring: InputQuery, response: dataResponses(400) },
    handler: async (request) => ok(await service.clubSearch(request.query.input)),
  });

  app.route({
    method: 'GET', url: API.searchPlayers, config: { policy: 'public', cacheTtl: 5 },
    schema: {
      tags, operationId: 'searchPlayers', params: SearchParams, querystring: SearchQuery, response: dataResponses(400),
      summary: 'Player database search: name (from 4 characters; "all" or empty for filters only), club, nationality, position, age',
    },
    handler: async (request) => {
      const q = request.query;
      const term = request.params.term === 'all' ? '' : request.params.term;
      const age = q.age ? q.age.split('-').map(Number) : [];
      const actor = q.include_unpublished === '1' ? await actorOf(request) : undefined;
      const { rows, total } = await service.searchPlayers(
        {
          term,
          clubId: q.club_value ? Number(q.club_value) : undefined,
          nationality: q.nationality_value || undefined,
          position: q.position_value || undefined,
          ageMin: age[0],
          ageMax: age.length === 2 ? age[1] : age[0],
          includeUnpublished: mayEditAnyPlayer(actor),
        },
        { offset: q.offset ?? 0, limit: q.limit ?? LIMITS.defaultPageSize },
      );
      return { success: true as const, data: rows, total };
    },
  });

  app.route({
    method: 'GET', url: API.staff, config: { policy: 'public', cacheTtl: 30 },
    schema: { tags, operationId: 'getStaff', summary: '§3 staff profile: career history, role experience, languages, software, references, tactical fields', querystring: SlugQuery, response: dataResponses(400, 404) },
    handler: async (request) => ok(await service.staffProfile(request.query.slug)),
  });
}
