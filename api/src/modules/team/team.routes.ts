import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { MemberIdQuery, MemberResponse, MembersResponse, RemovedResponse, SaveTeamMemberBody, TeamQuery } from './team.schemas';
import { TEAM_MESSAGES, type TeamService } from './team.service';

const tags = ['team'];
/** §2: the team menu and its calls need view_team_members (employer, team_manager, administrator with an employer). */
const teamPolicy = { permission: 'view_team_members' };

export function registerTeamRoutes(instance: FastifyInstance, service: TeamService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.createTeamMember,
    config: { policy: teamPolicy },
    schema: {
      tags,
      operationId: 'createTeamMember',
      summary: "Add a team member to the caller's employer (201), or edit one (id); role or password changes revoke its tokens",
      body: SaveTeamMemberBody,
      response: { 200: MemberResponse, 201: MemberResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      const result = await service.save(request.actor!, request.body as Record<string, unknown>);
      if (result.created) reply.status(201);
      return { success: true as const, message: result.message, data: result.data };
    },
  });

  app.route({
    method: 'GET',
    url: API.teamMembers,
    config: { policy: teamPolicy },
    schema: {
      tags,
      operationId: 'getTeamMembers',
      summary: "The employer's team members by name (data + total)",
      querystring: TeamQuery,
      response: { 200: MembersResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { search, offset, limit } = request.query;
      return { success: true as const, ...(await service.list(request.actor!, { search: search?.trim() || undefined, offset: offset ?? 0, limit: limit ?? 20 })) };
    },
  });

  app.route({
    method: 'GET',
    url: API.teamMemberData,
    config: { policy: teamPolicy },
    schema: {
      tags,
      operationId: 'getTeamMemberData',
      summary: 'One team member of the caller’s employer (404 for anyone else)',
      querystring: MemberIdQuery,
      response: { 200: MemberResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.details(request.actor!, request.query.id) }),
  });

  app.route({
    method: 'DELETE',
    url: API.teamMember,
    config: { policy: teamPolicy },
    schema: {
      tags,
      operationId: 'deleteTeamMember',
      summary: 'Remove a team member: the account is closed and its tokens stop working at once',
      querystring: MemberIdQuery,
      response: { 200: RemovedResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, message: TEAM_MESSAGES.removed, data: await service.remove(request.actor!, request.query.id) }),
  });
}
