import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import pg from 'pg';

/**
 * Postgres NOTIFY channels the API listens on. Triggers announce, in the writer's transaction, changes that caches in
 * every API process must drop (docs/performance.md, session cache): `user_session` carries a user id whose session
 * columns changed (migration 0910); `api_key` the hash of an API key that was revoked, changed or deleted (migration 1510).
 */
export const NOTIFICATION_CHANNELS = ['user_session', 'api_key'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * What this process hears from the database. Events: `notification` (channel, payload) and `listening` (boolean):
 * a cache that relies on notifications must serve only while `listening` is true, and forget everything when it
 * changes, since notifications sent while nobody listened are lost.
 */
export class DatabaseNotifications extends EventEmitter {
  listening = false;

  setListening(listening: boolean): void {
    if (this.listening === listening) return;
    this.listening = listening;
    this.emit('listening', listening);
  }
}

const listenSql = NOTIFICATION_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');

type Notifiable = Pick<pg.Client, 'on' | 'query'> & { processID?: number | null };

/**
 * Emits `notification` (channel, payload, own): `own` is true when the backend that sent it is the receiving
 * connection's own, i.e. this process committed the change on that pooled connection (revocation-markers.ts publishes
 * those to the other replicas through Redis before the writer's response goes out).
 */
const forward = (client: Notifiable, notifications: DatabaseNotifications) =>
  client.on('notification', (message) =>
    notifications.emit('notification', message.channel, message.payload ?? '', client.processID != null && message.processId === client.processID),
  );

/**
 * The knex pool's `afterCreate`: every pooled connection listens as well. Postgres delivers a session's own
 * notifications before the ReadyForQuery of its COMMIT, so a change this process commits has reached its caches by
 * the time the writer's request goes on: revocation is immediate here, not a moment later.
 */
export function listenOnPooledConnections(notifications: DatabaseNotifications) {
  return (connection: Notifiable, done: (error: Error | null, connection: Notifiable) => void): void => {
    connection.query(listenSql, (error: Error | null) => {
      if (!error) forward(connection, notifications);
      done(error, connection);
    });
  };
}

/** The listener's `application_name`, so an operator (or a test) can find its connection in pg_stat_activity. */
export const NOTIFICATION_LISTENER_NAME = 'fj-notification-listener';

export interface NotificationListener {
  close(): Promise<void>;
}

/**
 * One connection of its own that always listens (the pool keeps none while idle): `listening` is true while it is
 * connected, and it reconnects after a loss, backing off from 0.5 s to 10 s.
 */
export async function startNotificationListener(
  connectionString: string,
  notifications: DatabaseNotifications,
  onError: (error: Error) => void = () => undefined,
): Promise<NotificationListener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 500;

  const lost = (error?: Error) => {
    if (error) onError(error);
    notifications.setListening(false);
    const gone = client;
    client = undefined;
    gone?.end().catch(() => undefined);
    if (!closed && !retry) retry = setTimeout(() => void connect(), delayMs).unref();
    delayMs = Math.min(delayMs * 2, 10_000);
  };

  const connect = async () => {
    retry = undefined;
    const next = new pg.Client({ connectionString, application_name: NOTIFICATION_LISTENER_NAME });
    next.on('error', (error) => client === next && lost(error));
    next.on('end', () => client === next && lost());
    forward(next, notifications);
    try {
      await next.connect();
      await next.query(listenSql);
    } catch (error) {
      next.end().catch(() => undefined);
      if (!closed) lost(error as Error);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    delayMs = 500;
    notifications.setListening(true);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      notifications.setListening(false);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

const registry = new WeakMap<Knex, DatabaseNotifications>();

/** Registers what a connection's notifications are (db/connect.ts) so the app built on it can find them. */
export const registerNotifications = (knex: Knex, notifications: DatabaseNotifications): void => void registry.set(knex, notifications);

/** The notifications of a database opened by `connectDatabase` on a Postgres server; undefined on PGlite. */
export const notificationsOf = (knex: Knex): DatabaseNotifications | undefined => registry.get(knex);
