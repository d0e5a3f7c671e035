import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { AdminStateResponse, NoQuery, RevealResponse, SetLinkBody } from './community.schemas';
import { COMMUNITY_TEXT, type CommunityService } from './community.service';

const tags = ['community'];
const administrators = { roles: ['administrator'] } as const;

/** docs/partner-downloads.md "Community": administrators set and rotate the invite link; UNLIMITED members get it. */
export function registerCommunityRoutes(instance: FastifyInstance, service: CommunityService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.adminCommunityLink,
    config: { policy: administrators },
    schema: {
      tags,
      operationId: 'adminSetCommunityLink',
      summary: 'Set or rotate the WhatsApp community invite link ({ url }: https://chat.whatsapp.com/…); the old one is kept as history',
      body: SetLinkBody,
      response: { 200: AdminStateResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => ({ success: true as const, message: COMMUNITY_TEXT.saved, data: await service.setLink(request.actor!, request.body) }),
  });

  app.route({
    method: 'GET',
    url: API.adminCommunityLink,
    config: { policy: administrators, cacheTtl: false },
    schema: {
      tags,
      operationId: 'adminCommunityLink',
      summary: 'The current invite link (when set, by whom, reveals), the previous links and the latest reveals',
      querystring: NoQuery,
      response: { 200: AdminStateResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async () => ({ success: true as const, data: await service.adminState() }),
  });

  app.route({
    method: 'GET',
    url: API.communityLink,
    config: { policy: { roles: CANDIDATE_ROLES }, feature: 'whatsappCommunity', cacheTtl: false },
    schema: {
      tags,
      operationId: 'getCommunityLink',
      summary: 'The WhatsApp community invite link (Unlimited membership; 402 below it, 404 until one is set); each reveal is recorded',
      querystring: NoQuery,
      response: { 200: RevealResponse, ...errorResponses(400, 401, 402, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await service.reveal(request.actor!) }),
  });
}
