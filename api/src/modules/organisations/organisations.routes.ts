import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, EMPLOYER_ROLES, LIMITS } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { CardsResponse, DataResponse, FeaturedQuery, OrganisationsQuery, SlugQuery, UpdateEmployerProfileBody } from './organisations.schemas';
import { ORGANISATION_MESSAGES, type OrganisationsService } from './organisations.service';

const tags = ['organisations'];

export function registerOrganisationsRoutes(instance: FastifyInstance, service: OrganisationsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.updateEmployerProfile,
    config: { policy: { roles: EMPLOYER_ROLES }, scope: 'profile:write' },
    schema: {
      tags,
      operationId: 'updateEmployerProfile',
      summary: "Edit the caller's company profile (employer and team managers; every §3 employer field)",
      body: UpdateEmployerProfileBody,
      response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, message: ORGANISATION_MESSAGES.updated, data: await service.updateProfile(request.actor!, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.employerPublicProfile,
    config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags,
      operationId: 'getEmployerPublicProfile',
      summary: 'The public employer profile (§2 employer view) with its Job Openings count and list',
      querystring: SlugQuery,
      response: { 200: DataResponse, ...errorResponses(400, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.publicProfile(request.query.slug) }),
  });

  app.route({
    method: 'GET',
    url: API.featuredEmployers,
    config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags,
      operationId: 'getFeaturedEmployers',
      summary: `Featured organisations (cards), ${LIMITS.featuredOrganisationsShown} unless limit says otherwise; search by name, headline or city`,
      querystring: FeaturedQuery,
      response: { 200: CardsResponse, ...errorResponses(400) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.featured(request.query.search?.trim() || undefined, request.query.limit)) }),
  });

  app.route({
    method: 'GET',
    url: API.organisations,
    config: { policy: 'public', cacheTtl: 30 },
    schema: {
      tags,
      operationId: 'getOrganisations',
      summary: `Organisations list (featured first, then by name): offset, limit (default ${LIMITS.organisationsPerPage}), featured, search → data + total`,
      querystring: OrganisationsQuery,
      response: { 200: CardsResponse, ...errorResponses(400) },
    },
    handler: async (request) => {
      const { search, featured, offset, limit } = request.query;
      return {
        success: true as const,
        ...(await service.directory({
          search: search?.trim() || undefined,
          featured: featured === true || featured === '1',
          offset: offset ?? 0,
          limit: limit ?? LIMITS.organisationsPerPage,
        })),
      };
    },
  });
}
