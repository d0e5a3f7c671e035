import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { CvSearchQuerySchema, CvSearchResponse } from './cv-database.schemas';
import type { CvDatabaseService } from './cv-database.service';

const blank = (value: string | undefined) => value?.trim() || undefined;

export function registerCvDatabaseRoutes(instance: FastifyInstance, service: CvDatabaseService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.cvDatabase,
    config: { policy: { permission: 'view_cv_database' }, scope: 'cv-database:read' },
    schema: {
      tags: ['cv-database'],
      operationId: 'getCvDatabase',
      summary: 'Search discoverable candidate profiles: keyword + filters, paged with the total; contact details per tier and access',
      querystring: CvSearchQuerySchema,
      response: { 200: CvSearchResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const q = request.query;
      return {
        success: true as const,
        ...(await service.search(request.actor!, {
          search: blank(q.search),
          profileType: blank(q.profile_type),
          level: blank(q.level),
          experience: blank(q.experience),
          qualification: blank(q.qualification),
          country: blank(q.country),
          city: blank(q.city),
          availability: q.availability,
          relocate: q.relocate,
          skills: (q.skills ?? []).map((skill) => skill.trim()).filter(Boolean),
          offset: q.offset ?? 0,
          limit: q.limit ?? 20,
        })),
      };
    },
  });
}
