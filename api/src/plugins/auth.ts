import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { API_SCOPES, CANDIDATE_ROLES, EMPLOYER_ROLES, hasPermission, type ApiScope, type Permission } from '@fj/shared';
import { forbidden, HttpError, unauthorized } from '../lib/http-error';
import type { Actor, RoutePolicy, TokenPayload } from './policy-types';
import './policy-types';

export interface SessionRecord {
  tokenVersion: number;
  roles: string[];
  employerId: number | null;
  /** Set while an administrator has suspended the account: every token is refused with this reason. */
  suspendedReason?: string | null;
}

/** The answer to a suspended account's login or token (docs/admin.md). */
export const suspendedMessage = (reason: string | null | undefined): string =>
  `Your account has been suspended${reason ? `: ${reason}` : ''}. Please contact us if you think this is a mistake.`;

export interface AuthPluginOptions {
  secret: string;
  tokenTtl: string;
  /** Current session state of a user, or undefined when the account is gone. */
  loadSession(userId: number): Promise<SessionRecord | undefined>;
  /**
   * Checks an API key sent as `Bearer fj_…` (issue 24, docs/api-keys.md): throws a 401 for an unknown, revoked or
   * expired key. Without it every key is refused.
   */
  verifyApiKey?(key: string, ip: string): Promise<{ id: number; userId: number; scopes: readonly ApiScope[] }>;
}

/** An `Authorization` header carrying an API key (`fj_…`) rather than a session token. */
const presentedApiKey = (authorization: string | undefined): string | undefined => /^Bearer\s+(fj_\S*)$/i.exec(authorization ?? '')?.[1];

/** What an API key is refused with when it reaches a route it may not call (403, with a stable `code`). */
export const API_KEY_REFUSALS = {
  administration: { message: 'API keys cannot reach administration routes.', code: 'api-key-admin-route' },
  notAccepted: { message: 'This route does not accept API keys. Sign in to use it.', code: 'api-key-not-accepted' },
  missingScope: (scope: ApiScope) => ({ message: `This API key lacks the scope ${scope}`, code: 'missing-scope' }),
  ownerGone: 'The account that owns this API key no longer exists.',
  /** An app built without a key check (a bare auth plugin) refuses every key as unknown. */
  invalid: 'Invalid API key',
} as const;

const PEOPLE_ROLES = [...EMPLOYER_ROLES, ...CANDIDATE_ROLES];

/**
 * Administration, which no API key reaches whatever its scopes: the admin paths, and any route only staff may call
 * (a policy that neither an employer's nor a candidate's role satisfies: administrator, data scout, editor, coach…).
 */
export function isAdministrationRoute(url: string, policy: RoutePolicy): boolean {
  if (url.startsWith('/admin-api') || url.startsWith('/admin/')) return true;
  if (policy === 'public' || policy === 'authenticated') return false;
  if ('roles' in policy) return !policy.roles.some((role) => (PEOPLE_ROLES as readonly string[]).includes(role));
  return !PEOPLE_ROLES.some((role) => hasPermission([role], policy.permission as Permission));
}

/**
 * Routes added by third-party plugins that are public by this declaration: the docs UI and the CORS preflight
 * (`OPTIONS *`, answered by @fastify/cors). Everything else must declare its own policy.
 */
export const PUBLIC_PLUGIN_ROUTE_PREFIXES = ['/docs'] as const;
const isPublicPluginRoute = (method: string | string[], url: string): boolean =>
  PUBLIC_PLUGIN_ROUTE_PREFIXES.some((prefix) => url.startsWith(prefix)) || (method === 'OPTIONS' && url === '*');

export interface CatalogEntry {
  method: string;
  url: string;
  policy: RoutePolicy;
  /** The route's request schema (the generated hostile-input and role × route tests read it). */
  schema?: FastifySchema;
  /** The API-key scope the route needs; absent: keys are refused (the generated scope × route test reads it). */
  scope?: ApiScope;
}

declare module 'fastify' {
  interface FastifyInstance {
    issueToken(payload: TokenPayload): string;
    /** Every route registered after this plugin, with its policy (tests and docs walk it). */
    routeCatalog: CatalogEntry[];
  }
}

const describePolicy = (policy: RoutePolicy | undefined): string => JSON.stringify(policy);

const isValidPolicy = (policy: unknown): policy is RoutePolicy => {
  if (policy === 'public' || policy === 'authenticated') return true;
  if (typeof policy !== 'object' || policy === null) return false;
  if ('roles' in policy) return Array.isArray(policy.roles) && policy.roles.length > 0;
  if ('permission' in policy) return typeof policy.permission === 'string' && policy.permission.length > 0;
  return false;
};

const allows = (policy: RoutePolicy, roles: string[]): boolean => {
  if (policy === 'public' || policy === 'authenticated') return true;
  if ('roles' in policy) return policy.roles.some((role) => roles.includes(role));
  return hasPermission(roles as never, policy.permission as never);
};

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.tokenTtl },
    // A token without `exp` would never expire: refuse it even when correctly signed.
    // The cache keeps a verified token's claims (until its `exp`, at most 10 minutes), so a client's repeated calls
    // skip the HMAC and JSON parsing; the session check below still runs on every request.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'], cache: 10_000 },
  });

  app.decorate('issueToken', (payload: TokenPayload) => app.jwt.sign(payload));
  const catalog: CatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);
  const remember = (method: string | string[], url: string, policy: RoutePolicy, schema?: FastifySchema, scope?: ApiScope) => {
    for (const one of [method].flat()) catalog.push({ method: one, url, policy, ...(schema ? { schema } : {}), ...(scope ? { scope } : {}) });
  };

  // Declared, never implied: a route without a valid policy stops the server from starting.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { policy?: unknown; scope?: unknown };
    if (config.policy === undefined && isPublicPluginRoute(route.method, route.url)) {
      route.config = { ...route.config, policy: 'public' };
      remember(route.method, route.url, 'public');
      return;
    }
    if (!isValidPolicy(config.policy)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no valid config.policy (got ${describePolicy(config.policy as RoutePolicy)})`);
    }
    const scope = config.scope as ApiScope | undefined;
    if (scope !== undefined) {
      if (!API_SCOPES.includes(scope)) throw new Error(`Route ${String(route.method)} ${route.url} names an unknown API-key scope ${JSON.stringify(scope)}`);
      if (config.policy === 'public') throw new Error(`Route ${String(route.method)} ${route.url} is public: a scope would mean nothing there`);
      if (isAdministrationRoute(route.url, config.policy)) throw new Error(`Route ${String(route.method)} ${route.url} is administration: API keys never reach it, so it takes no scope`);
    }
    remember(route.method, route.url, config.policy, route.schema, scope);
  });

  const authenticate = async (request: FastifyRequest): Promise<Actor> => {
    if (!request.headers.authorization) throw unauthorized('Authentication required');
    let claims: TokenPayload;
    try {
      claims = await request.jwtVerify();
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw unauthorized(code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'Your session has expired. Please sign in again.' : 'Invalid token');
    }
    const session = await options.loadSession(claims.id);
    // Suspension first: it also revokes the tokens, and the user should read why rather than "session ended".
    if (session && session.suspendedReason !== undefined && session.suspendedReason !== null) throw unauthorized(suspendedMessage(session.suspendedReason));
    if (!session || session.tokenVersion !== claims.tv) throw unauthorized('Your session has ended. Please sign in again.');
    return { id: claims.id, roles: session.roles, employerId: session.employerId };
  };

  /**
   * A key acts as its owner's live session (suspension, deletion, a team removal and role changes count at once),
   * limited to its scopes, and never on administration routes (docs/api-keys.md).
   */
  const authenticateKey = async (request: FastifyRequest, key: string, policy: RoutePolicy): Promise<Actor> => {
    if (!options.verifyApiKey) throw unauthorized(API_KEY_REFUSALS.invalid);
    const verified = await options.verifyApiKey(key, request.ip);
    const session = await options.loadSession(verified.userId);
    if (session && session.suspendedReason !== undefined && session.suspendedReason !== null) throw unauthorized(suspendedMessage(session.suspendedReason));
    if (!session) throw unauthorized(API_KEY_REFUSALS.ownerGone);
    const refuse = ({ message, code }: { message: string; code: string }) => new HttpError(403, message, undefined, code);
    if (isAdministrationRoute(request.routeOptions.url ?? '', policy)) throw refuse(API_KEY_REFUSALS.administration);
    const scope = request.routeOptions.config.scope;
    if (!scope) throw refuse(API_KEY_REFUSALS.notAccepted);
    if (!verified.scopes.includes(scope)) throw refuse(API_KEY_REFUSALS.missingScope(scope));
    request.apiKey = { id: verified.id, scopes: verified.scopes };
    return { id: verified.userId, roles: session.roles, employerId: session.employerId };
  };

  // preParsing: after the per-route rate limit (onRequest), before the body is parsed or validated.
  app.addHook('preParsing', async (request) => {
    const policy = request.routeOptions.config.policy;
    if (policy === undefined || policy === 'public') return;
    const key = presentedApiKey(request.headers.authorization);
    const actor = key === undefined ? await authenticate(request) : await authenticateKey(request, key, policy);
    if (!allows(policy, actor.roles)) throw forbidden();
    request.actor = actor;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });

