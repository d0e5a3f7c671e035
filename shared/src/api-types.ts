import type { paths } from './generated/api-schema';

/**
 * Type helpers over the types generated from the API's /openapi.json (shared/src/generated/api-schema.ts, written by
 * `pnpm gen:api-types`): a caller names a route the way the rest of the code does, by its API constant
 * (`ApiData<typeof API.employerHotList>`), and gets the response shape the route's schema declares, not a copy.
 */
export type { paths as ApiPaths, operations as ApiOperations } from './generated/api-schema';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Fastify's `/x/:id/y` in OpenAPI's `/x/{id}/y` form, at the type level. */
export type OpenApiPathOf<Path extends string> = Path extends `${infer Head}:${infer Param}/${infer Rest}`
  ? `${Head}{${Param}}/${OpenApiPathOf<Rest>}`
  : Path extends `${infer Head}:${infer Param}`
    ? `${Head}{${Param}}`
    : Path;

type Documented<Path extends string> = OpenApiPathOf<Path> extends keyof paths ? OpenApiPathOf<Path> : never;

/** The operation object of a route and method (parameters, requestBody, responses). */
export type ApiOperation<Path extends string, Method extends HttpMethod = 'get'> = NonNullable<paths[Documented<Path>][Method]>;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a route answers with a given status (200 unless said): the whole envelope. */
export type ApiJson<Path extends string, Method extends HttpMethod = 'get', Status extends number = 200> =
  ApiOperation<Path, Method> extends { responses: infer Responses }
    ? Status extends keyof Responses
      ? JsonContent<Responses[Status]>
      : never
    : never;

/** The envelope's `data` of a successful answer: the object, or the array of a list. */
export type ApiData<Path extends string, Method extends HttpMethod = 'get', Status extends number = 200> =
  ApiJson<Path, Method, Status> extends { data: infer Data } ? Data : never;

/** One row of a list route's `data`. */
export type ApiItem<Path extends string, Method extends HttpMethod = 'get'> = ApiData<Path, Method> extends readonly (infer Item)[] ? Item : never;

/** The JSON request body a route accepts. */
export type ApiRequestBody<Path extends string, Method extends HttpMethod = 'post'> =
  ApiOperation<Path, Method> extends { requestBody?: infer Body } ? JsonContent<NonNullable<Body>> : never;

/** The query string parameters a route accepts. */
export type ApiQuery<Path extends string, Method extends HttpMethod = 'get'> =
  ApiOperation<Path, Method> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
