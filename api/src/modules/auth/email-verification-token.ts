import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an address-confirmation link: `<user id>.<expiry, Unix seconds>.<HMAC>`. The HMAC (keyed with the
 * API's secret) covers the id, the expiry and the address, so a link stops working when the address changes and
 * nothing has to be stored. The expiry is part of what is signed, so it cannot be stretched.
 */
const mac = (secret: string, userId: number, expires: number, email: string) =>
  createHmac('sha256', secret).update(`email-verification:${userId}:${expires}:${email.trim().toLowerCase()}`).digest('base64url');

export function signVerificationToken(secret: string, userId: number, email: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${userId}.${expires}.${mac(secret, userId, expires, email)}`;
}

/** The parts of a well-formed token (not yet checked); undefined for anything else. */
export function parseVerificationToken(token: string): { userId: number; expiresAt: Date; signature: string } | undefined {
  const match = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return undefined;
  return { userId: Number(match[1]), expiresAt: new Date(Number(match[2]) * 1000), signature: match[3]! };
}

/** True when the signature is the one this secret gives for this account's current address (constant time). */
export function signatureMatches(secret: string, parsed: { userId: number; expiresAt: Date; signature: string }, email: string): boolean {
  const expected = Buffer.from(mac(secret, parsed.userId, Math.floor(parsed.expiresAt.getTime() / 1000), email));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
