import { loadConfig } from '../config';
import { createStorage, storageConfigFromEnv } from '../storage';
import { connectDatabase, pgliteDirFor } from './connect';
import { migrateToLatest } from './migration-source';
import { seedDemoIfEmpty } from './seed';
import { seedScaleIfNeeded } from '@fj/seeds/scale';

const USAGE = 'usage: tsx src/db/cli.ts migrate|seed|seed:scale';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'seed:scale') throw new Error(USAGE);
  const config = loadConfig();
  const db = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir), poolMax: 2 });
  try {
    const applied = await migrateToLatest(db.knex);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    if (command === 'seed') {
      const seeded = await seedDemoIfEmpty(db.knex, createStorage(storageConfigFromEnv(process.env, config.dataDir)));
      console.log(seeded ? 'Demo data seeded.' : 'Database already has users: demo seed skipped.');
    }
    if (command === 'seed:scale') await seedScaleIfNeeded(db.knex);
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
