import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { ADMIN_CREDITS, type AdminCreditsService } from './admin-credits.service';
import { CandidateLookupQuery, CandidateLookupResponse, UpdateCreditsBody, UpdateCreditsResponse } from './memberships.schemas';

const tags = ['admin'];
const administrators = { roles: ['administrator'] };

export function registerAdminCreditsRoutes(instance: FastifyInstance, service: AdminCreditsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET',
    url: API.candidateLookup,
    config: { policy: administrators },
    schema: {
      tags,
      operationId: 'lookupCreditAccount',
      summary: 'Up to 20 accounts whose name, username or email contains `input` (at least 2 characters), with their credit balances',
      querystring: CandidateLookupQuery,
      response: { 200: CandidateLookupResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, data: await service.lookup(request.query.input) }),
  });

  app.route({
    method: 'POST',
    url: API.updateCredits,
    config: { policy: administrators },
    schema: {
      tags,
      operationId: 'updateCredits',
      summary: "Set an account's credit holder's balances (ledger rows admin_adjustment with the administrator as actor)",
      body: UpdateCreditsBody,
      response: { 200: UpdateCreditsResponse, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => ({ success: true as const, message: ADMIN_CREDITS.messages.updated, data: await service.update(request.actor!, request.body) }),
  });
}
