import type { FastifyInstance } from 'fastify';
import type { DatabaseNotifications, NotificationChannel } from '../../db/notifications';
import type { SharedRedis } from '../../redis';

/**
 * Revocation that reaches every replica on the next request (docs/operations.md, "Revocation across replicas").
 *
 * A `user_session` or `api_key` notification (migrations 0910, 1510) tells each process's caches to drop an entry,
 * but another replica hears it a moment after the writer's request has answered: a client that signs out through
 * replica A and calls replica B at once could still be served from B's cache. With REDIS_URL the change is also
 * written to Redis as a marker (a counter per user id or key hash), and a cached entry is used only while its marker
 * still has the value read when the entry was loaded:
 *
 * - the writer hears its own notification on the pooled connection that committed it, before the COMMIT returns,
 *   and increments the marker; the response is held (an onSend hook) until that write has been acknowledged;
 * - every cache hit reads the marker (one Redis GET) and reloads from the database when it changed.
 *
 * Redis is single-threaded, so a GET sent after the writer's response was received sees the increment. When Redis is
 * not connected, `read` answers undefined and the caches read the database instead of their entries. Changes made
 * outside an API process (the worker, SQL by hand) still reach the caches through the notification alone.
 */
export interface RevocationMarkers {
  /** The marker's value ('' when none), or undefined when Redis cannot be asked now (then do not trust a cache). */
  read(channel: NotificationChannel, id: string): Promise<string | undefined>;
  /** Called with no argument when the markers cannot be trusted any more (Redis reconnected): drop every entry. */
  onReset(listener: () => void): void;
  /** Whether a marker write is still on its way (the response hook waits only then). */
  readonly writing: boolean;
  /** Resolves once every marker write started so far has been acknowledged or has failed. */
  settled(): Promise<void>;
}

/** Longer than the caches' 60 s backstop, so an entry never outlives the marker it was checked against. */
const MARKER_TTL_MS = 10 * 60_000;

const markerKey = (prefix: string, channel: string, id: string) => `${prefix}revoked:${channel}:${id}`;

export function redisRevocationMarkers(redis: SharedRedis, notifications: DatabaseNotifications, onError: (error: Error) => void = () => undefined): RevocationMarkers {
  const { client, keyPrefix } = redis;
  const inFlight = new Set<Promise<unknown>>();
  const resetListeners: (() => void)[] = [];

  notifications.on('notification', (channel: string, payload: string, own: boolean) => {
    if (!own || client.status !== 'ready') return;
    const key = markerKey(keyPrefix, channel, payload);
    const write = client
      .multi()
      .incr(key)
      .pexpire(key, MARKER_TTL_MS)
      .exec()
      .catch((error: Error) => onError(error))
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
  });
  // Markers written while this client was away were missed, and Redis may have restarted empty.
  client.on('ready', () => resetListeners.forEach((listener) => listener()));

  return {
    async read(channel, id) {
      if (client.status !== 'ready') return undefined;
      try {
        return (await client.get(markerKey(keyPrefix, channel, id))) ?? '';
      } catch (error) {
        onError(error as Error);
        return undefined;
      }
    },
    onReset: (listener) => void resetListeners.push(listener),
    get writing() {
      return inFlight.size > 0;
    },
    settled: async () => void (await Promise.all([...inFlight])),
  };
}

/** Holds every response while a marker write is on its way, so the writer's client never gets ahead of it. */
export function holdResponsesForMarkers(app: FastifyInstance, markers: RevocationMarkers): void {
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (!markers.writing) return done(null, payload);
    markers.settled().then(() => done(null, payload), done);
  });
}
