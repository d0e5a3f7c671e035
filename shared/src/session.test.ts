import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './session';

describe('stored token validity (§5)', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const seconds = now / 1000;

  it('accepts a token that expires later', () => {
    expect(isTokenExpired({ exp: seconds + 60 }, now)).toBe(false);
  });

  it('refuses a token at or past its expiry', () => {
    expect(isTokenExpired({ exp: seconds }, now)).toBe(true);
    expect(isTokenExpired({ exp: seconds - 1 }, now)).toBe(true);
  });

  it('refuses a token without a usable expiry', () => {
    expect(isTokenExpired({}, now)).toBe(true);
    expect(isTokenExpired({ exp: String(seconds + 60) }, now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
  });
});
