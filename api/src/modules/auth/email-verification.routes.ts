import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, MAX_LENGTH } from '@fj/shared';
import { Type } from 'typebox';
import { errorResponses, RequestObject, Str } from '../../lib/schemas';
import type { EmailVerificationService } from './email-verification.service';

const tags = ['auth'];

const VerificationResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ emailVerified: Type.Boolean({ description: 'Whether the account’s address is now confirmed' }) }),
});

export function registerEmailVerificationRoutes(instance: FastifyInstance, service: EmailVerificationService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.verifyEmail,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'verifyEmail',
      summary: 'Confirm an account’s email address with the token of its confirmation link (valid 7 days; confirming twice is fine)',
      body: RequestObject({ token: Str(MAX_LENGTH.token, { description: 'The token from the confirmation link' }) }),
      response: { 200: VerificationResponse, ...errorResponses(400) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.verify(request.body.token)) }),
  });

  app.route({
    method: 'POST',
    url: API.resendVerification,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'resendVerification',
      summary: 'Email the caller a new confirmation link (a few an hour per account)',
      response: { 200: VerificationResponse, ...errorResponses(401, 404, 429) },
    },
    handler: async (request) => ({ success: true as const, ...(await service.resend(request.actor!.id)) }),
  });
}
