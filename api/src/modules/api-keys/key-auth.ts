import type { Knex } from 'knex';
import { API_SCOPES, type ApiScope } from '@fj/shared';
import { notificationsOf } from '../../db/notifications';
import { HttpError } from '../../lib/http-error';
import { createApiKeysRepo, type KeyCheckRow } from './api-keys.repo';
import { cachedKeyLookup } from './key-cache';
import { hashKey, isWellFormedKey } from './key-material';
import type { RevocationMarkers } from '../users/revocation-markers';

/** A presented key that checked out: whose it is and what it may do. */
export interface VerifiedKey {
  id: number;
  userId: number;
  scopes: readonly ApiScope[];
}

export const API_KEY_MESSAGES = {
  invalid: 'Invalid API key',
  revoked: 'This API key has been revoked',
  expired: 'This API key has expired. Create a new one in your developer settings.',
} as const;

const refused = (message: string) => new HttpError(401, message, undefined, 'invalid-api-key');
/** Uses closer together than this are not written down (docs/api-keys.md, "Last used"). */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Checks a presented key on every request: known, not revoked, not expired. On a Postgres server the look-up is
 * cached and kept exact by notifications (key-cache.ts); on PGlite (one process) it is read every time. The key's
 * last use (time and address) is written at most once a minute per key.
 */
export function apiKeyVerifier(db: Knex, now: () => Date, markers?: RevocationMarkers): (key: string, ip: string) => Promise<VerifiedKey> {
  const repo = createApiKeysRepo(db);
  const notifications = notificationsOf(db);
  const lookUp = notifications ? cachedKeyLookup((hash) => repo.findByHash(hash), notifications, { markers }) : (hash: string) => repo.findByHash(hash);
  // This process's latest write of each key's last use; the UPDATE's own condition covers the other processes.
  const touched = new Map<number, number>();

  const touch = async (row: KeyCheckRow, ip: string, at: Date) => {
    const last = touched.get(row.id) ?? (row.last_used_at ? new Date(row.last_used_at).getTime() : 0);
    if (at.getTime() - last < TOUCH_INTERVAL_MS) return;
    touched.set(row.id, at.getTime());
    if (touched.size > 10_000) touched.delete(touched.keys().next().value!);
    await repo.touch(row.id, ip, at);
  };

  return async (key, ip) => {
    if (!isWellFormedKey(key)) throw refused(API_KEY_MESSAGES.invalid);
    const row = await lookUp(hashKey(key));
    if (!row) throw refused(API_KEY_MESSAGES.invalid);
    if (row.revoked_at) throw refused(API_KEY_MESSAGES.revoked);
    const at = now();
    if (row.expires_at && new Date(row.expires_at).getTime() <= at.getTime()) throw refused(API_KEY_MESSAGES.expired);
    await touch(row, ip, at);
    return { id: row.id, userId: row.user_id, scopes: row.scopes.filter((scope): scope is ApiScope => (API_SCOPES as readonly string[]).includes(scope)) };
  };
}
