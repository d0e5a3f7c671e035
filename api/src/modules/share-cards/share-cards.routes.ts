import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API, CANDIDATE_ROLES, type ShareCardKind } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import { CardFile, CardQuery, ShareKitResponse } from './share-cards.schemas';
import type { CardAnswer, ShareCardsService } from './share-cards.service';

const tags = ['share-cards'];
const CARDS: readonly (readonly [ShareCardKind, string, string, string])[] = [
  ['profile', API.shareCardProfile, 'getProfileShareCard', "A member's share card (ELITE and up, public profiles only; others 404)"],
  ['job', API.shareCardJob, 'getJobShareCard', "A job's share card: title, employer and logo, place, salary, closing date"],
  ['player', API.shareCardPlayer, 'getPlayerShareCard', "A published player's share card: club and crest, position, number, season stats"],
];

/**
 * Five minutes fresh, then a revalidation that costs the source reads but no render (the ETag is the content's
 * version); networks that fetch og:image keep their own copy anyway.
 */
function sendCard(reply: FastifyReply, card: CardAnswer) {
  reply
    .header('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400')
    .header('ETag', card.etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Server-Timing', `card;desc="${card.source}"`);
  if (!card.png) return reply.status(304).send();
  return reply.type('image/png').send(card.png);
}

/** docs/share-cards.md */
export function registerShareCardsRoutes(instance: FastifyInstance, service: ShareCardsService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  for (const [kind, url, operationId, summary] of CARDS) {
    app.route({
      method: 'GET', url, config: { policy: 'public', cacheTtl: false },
      schema: { tags, operationId, summary: `${summary}; 1200×630 PNG with a strong ETag`, params: CardFile, querystring: CardQuery, response: errorResponses(400, 404) },
      handler: async (request, reply) => sendCard(reply, await service.card(kind, request.params.file.slice(0, -4), request.headers['if-none-match'])),
    });
  }

  app.route({
    method: 'GET', url: API.shareCardSite, config: { policy: 'public', cacheTtl: false },
    schema: { tags, operationId: 'getSiteShareCard', summary: "The site's own 1200×630 card, the link preview of pages without a card of their own", response: errorResponses(400) },
    handler: async (request, reply) => sendCard(reply, await service.siteCard(request.headers['if-none-match'])),
  });

  app.route({
    method: 'GET', url: API.shareKit, config: { policy: { roles: CANDIDATE_ROLES }, feature: 'socialShare' },
    schema: {
      tags, operationId: 'getShareKit',
      summary: "The caller's public profile URL, its share card and share links for LinkedIn, X, Facebook and WhatsApp (ELITE and up)",
      response: { 200: ShareKitResponse, ...errorResponses(401, 402, 403) },
    },
    handler: async (request) => ({ success: true as const, data: await service.shareKit(request.actor!.id) }),
  });
}
