import type { ApiScope } from '@fj/shared';

/** Who may call a route; every route declares one in `config.policy`. */
export type RoutePolicy =
  | 'public'
  | 'authenticated'
  | { roles: readonly string[] }
  | { permission: string };

/** The caller of an authenticated route, as loaded from the database on each request. */
export interface Actor {
  id: number;
  roles: string[];
  employerId: number | null;
}

export interface TokenPayload {
  id: number;
  profile: string;
  displayName: string;
  roles: string[];
  /** users.token_version when the token was issued. */
  tv: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** Seconds a public GET may be served from the read cache; false turns it off. */
    cacheTtl?: number | false;
    /**
     * The API-key scope this route needs (issue 24, docs/open-platform.md). A route without one refuses API keys;
     * admin routes never take one. The OpenAPI document names it on the operation.
     */
    scope?: ApiScope;
  }
  interface FastifyRequest {
    actor?: Actor;
    /** Set when the caller authenticated with an API key rather than a session token. */
    apiKey?: { id: number; scopes: readonly ApiScope[] };
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload & { exp: number; iat: number };
  }
}
