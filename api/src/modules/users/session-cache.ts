import type { DatabaseNotifications } from '../../db/notifications';
import type { RevocationMarkers } from './revocation-markers';

export interface SessionCacheOptions {
  maxEntries?: number;
  /** A backstop only: notifications drop an entry the moment its user's session columns change. */
  ttlMs?: number;
  now?: () => number;
  /** With REDIS_URL: an entry is served only while its user's revocation marker is unchanged (revocation-markers.ts). */
  markers?: RevocationMarkers;
}

/**
 * The session check of every authenticated request (`users/session.ts`) without its database round trip when the
 * same user called recently (docs/performance.md, session cache). An entry is dropped when the `user_session`
 * notification names its user (migration 0910: a role, token version, employer, suspension or deletion changed), and
 * the whole cache is bypassed while this process is not listening, so a revoked token is refused at once in the
 * process that revoked it and within the notification's delivery (about a millisecond) in every other.
 */
export function cachedSessions<Row>(
  load: (userId: number) => Promise<Row | undefined>,
  notifications: DatabaseNotifications,
  { maxEntries = 10_000, ttlMs = 60_000, now = Date.now, markers }: SessionCacheOptions = {},
): (userId: number) => Promise<Row | undefined> {
  const entries = new Map<number, { row: Row | undefined; at: number; marker: string | undefined }>();
  // Bumped by every invalidation: a load that began before one may have read the old row, so it is not kept.
  let generation = 0;
  const forget = (userId?: number) => {
    generation += 1;
    if (userId === undefined) entries.clear();
    else entries.delete(userId);
  };
  notifications.on('notification', (channel: string, payload: string) => {
    if (channel === 'user_session') forget(Number(payload));
  });
  notifications.on('listening', () => forget());
  markers?.onReset(() => forget());
  const markerOf = (userId: number) => markers?.read('user_session', String(userId));

  return async (userId) => {
    const hit = entries.get(userId);
    if (hit && now() - hit.at < ttlMs && (!markers || (hit.marker !== undefined && hit.marker === (await markerOf(userId))))) return hit.row;
    // Kept only while listening: entries are dropped when listening stops, and none is kept until it is back.
    const before = generation;
    // Read before the row: a revocation committed after this read changes the marker the next hit compares.
    const marker = await markerOf(userId);
    const row = await load(userId);
    if (generation === before && notifications.listening && (!markers || marker !== undefined)) {
      entries.delete(userId);
      entries.set(userId, { row, at: now(), marker });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return row;
  };
}
