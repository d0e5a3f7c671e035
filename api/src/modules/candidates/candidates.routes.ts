import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API, CANDIDATE_ROLES, EMPLOYER_ROLES, MESSAGES, isEmployerRole, withQuery } from '@fj/shared';
import type { Actor } from '../../plugins/policy-types';
import { EmployerDashboardResponse, type EmployerDashboardData } from '../organisations/organisations.schemas';
import { sendPdfAttachment } from '../../lib/pdf-attachment';
import { errorResponses } from '../../lib/schemas';
import { FileResponse } from '../media/media.schemas';
import { optionalActor } from '../../lib/optional-actor';
import type { UsersRepo } from '../users/users.repo';
import { candidateDashboard, type DashboardSources } from './candidate-dashboard';
import {
  DashboardResponse,
  OwnCandidateProfileResponse,
  PublicProfileQuery,
  PublicProfileResponse,
  PublicProfilesQuery,
  PublicProfilesResponse,
  SkipCacheOnly,
  UpdatePermalinkBody,
  UpdatePermalinkResponse,
  UpdateProfileBody,
  UpdateVisibilityBody,
  UpdateVisibilityResponse,
} from './candidates.schemas';
import type { CandidatesService } from './candidates.service';
import { CANDIDATE_API } from './paths';

const tags = ['candidates'];
const candidates = { roles: CANDIDATE_ROLES };

export interface CandidatesRouteDeps {
  service: CandidatesService;
  users: UsersRepo;
  dashboardSources: DashboardSources;
  publicWebUrl: string;
  /** Employer roles get the employer dashboard on the same path (organisations module). */
  employerDashboard?: (actor: Actor) => Promise<EmployerDashboardData>;
}

export function registerCandidatesRoutes(instance: FastifyInstance, deps: CandidatesRouteDeps): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { service } = deps;

  app.route({
    method: 'POST',
    url: API.updateProfile,
    config: { policy: candidates, scope: 'profile:write' },
    schema: {
      tags,
      operationId: 'updateProfile',
      summary: "Change fields of the caller's candidate profile (only the fields sent)",
      description: "A partial update (docs/api.md, \"Partial updates\"): fields absent from the body are left as they are; a field sent as null or '' is cleared where optional; a required field (cand_name, cand_email, profile_type, cand_profile) sent empty is a 422 naming it.",
      body: UpdateProfileBody,
      response: { 200: OwnCandidateProfileResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      message: MESSAGES.updated,
      data: await service.updateProfile(request.actor!.id, request.body as Record<string, unknown>),
    }),
  });

  app.route({
    method: 'POST',
    url: API.updateVisibility,
    config: { policy: candidates, scope: 'profile:write' },
    schema: {
      tags,
      operationId: 'updateVisibility',
      summary: 'Make the candidate profile public (pub) or private (priv)',
      body: UpdateVisibilityBody,
      response: { 200: UpdateVisibilityResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => ({
      success: true as const,
      message: MESSAGES.updated,
      data: await service.updateVisibility(request.actor!.id, request.body),
    }),
  });

  app.route({
    method: 'POST',
    url: API.updatePermalink,
    config: { policy: candidates },
    schema: {
      tags,
      operationId: 'updatePermalink',
      summary: 'Change the public profile address /profile/{slug}; the old address redirects to the new one',
      body: UpdatePermalinkBody,
      response: { 200: UpdatePermalinkResponse, ...errorResponses(400, 401, 403, 409, 422) },
    },
    handler: async (request) => {
      const { token, ...data } = await service.updatePermalink(request.actor!.id, request.body);
      return { success: true as const, message: MESSAGES.updated, token, data };
    },
  });

  app.route({
    method: 'GET',
    url: API.publicProfile,
    // Not cached: owners and administrators see private profiles that visitors must not get from a cache.
    config: { policy: 'public', cacheTtl: false },
    schema: {
      tags,
      operationId: 'getPublicProfile',
      summary: 'A public profile by slug: the candidate view of /profile/{slug} (type candidate), or employer',
      description: 'A former slug answers 301 to the current one. Private candidate profiles are 404 except for their owner and administrators.',
      querystring: PublicProfileQuery,
      response: { 200: PublicProfileResponse, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const answer = await service.publicProfile(request.query.slug, await optionalActor(request, deps.users));
      if (answer.kind === 'moved') return reply.redirect(withQuery(API.publicProfile, { slug: answer.slug }), 301);
      return { success: true as const, type: answer.type, data: answer.data };
    },
  });

  app.route({
    method: 'GET',
    url: CANDIDATE_API.publicProfiles,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'getPublicProfiles',
      summary: '/profile/list: public candidate profiles (search, profile_type), newest change first',
      querystring: PublicProfilesQuery,
      response: { 200: PublicProfilesResponse, ...errorResponses(400) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.listPublicProfiles(request.query)) }),
  });

  app.route({
    method: 'GET',
    url: API.dashboardData,
    config: { policy: deps.employerDashboard ? { roles: [...CANDIDATE_ROLES, ...EMPLOYER_ROLES] } : candidates, scope: 'profile:read' },
    schema: {
      tags,
      operationId: 'getDashboardData',
      summary: 'Candidate dashboard: membership, credits, applications, profile link and completeness',
      querystring: SkipCacheOnly,
      response: { 200: Type.Union([DashboardResponse, EmployerDashboardResponse]), ...errorResponses(401, 403) },
    },
    handler: async (request) => isEmployerRole(request.actor!.roles) && deps.employerDashboard ? { success: true as const, data: await deps.employerDashboard(request.actor!) } : ({
      success: true as const,
      data: await candidateDashboard(await service.profileRow(request.actor!.id), deps.dashboardSources, deps.publicWebUrl),
    }),
  });

  app.route({
    method: 'GET',
    url: API.generateAtsCv,
    config: { policy: candidates, scope: 'profile:read' },
    schema: {
      tags,
      operationId: 'generateAtsCv',
      summary: 'The profile as a clean, text-based PDF CV for applicant-tracking systems',
      description:
        '§6 "basic text CV": Standard membership and above. A Free candidate gets 402 with code membership-required ' +
        '(not 403, which would end the SPA session).',
      querystring: SkipCacheOnly,
      response: { 200: FileResponse('The PDF, as an attachment named <name>-cv.pdf'), ...errorResponses(401, 402, 403) },
    },
    handler: async (request, reply) => {
      const cv = await service.atsCv(request.actor!.id);
      return sendPdfAttachment(reply, cv.filename, cv.bytes);
    },
  });
}
