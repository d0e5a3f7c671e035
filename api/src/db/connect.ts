import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { DatabaseNotifications, listenOnPooledConnections, registerNotifications, startNotificationListener } from './notifications';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Closes the pool (and PGlite with it). */
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tar, loadable again through `pgliteLoadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
}

export interface ConnectOptions {
  /** Postgres server; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent → in memory (tests). */
  pgliteDir?: string;
  poolMax?: number;
  /** PGlite only: start from a data directory dumped with `dumpDataDir()` (tests copy one migrated+seeded template). */
  pgliteLoadDataDir?: Blob;
  /** Postgres only: the notification listener lost its connection (it reconnects by itself). */
  onListenerError?: (error: Error) => void;
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const notifications = new DatabaseNotifications();
    const knex = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10, afterCreate: listenOnPooledConnections(notifications) },
    });
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const listener = await startNotificationListener(options.databaseUrl, notifications, options.onListenerError);
    registerNotifications(knex, notifications);
    return {
      knex,
      kind: 'postgres',
      close: async () => {
        await listener.close();
        await knex.destroy();
      },
    };
  }

  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const knex = knexFactory({ client: ClientPgLite, connection: { pglite } as Knex.StaticConnectionConfig });
  return {
    knex,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await knex.destroy();
      // knex closes PGlite when its single connection was opened; otherwise it is still ours to close.
      if (!pglite.closed) await pglite.close();
    },
  };
}

export const pgliteDirFor = (dataDir: string): string => join(dataDir, 'pglite');
