import type { DatabaseNotifications } from '../../db/notifications';
import type { RevocationMarkers } from '../users/revocation-markers';

export interface KeyCacheOptions {
  maxEntries?: number;
  /** A backstop only: the `api_key` notification drops an entry the moment its key is revoked or changed. */
  ttlMs?: number;
  now?: () => number;
  /** With REDIS_URL: an entry is served only while its key's revocation marker is unchanged (users/revocation-markers.ts). */
  markers?: RevocationMarkers;
}

/**
 * The key look-up of every key-authenticated request without its database round trip when the same key called
 * recently (docs/api-keys.md, "Revocation"). The same rules as the session cache (users/session-cache.ts): an entry
 * is dropped when the `api_key` notification names its hash (migration 1510), everything is dropped when listening
 * stops or starts, and nothing is kept while this process is not listening. A revoked key is therefore refused at
 * once by the process that revoked it (Postgres delivers a session's own notifications before its COMMIT returns)
 * and within the notification's delivery by every other. Unknown keys are never cached (a guessed key fills nothing).
 */
export function cachedKeyLookup<Row>(
  load: (hash: string) => Promise<Row | undefined>,
  notifications: DatabaseNotifications,
  { maxEntries = 10_000, ttlMs = 60_000, now = Date.now, markers }: KeyCacheOptions = {},
): (hash: string) => Promise<Row | undefined> {
  const entries = new Map<string, { row: Row; at: number; marker: string | undefined }>();
  // Bumped by every invalidation: a load that began before one may have read the old row, so it is not kept.
  let generation = 0;
  const forget = (hash?: string) => {
    generation += 1;
    if (hash === undefined) entries.clear();
    else entries.delete(hash);
  };
  notifications.on('notification', (channel: string, payload: string) => {
    if (channel === 'api_key') forget(payload);
  });
  notifications.on('listening', () => forget());
  markers?.onReset(() => forget());
  const markerOf = (hash: string) => markers?.read('api_key', hash);

  return async (hash) => {
    const hit = entries.get(hash);
    if (hit && now() - hit.at < ttlMs && (!markers || (hit.marker !== undefined && hit.marker === (await markerOf(hash))))) return hit.row;
    const before = generation;
    // Read before the row: a revocation committed after this read changes the marker the next hit compares.
    const marker = await markerOf(hash);
    const row = await load(hash);
    if (row !== undefined && generation === before && notifications.listening && (!markers || marker !== undefined)) {
      entries.delete(hash);
      entries.set(hash, { row, at: now(), marker });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return row;
  };
}
