import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '@fj/shared';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import type { AdminUsersService } from './admin-users.service';
import { CreditsBody, listResponse, RolesBody, SuspendBody, UserIdParam, UserListItem, UsersQuery } from './admin.schemas';
import { Open, pageOf, registerListRoute, registerLookupRoute, searchText, tags } from './list-routes';
import { rangeOf } from './period';

const manageUsers = { permission: 'manage_users' } as const;
const DataResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: Open });

/** §7 users calls and the designed user actions (docs/admin.md), all behind manage_users (administrators only). */
export function registerAdminUsersRoutes(instance: FastifyInstance, service: AdminUsersService): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  registerListRoute(app, {
    url: API.adminUsers, policy: manageUsers, operationId: 'adminUsers', querystring: UsersQuery, response: listResponse(UserListItem),
    summary: 'Accounts: search by name, username or email (`q`), filter by role, membership, status and sign-up period; sort; `data` + `total`',
    list: (q) => service.list({ q: searchText(q), role: q.role, membership: q.membership, status: q.status, ...rangeOf(q) }, ...pageOf(q, 'newest')),
  });

  registerLookupRoute(app, {
    url: API.adminUsernames, policy: manageUsers, operationId: 'adminUsernames', summary: 'Up to 20 accounts matching `str` (at least 4 characters) as { value, label }',
    find: (term, limit) => service.lookup(term, limit),
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
