import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API } from '@fj/shared';
import { errorResponses, RequestObject, Str } from '../../lib/schemas';
import type { WebhookProcessor } from './webhooks.service';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

const WebhookResponse = Type.Object({ success: Type.Literal(true), data: Type.Object({ duplicate: Type.Boolean() }) });

/**
 * `POST /payment/webhooks/:provider`: public, authenticated by the provider's signature over the exact bytes sent,
 * so this scope keeps the body as a Buffer instead of parsing JSON.
 */
export function registerWebhookRoutes(instance: FastifyInstance, processor: WebhookProcessor): void {
  instance.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.route({
      method: 'POST',
      url: API.paymentWebhook,
      // The signature is the gate; a provider retrying a burst of events must not be throttled like a browser.
      config: { policy: 'public', rateLimit: false },
      schema: {
        tags: ['payments'],
        operationId: 'paymentWebhook',
        summary: 'Provider events (Stripe-Signature / Sandbox-Signature over the raw body); each event id is applied once',
        params: RequestObject({ provider: Str(20) }),
        response: { 200: WebhookResponse, ...errorResponses(400, 404) },
      },
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await processor.process(request.params.provider, body, request.headers);
        return { success: true as const, data: { duplicate: result.duplicate } };
      },
    });
  });
}
