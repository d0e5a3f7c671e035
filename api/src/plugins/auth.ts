import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission } from '@fj/shared';
import { forbidden, unauthorized } from '../lib/http-error';
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
  const remember = (method: string | string[], url: string, policy: RoutePolicy, schema?: FastifySchema) => {
    for (const one of [method].flat()) catalog.push({ method: one, url, policy, ...(schema ? { schema } : {}) });
  };

  // Declared, never implied: a route without a valid policy stops the server from starting.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { policy?: unknown };
    if (config.policy === undefined && isPublicPluginRoute(route.method, route.url)) {
      route.config = { ...route.config, policy: 'public' };
      remember(route.method, route.url, 'public');
      return;
    }
    if (!isValidPolicy(config.policy)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no valid config.policy (got ${describePolicy(config.policy as RoutePolicy)})`);
    }
    remember(route.method, route.url, config.policy, route.schema);
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

  // preParsing: after the per-route rate limit (onRequest), before the body is parsed or validated.
  app.addHook('preParsing', async (request) => {
    const policy = request.routeOptions.config.policy;
    if (policy === undefined || policy === 'public') return;
    const actor = await authenticate(request);
    if (!allows(policy, actor.roles)) throw forbidden();
    request.actor = actor;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['errors'] });

