// For the tests that need a Postgres server rather than PGlite (several processes on one database, a network to cut):
// where the server is, whether it answers, and a throwaway database of the test's own on it.
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { adminConnection, cloneDatabase, databaseUrlFor, randomDatabaseName, type DatabaseTemplates } from './database-templates';

/** DATABASE_URL on the Postgres engine, else TEST_POSTGRES_URL, else the machine's server. */
export const postgresServerUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the server answers; when it does not, says loudly which test file is skipped and what goes untested. */
export async function postgresServerAnswers(testFile: string, untested: string): Promise<boolean> {
  const probe = knexFactory({ client: 'pg', connection: { connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 }, pool: { min: 0, max: 1 } });
  try {
    await probe.raw('select 1');
    return true;
  } catch {
    console.warn(`\n*** SKIPPED ${testFile}: no Postgres answers at ${new URL(postgresServerUrl).host} (set TEST_POSTGRES_URL). ${untested} NOT tested. ***\n`);
    return false;
  } finally {
    await probe.destroy();
  }
}

async function withAdmin(work: (admin: Knex) => Promise<unknown>): Promise<void> {
  const admin = adminConnection(postgresServerUrl);
  try {
    await work(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * A database named `{prefix}_{random}` on the server: `create()` copies the run's migrated bare template
 * (test/global-setup.ts) when the run built one on Postgres, else makes it empty; `drop()` removes it, connections and all.
 */
export function throwawayPostgresDatabase(prefix: string) {
  const name = randomDatabaseName(prefix);
  return {
    name,
    url: databaseUrlFor(postgresServerUrl, name),
    create: () =>
      withAdmin(async (admin) => {
        const templates = inject('databaseTemplates') as DatabaseTemplates | undefined;
        if (templates?.engine === 'postgres') await cloneDatabase(admin, templates.bareDatabase, name);
        else await admin.raw('CREATE DATABASE ??', [name]);
      }),
    drop: () => withAdmin((admin) => admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name])),
  };
}
