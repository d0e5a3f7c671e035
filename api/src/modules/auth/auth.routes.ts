import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { MessageResponse, errorResponses } from '../../lib/schemas';
import { requestLocale } from '../../i18n/request-locale';
import type { AuthService } from './auth.service';
import { LOST_PASSWORD_MESSAGE } from './auth.service';
import {
  CandidateRegisterBody,
  EmployerRegisterBody,
  LoginBody,
  LoginResponseSchema,
  LostPasswordBody,
  ResetPasswordBody,
  SocialLoginBody,
  SocialRegisterBody,
} from './auth.schemas';

const tags = ['auth'];

export function registerAuthRoutes(instance: FastifyInstance, service: AuthService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'POST',
    url: API.authToken,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'login',
      summary: 'Sign in with a username or email address and a password',
      body: LoginBody,
      response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 422, 429) },
    },
    handler: async (request) => service.login(request.body, request.ip),
  });

  app.route({
    method: 'POST',
    url: API.candidateRegister,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'candidateRegister',
      summary: 'Create a candidate account and sign it in',
      body: CandidateRegisterBody,
      response: { 201: LoginResponseSchema, ...errorResponses(400, 409, 422, 429) },
    },
    handler: async (request, reply) => reply.status(201).send(await service.registerCandidate(request.body, request.ip, requestLocale(request))),
  });

  app.route({
    method: 'POST',
    url: API.employerRegister,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'employerRegister',
      summary: 'Create an employer account with its organisation and sign it in',
      body: EmployerRegisterBody,
      response: { 201: LoginResponseSchema, ...errorResponses(400, 409, 422, 429) },
    },
    handler: async (request, reply) => reply.status(201).send(await service.registerEmployer(request.body, request.ip, requestLocale(request))),
  });

  app.route({
    method: 'POST',
    url: API.logout,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'logout',
      summary: 'Revoke every token of the caller',
      response: { 200: MessageResponse, ...errorResponses(401) },
    },
    handler: async (request) => {
      await service.logout(request.actor!.id);
      return { success: true as const, message: 'You have been signed out.' };
    },
  });

  app.route({
    method: 'POST',
    url: API.lostPassword,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'lostPassword',
      summary: 'Email a single-use password reset link (same answer whether or not the account exists)',
      body: LostPasswordBody,
      response: { 200: MessageResponse, ...errorResponses(400, 422, 429) },
    },
    handler: async (request) => {
      await service.requestPasswordReset(request.body, request.ip);
      return { success: true as const, message: LOST_PASSWORD_MESSAGE };
    },
  });

  app.route({
    method: 'POST',
    url: API.resetPassword,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'resetPassword',
      summary: 'Set a new password with the token of a reset link (works once, within an hour)',
      body: ResetPasswordBody,
      response: { 200: MessageResponse, ...errorResponses(400, 422) },
    },
    handler: async (request) => {
      await service.resetPassword(request.body);
      return { success: true as const, message: 'Your password has been changed. Please sign in.' };
    },
  });

  app.route({
    method: 'POST',
    url: API.socialLogin,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'socialLogin',
      summary: 'Sign in with a verified Google ID token',
      body: SocialLoginBody,
      response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 404, 501) },
    },
    handler: async (request) => service.socialLogin(request.body.credential),
  });

  app.route({
    method: 'POST',
    url: API.socialRegister,
    config: { policy: 'public' },
    schema: {
      tags,
      operationId: 'socialRegister',
      summary: 'Create (or sign in) the account of a verified Google ID token',
      body: SocialRegisterBody,
      response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 409, 422, 501) },
    },
    handler: async (request) =>
      service.socialRegister({
        credential: request.body.credential,
        role: request.body.role ?? 'candidate',
        company_name: request.body.company_name,
        locale: requestLocale(request),
      }),
  });
}
