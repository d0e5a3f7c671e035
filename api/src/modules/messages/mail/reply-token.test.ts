import { describe, expect, it } from 'vitest';
import { checkReplyAddress, createReplyTokens, replyAddress, REPLY_TOKEN_MAX_AGE_DAYS, tokenOfReplyAddress } from './reply-token';

const SECRET = 'a-server-secret-that-is-long-enough-for-tests';
const DOMAIN = 'replies.footballjobs.example';
const ISSUED = new Date('2026-11-24T10:15:00Z');
const DAY_MS = 86_400_000;
const tokens = createReplyTokens(SECRET);

const check = (address: string, options: { now?: Date; version?: number | null } = {}) =>
  checkReplyAddress(address, {
    tokens,
    mailDomain: DOMAIN,
    now: () => options.now ?? ISSUED,
    replyTokenVersion: async () => (options.version === undefined ? 3 : options.version),
  });

describe('reply tokens', () => {
  const token = tokens.sign({ threadId: 123_456_789_012, userId: 4_000_000_000, version: 3 }, ISSUED);

  it('are lower-case letters and digits, short enough for an address local part (64 characters)', () => {
    expect(token).toMatch(/^[a-z2-7]+$/);
    expect(replyAddress(token, DOMAIN).split('@')[0].length).toBeLessThanOrEqual(64);
  });

  it('carry the thread, the person, the version and the day of issue', () => {
    expect(tokens.read(token)).toEqual({ threadId: 123_456_789_012, userId: 4_000_000_000, version: 3, issuedOn: new Date('2026-11-24T00:00:00Z') });
  });

  it('are refused when any character changes, when signed under another secret, or cut short', () => {
    for (let index = 0; index < token.length; index += 1) {
      const changed = `${token.slice(0, index)}${token[index] === 'a' ? 'b' : 'a'}${token.slice(index + 1)}`;
      expect(tokens.read(changed), `character ${index}`).toBeUndefined();
    }
    expect(createReplyTokens('another-secret-that-is-long-enough').read(token)).toBeUndefined();
    expect(tokens.read(token.slice(0, -1))).toBeUndefined();
    expect(tokens.read(token.toUpperCase())).toBeUndefined();
  });
});

describe('reply addresses', () => {
  const address = replyAddress(tokens.sign({ threadId: 7, userId: 6, version: 3 }, ISSUED), DOMAIN);

  it('are found in any case of the local part and domain', () => {
    expect(tokenOfReplyAddress(address.toUpperCase(), DOMAIN)).toBe(address.split('@')[0].slice('reply+'.length));
    expect(tokenOfReplyAddress(address, 'other.example')).toBeUndefined();
    expect(tokenOfReplyAddress(`info@${DOMAIN}`, DOMAIN)).toBeUndefined();
  });

  it(`are accepted for ${REPLY_TOKEN_MAX_AGE_DAYS} days and refused after`, async () => {
    expect(await check(address)).toMatchObject({ ok: true, claims: { threadId: 7, userId: 6, version: 3 } });
    expect(await check(address, { now: new Date(ISSUED.getTime() + (REPLY_TOKEN_MAX_AGE_DAYS - 1) * DAY_MS) })).toMatchObject({ ok: true });
    expect(await check(address, { now: new Date(ISSUED.getTime() + (REPLY_TOKEN_MAX_AGE_DAYS + 1) * DAY_MS) })).toEqual({ ok: false, reason: 'expired' });
    expect(await check(address, { now: new Date(ISSUED.getTime() - 3 * DAY_MS) })).toEqual({ ok: false, reason: 'expired' });
  });

  it('are revoked by a new reply_token_version or by losing the thread', async () => {
    expect(await check(address, { version: 4 })).toEqual({ ok: false, reason: 'revoked' });
    expect(await check(address, { version: null })).toEqual({ ok: false, reason: 'revoked' });
  });

  it('name the reason for unknown and forged ones', async () => {
    expect(await check(`info@${DOMAIN}`)).toEqual({ ok: false, reason: 'unknown-recipient' });
    expect(await check(`reply+${'a'.repeat(47)}@${DOMAIN}`)).toEqual({ ok: false, reason: 'forged' });
  });
});
