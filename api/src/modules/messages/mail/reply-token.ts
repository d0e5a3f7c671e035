import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Reply-by-email addresses (docs/reply-by-email.md): `reply+<token>@MAIL_DOMAIN`, one per participant of a thread.
 * The token packs the thread, the person, their `reply_token_version` and the day it was issued, followed by a
 * truncated HMAC-SHA256 of those bytes under a key derived from the server secret. It is written in lower-case
 * base32 (a–z, 2–7), because mail systems may change the case of an address's local part, and it keeps the local
 * part under the 64 characters RFC 5321 allows.
 */
export const REPLY_TOKEN_MAX_AGE_DAYS = 90;
export const REPLY_ADDRESS_PREFIX = 'reply+';

const FORMAT = 1;
const MAC_BYTES = 12;
// format (1) + thread (6) + user (4) + version (4) + issued day (2) + MAC.
const PAYLOAD_BYTES = 17;
const TOKEN_BYTES = PAYLOAD_BYTES + MAC_BYTES;
const DAY_MS = 86_400_000;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export interface ReplyTokenClaims {
  threadId: number;
  userId: number;
  /** The participant's reply_token_version when the address was handed out. */
  version: number;
  /** The UTC day the address was issued (midnight). */
  issuedOn: Date;
}

function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | undefined {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    const digit = BASE32.indexOf(char);
    if (digit < 0) return undefined;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

const TOKEN_LENGTH = base32(Buffer.alloc(TOKEN_BYTES)).length;

export function createReplyTokens(serverSecret: string) {
  // A key of its own: the JWT secret itself never signs anything but sessions.
  const key = createHmac('sha256', serverSecret).update('message-reply-address').digest();
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  return {
    sign(claims: { threadId: number; userId: number; version: number }, issuedAt: Date): string {
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeUInt8(FORMAT, 0);
      payload.writeUIntBE(claims.threadId, 1, 6);
      payload.writeUInt32BE(claims.userId, 7);
      payload.writeUInt32BE(claims.version, 11);
      payload.writeUInt16BE(Math.floor(issuedAt.getTime() / DAY_MS), 15);
      return base32(Buffer.concat([payload, mac(payload)]));
    },

    /** The claims of a token whose signature is right (compared in constant time); undefined for anything else. */
    read(token: string): ReplyTokenClaims | undefined {
      if (token.length !== TOKEN_LENGTH) return undefined;
      const bytes = fromBase32(token);
      // Only the one spelling sign() writes (the last character's unused bits are zero).
      if (!bytes || bytes.length !== TOKEN_BYTES || base32(bytes) !== token) return undefined;
      const payload = bytes.subarray(0, PAYLOAD_BYTES);
      if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(payload)) || payload.readUInt8(0) !== FORMAT) return undefined;
      return {
        threadId: payload.readUIntBE(1, 6),
        userId: payload.readUInt32BE(7),
        version: payload.readUInt32BE(11),
        issuedOn: new Date(payload.readUInt16BE(15) * DAY_MS),
      };
    },
  };
}

export type ReplyTokens = ReturnType<typeof createReplyTokens>;

export const replyAddress = (token: string, mailDomain: string): string => `${REPLY_ADDRESS_PREFIX}${token}@${mailDomain}`;

/** The token of `reply+<token>@<mailDomain>` (any case), or undefined when the address is not one of ours. */
export function tokenOfReplyAddress(address: string, mailDomain: string): string | undefined {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== mailDomain.toLowerCase()) return undefined;
  const local = address.slice(0, at).toLowerCase();
  return local.startsWith(REPLY_ADDRESS_PREFIX) ? local.slice(REPLY_ADDRESS_PREFIX.length) : undefined;
}

export type ReplyAddressCheck =
  | { ok: true; claims: ReplyTokenClaims }
  | { ok: false; reason: 'unknown-recipient' | 'forged' | 'expired' | 'revoked' };

export interface ReplyAddressCheckDeps {
  tokens: ReplyTokens;
  mailDomain: string;
  now: () => Date;
  /** The participant's current reply_token_version, or null when they may not use the thread (any more). */
  replyTokenVersion(threadId: number, userId: number): Promise<number | null>;
}

/**
 * Whether mail to this address may be posted, and as whom: the domain and prefix must be ours, the signature right,
 * the address at most REPLY_TOKEN_MAX_AGE_DAYS old (and not issued in the future), and the participant must still
 * use the thread with the same reply_token_version (raising it revokes every address handed out before).
 */
export async function checkReplyAddress(address: string, deps: ReplyAddressCheckDeps): Promise<ReplyAddressCheck> {
  const token = tokenOfReplyAddress(address, deps.mailDomain);
  if (token === undefined) return { ok: false, reason: 'unknown-recipient' };
  const claims = deps.tokens.read(token);
  if (!claims) return { ok: false, reason: 'forged' };
  const ageDays = (deps.now().getTime() - claims.issuedOn.getTime()) / DAY_MS;
  if (ageDays > REPLY_TOKEN_MAX_AGE_DAYS || ageDays < -1) return { ok: false, reason: 'expired' };
  const version = await deps.replyTokenVersion(claims.threadId, claims.userId);
  if (version === null || version !== claims.version) return { ok: false, reason: 'revoked' };
  return { ok: true, claims };
}
