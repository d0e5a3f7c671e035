import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import type { AdminUsersService } from './admin-users.service';
import { CreditsBody, listResponse, LOOKUP_MAX_MATCHES, LOOKUP_MIN, LookupQuery, LookupResponse, RolesBody, SuspendBody, UserIdParam, UserListItem, UsersQuery } from './admin.schemas';
import { rangeOf } from './period';

const tags = ['admin'];
const manageUsers = { permission: 'manage_users' } as const;
const Open = Type.Object({}, { additionalProperties: true });
const DataResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: Open });

export const lookupTerm = (str: string): string => {
  const term = str.trim();
  const message = `Please enter at least ${LOOKUP_MIN} characters.`;
  if (term.length < LOOKUP_MIN) throw badRequest(message, { str: message });
  return term;
};

/** §7 users calls and the designed user actions (docs/admin.md), all behind manage_users (administrators only). */
export function registerAdminUsersRoutes(instance: FastifyInstance, service: AdminUsersService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    method: 'GET', url: API.adminUsers, config: { policy: manageUsers },
    schema: {
      tags, operationId: 'adminUsers', querystring: UsersQuery, response: { 200: listResponse(UserListItem), ...errorResponses(400, 401, 403) },
      summary: 'Accounts: search by name, username or email (`q`), filter by role, membership, status and sign-up period; sort; `data` + `total`',
    },
    handler: async (request) => {
      const q = request.query;
      const page = await service.list({ q: q.q?.trim() || undefined, role: q.role, membership: q.membership, status: q.status, ...rangeOf(q) }, q.sort ?? 'newest', q.offset ?? 0, q.limit ?? 25);
      return { success: true as const, ...page };
    },
  });

  app.route({
    method: 'GET', url: API.adminUsernames, config: { policy: manageUsers },
    schema: { tags, operationId: 'adminUsernames', summary: 'Up to 20 accounts matching `str` (at least 4 characters) as { value, label }', querystring: LookupQuery, response: { 200: LookupResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => ({ success: true as const, data: await service.lookup(lookupTerm(request.query.str), LOOKUP_MAX_MATCHES) }),
  });

  app.route({
    method: 'GET', url: API.adminUser, config: { policy: manageUsers },
    schema: { tags, operationId: 'adminUser', summary: 'One account: profile, roles, membership, credits and ledger, applications, payments, events', params: UserIdParam, response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  });

  app.route({
    method: 'POST', url: API.adminUserRoles, config: { policy: manageUsers },
    schema: { tags, operationId: 'adminUserRoles', summary: 'Replace the roles (revokes the account’s tokens at once); an administrator cannot remove their own administrator role', params: UserIdParam, body: RolesBody, response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    handler: async (request) => ({ success: true as const, ...(await service.changeRoles(request.actor!, request.params.id, request.body.roles)) }),
  });

  app.route({
    method: 'POST', url: API.adminUserSuspend, config: { policy: manageUsers },
    schema: { tags, operationId: 'adminUserSuspend', summary: 'Suspend an account with a reason (it cannot sign in or use a token; it is told why); not one’s own', params: UserIdParam, body: SuspendBody, response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    handler: async (request) => ({ success: true as const, ...(await service.suspend(request.actor!, request.params.id, request.body.reason)) }),
  });

  app.route({
    method: 'POST', url: API.adminUserReactivate, config: { policy: manageUsers },
    schema: { tags, operationId: 'adminUserReactivate', summary: 'Lift a suspension', params: UserIdParam, response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, ...(await service.reactivate(request.actor!, request.params.id)) }),
  });

  app.route({
    method: 'POST', url: API.adminUserPasswordReset, config: { policy: manageUsers },
    schema: { tags, operationId: 'adminUserPasswordReset', summary: 'E-mail the account the lost-password form’s one-time reset link', params: UserIdParam, response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String() }), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => ({ success: true as const, ...(await service.sendPasswordReset(request.actor!, request.params.id)) }),
  });

  app.route({
    method: 'POST', url: API.adminUserCredits, config: { policy: manageUsers },
    schema: { tags, operationId: 'adminUserCredits', summary: 'Set the account’s credit holder’s balances (as POST /update-credits)', params: UserIdParam, body: CreditsBody, response: { 200: DataResponse, ...errorResponses(400, 401, 403, 404, 422) } },
    handler: async (request) => ({ success: true as const, ...(await service.adjustCredits(request.actor!, request.params.id, request.body)) }),
  });
}
