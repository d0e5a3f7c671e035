import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Closes the pool (and PGlite with it). */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Postgres server; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent → in memory (tests). */
  pgliteDir?: string;
  poolMax?: number;
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    return { knex, kind: 'postgres', close: () => knex.destroy() };
  }

  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir ?? 'memory://', { extensions: { pg_trgm } });
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const knex = knexFactory({ client: ClientPgLite, connection: { pglite } as Knex.StaticConnectionConfig });
  return {
    knex,
    kind: 'pglite',
    close: async () => {
      await knex.destroy();
      // knex closes PGlite when its single connection was opened; otherwise it is still ours to close.
      if (!pglite.closed) await pglite.close();
    },
  };
}

export const pgliteDirFor = (dataDir: string): string => join(dataDir, 'pglite');
