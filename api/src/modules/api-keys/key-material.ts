import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@fj/shared';

/** Random bytes in a key: 256 bits, so a plain SHA-256 of it is as safe to store as a slow password hash. */
const KEY_BYTES = 32;
/** Characters after `fj_` the owner sees in the list. */
const VISIBLE_CHARACTERS = 8;
/** `fj_` and 43 base64url characters. */
const KEY_PATTERN = /^fj_[A-Za-z0-9_-]{43}$/;

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function newKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARACTERS), hash: hashKey(key) };
}

export const isWellFormedKey = (key: string): boolean => KEY_PATTERN.test(key);
