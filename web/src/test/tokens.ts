import type { TokenClaims } from '@fj/shared';

function base64Url(value: object): string {
  return btoa(unescape(encodeURIComponent(JSON.stringify(value)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A JWT-shaped token with the given claims. The SPA only decodes tokens (the API verifies signatures), so the
 * signature part is irrelevant to what these tests check.
 */
export function makeToken(claims: Partial<TokenClaims> = {}): string {
  const full: TokenClaims = {
    id: 7,
    profile: 'test-profile',
    displayName: 'Test User',
    roles: ['candidate'],
    tv: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(full)}.signature`;
}

export function expiredToken(claims: Partial<TokenClaims> = {}): string {
  return makeToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
}
