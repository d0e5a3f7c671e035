import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '@fj/shared';

/** Decodes the session JWT (no signature check: the API verifies it; the SPA only reads the claims). */
export function decodeSessionToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.exp !== 'number' || !Array.isArray(claims.roles)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/** §5: a stored token is valid only if its expiry (seconds) is later than now. */
export function isTokenUnexpired(claims: TokenClaims | null, nowMs: number = Date.now()): claims is TokenClaims {
  return !!claims && claims.exp * 1000 > nowMs;
}
