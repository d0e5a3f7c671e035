import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { adminConnection, databaseUrlFor } from '../src/db/server-admin';
import { connectDatabase, type Database } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migration-source';
import { seedDemoIfEmpty } from '../src/db/seed';

/**
 * Migrating and seeding the demo data costs seconds (tens of seconds on a loaded PGlite worker), so a test run does it
 * once here and every test file starts from a copy: a PGlite data-dir dump, or a Postgres `CREATE DATABASE … TEMPLATE`.
 */
export type DatabaseTemplates =
  | { engine: 'pglite'; bareDumpPath: string; seededDumpPath: string }
  | { engine: 'postgres'; bareDatabase: string; seededDatabase: string };

export interface BuiltTemplates {
  templates: DatabaseTemplates;
  dispose(): Promise<void>;
}

/** What every seeded test database holds: the same call createTestContext made per file before templates. */
export const seedTestDatabase = (knex: Knex): Promise<boolean> => seedDemoIfEmpty(knex);

export { adminConnection, databaseUrlFor } from '../src/db/server-admin';

export const randomDatabaseName = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

const OBJECT_IN_USE = '55006';

/** CREATE DATABASE … TEMPLATE fails while anything else is connected to the template; that is brief, so retry. */
export async function cloneDatabase(admin: Knex, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template]);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

async function dumpTo(db: Database, path: string): Promise<void> {
  if (!db.dumpDataDir) throw new Error('dumpDataDir is only available on PGlite');
  // A checkpoint first, so loading the dump does not replay the whole seed from the WAL.
  await db.knex.raw('CHECKPOINT');
  const dump = await db.dumpDataDir();
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
}

async function buildPgliteTemplates(workDir: string): Promise<BuiltTemplates> {
  const bareDumpPath = join(workDir, 'bare.tar');
  const seededDumpPath = join(workDir, 'seeded.tar');
  const db = await connectDatabase({});
  try {
    await migrateToLatest(db.knex);
    await dumpTo(db, bareDumpPath);
    await seedTestDatabase(db.knex);
    await dumpTo(db, seededDumpPath);
  } finally {
    await db.close();
  }
  return { templates: { engine: 'pglite', bareDumpPath, seededDumpPath }, dispose: async () => undefined };
}

async function buildPostgresTemplates(serverUrl: string): Promise<BuiltTemplates> {
  const admin = adminConnection(serverUrl);
  const bareDatabase = randomDatabaseName('fj_tpl');
  const seededDatabase = `${bareDatabase}_seeded`;
  const dispose = async () => {
    try {
      for (const name of [seededDatabase, bareDatabase]) await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
    } finally {
      await admin.destroy();
    }
  };
  try {
    await admin.raw('CREATE DATABASE ??', [bareDatabase]);
    const bare = await connectDatabase({ databaseUrl: databaseUrlFor(serverUrl, bareDatabase), poolMax: 2 });
    try {
      await migrateToLatest(bare.knex);
    } finally {
      await bare.close();
    }
    await cloneDatabase(admin, bareDatabase, seededDatabase);
    const seeded = await connectDatabase({ databaseUrl: databaseUrlFor(serverUrl, seededDatabase), poolMax: 2 });
    try {
      await seedTestDatabase(seeded.knex);
    } finally {
      await seeded.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { templates: { engine: 'postgres', bareDatabase, seededDatabase }, dispose };
}

/** PGlite dumps go to `workDir`; with a server URL the templates are databases on that server. */
export const buildDatabaseTemplates = (workDir: string, serverUrl: string | undefined): Promise<BuiltTemplates> =>
  serverUrl ? buildPostgresTemplates(serverUrl) : buildPgliteTemplates(workDir);
