import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import type { RoutePolicy } from '../../plugins/policy-types';
import { ADMIN_PAGE, LOOKUP_MAX_MATCHES, LOOKUP_MIN, LookupQuery, LookupResponse } from './admin.schemas';

/** What the admin routes share: tags, open answers, a list's paging and search text, the §5 look-ups. */
export const tags = ['admin'];
export const Open = Type.Object({}, { additionalProperties: true });
export const OpenListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Open), total: Type.Integer() }, { additionalProperties: true });

/** The search text of a list query: trimmed, and none when blank. */
export const searchText = (query: { q?: string }): string | undefined => query.q?.trim() || undefined;

/** Sort (the list's default when none), offset and limit of a list query. */
export const pageOf = (query: { sort?: string; offset?: number; limit?: number }, defaultSort: string) =>
  [query.sort ?? defaultSort, query.offset ?? 0, query.limit ?? ADMIN_PAGE.default] as const;

export const lookupTerm = (str: string): string => {
  const term = str.trim();
  const message = `Please enter at least ${LOOKUP_MIN} characters.`;
  if (term.length < LOOKUP_MIN) throw badRequest(message, { str: message });
  return term;
};

/** A §5 look-up: `str` of at least 4 characters, at most 20 `{ value, label }`. */
export function registerLookupRoute(
  instance: FastifyInstance,
  route: { url: string; policy: RoutePolicy; operationId: string; summary: string; find: (term: string, limit: number) => Promise<{ value: number; label: string }[]> },
): void {
  instance.withTypeProvider<TypeBoxTypeProvider>().route({
    method: 'GET', url: route.url, config: { policy: route.policy },
    schema: { tags, operationId: route.operationId, summary: route.summary, querystring: LookupQuery, response: { 200: LookupResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => ({ success: true as const, data: await route.find(lookupTerm(request.query.str), LOOKUP_MAX_MATCHES) }),
  });
}

/** An admin list: GET with its query schema, answering `{ success, data, total }` (and whatever else `list` adds). */
export function registerListRoute<Query extends TSchema>(
  instance: FastifyInstance,
  route: {
    url: string; policy: RoutePolicy; operationId: string; summary: string; querystring: Query; response?: TSchema;
    list: (query: Static<Query>) => Promise<{ rows: unknown[]; total: number } & Record<string, unknown>>;
  },
): void {
  instance.withTypeProvider<TypeBoxTypeProvider>().route({
    method: 'GET', url: route.url, config: { policy: route.policy },
    schema: { tags, operationId: route.operationId, summary: route.summary, querystring: route.querystring, response: { 200: route.response ?? OpenListResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => {
      const { rows, total, ...extra } = await route.list(request.query as Static<Query>);
      return { success: true as const, ...extra, data: rows, total };
    },
  });
}
