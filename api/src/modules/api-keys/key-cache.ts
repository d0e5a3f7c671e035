import type { DatabaseNotifications } from '../../db/notifications';

export interface KeyCacheOptions {
  maxEntries?: number;
  /** A backstop only: the `api_key` notification drops an entry the moment its key is revoked or changed. */
  ttlMs?: number;
  now?: () => number;
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
  { maxEntries = 10_000, ttlMs = 60_000, now = Date.now }: KeyCacheOptions = {},
): (hash: string) => Promise<Row | undefined> {
  const entries = new Map<string, { row: Row; at: number }>();
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

  return async (hash) => {
    const hit = entries.get(hash);
    if (hit && now() - hit.at < ttlMs) return hit.row;
    const before = generation;
    const row = await load(hash);
    if (row !== undefined && generation === before && notifications.listening) {
      entries.delete(hash);
      entries.set(hash, { row, at: now() });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return row;
  };
}
