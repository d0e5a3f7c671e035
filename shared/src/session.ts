/**
 * §5: a stored token is valid only while it has not expired. `exp` is in seconds (JWT); a token without a numeric
 * `exp` is treated as expired, so a malformed token never counts as a session.
 */
export function isTokenExpired(claims: { exp?: unknown } | null | undefined, nowMs: number = Date.now()): boolean {
  const exp = claims?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}
