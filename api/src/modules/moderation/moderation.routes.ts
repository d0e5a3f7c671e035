import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { HttpError } from '../../lib/http-error';
import { errorResponses, IdParam } from '../../lib/schemas';
import { DecisionResponse, QueueQuery, QueueResponse, RejectBody, TrustBody, TrustResponse, WordBody, WordIdParam, WordsResponse } from './moderation.schemas';
import { MODERATION_MESSAGES, type ModerationService } from './moderation.service';

const tags = ['moderation'];
const moderators = { permission: 'moderate_jobs' } as const;
/** Trusting an organisation is an administrator's decision (data scouts moderate jobs, they do not trust employers). */
const administrators = { permission: 'manage_users' } as const;

const required = (field: string, value: string | undefined, missing: string, max: number, tooLong: string): string => {
  const text = (value ?? '').trim();
  if (!text) throw new HttpError(422, missing, { [field]: missing });
  if (text.length > max) throw new HttpError(422, tooLong, { [field]: tooLong });
  return text;
};

export function registerModerationRoutes(instance: FastifyInstance, service: ModerationService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET', url: API.adminModerationJobs, config: { policy: moderators },
    schema: { tags, operationId: 'adminModerationJobs', summary: 'The job moderation queue: pending (oldest first), approved or rejected, with each job’s reasons', querystring: QueueQuery, response: { 200: QueueResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => ({ success: true as const, ...(await service.list(request.query.status ?? 'pending', request.query.offset ?? 0, request.query.limit ?? 20)) }),
  });

  app.route({
    method: 'POST', url: API.adminModerationApprove, config: { policy: moderators },
    schema: { tags, operationId: 'adminModerationApprove', summary: 'Publish a pending job: credit spent now from the employer, approvals counted (trusted at 2), audited', params: IdParam, response: { 200: DecisionResponse, ...errorResponses(400, 401, 403, 404, 409, 422) } },
    handler: async (request) => ({ success: true as const, data: await service.approve(request.actor!, request.params.id), message: MODERATION_MESSAGES.approved }),
  });

  app.route({
    method: 'POST', url: API.adminModerationReject, config: { policy: moderators },
    schema: { tags, operationId: 'adminModerationReject', summary: 'Send a pending job back as a draft with a reason: credit returned, employer emailed in their language, audited', params: IdParam, body: RejectBody, response: { 200: DecisionResponse, ...errorResponses(400, 401, 403, 404, 409, 422) } },
    handler: async (request) => {
      const reason = required('reason', request.body?.reason, MODERATION_MESSAGES.reasonRequired, 1000, MODERATION_MESSAGES.reasonTooLong);
      return { success: true as const, data: await service.reject(request.actor!, request.params.id, reason), message: MODERATION_MESSAGES.rejected };
    },
  });

  app.route({
    method: 'GET', url: API.adminModerationWords, config: { policy: moderators },
    schema: { tags, operationId: 'adminModerationWords', summary: 'The word list: a job whose title or description holds one goes to the queue', response: { 200: WordsResponse, ...errorResponses(401, 403) } },
    handler: async () => ({ success: true as const, data: await service.words() }),
  });

  app.route({
    method: 'POST', url: API.adminModerationWords, config: { policy: moderators },
    schema: { tags, operationId: 'adminModerationAddWord', summary: 'Add a word or phrase to the list (stored lower-case); audited', body: WordBody, response: { 200: WordsResponse, ...errorResponses(400, 401, 403, 409, 422) } },
    handler: async (request) => {
      const word = required('word', request.body?.word, MODERATION_MESSAGES.wordRequired, 100, MODERATION_MESSAGES.wordTooLong);
      return { success: true as const, data: await service.addWord(request.actor!, word) };
    },
  });

  app.route({
    method: 'DELETE', url: API.adminModerationWord, config: { policy: moderators },
    schema: { tags, operationId: 'adminModerationRemoveWord', summary: 'Remove a word from the list; audited', params: WordIdParam, response: { 200: WordsResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, data: await service.removeWord(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'POST', url: API.adminEmployerTrust, config: { policy: administrators },
    schema: { tags, operationId: 'adminEmployerTrust', summary: 'Trust an organisation (its jobs publish without the queue unless a detector hits) or take trust away; audited', params: IdParam, body: TrustBody, response: { 200: TrustResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, data: await service.setTrust(request.actor!, request.params.id, request.body.trusted) }),
  });
}
