import { loadConfig } from '../config';
import { createStorage, storageConfigFromEnv } from '../storage';
import { connectDatabase, pgliteDirFor } from './connect';
import { migrateToLatest } from './migration-source';
import { seedDemoIfEmpty } from './seed';
import { seedScaleIfNeeded } from '@fj/seeds/scale';

const USAGE = 'usage: tsx src/db/cli.ts migrate|seed|seed:scale [--factor N]';

/** `seed:scale --factor 10`: ten times the scale seed (seeds/scale.ts `scaleCounts`); 1 when absent. */
function factorArgument(args: readonly string[]): number {
  const at = args.indexOf('--factor');
  if (at === -1) return 1;
  const factor = Number(args[at + 1]);
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`--factor needs a positive number. ${USAGE}`);
  return factor;
}

async function main(command: string | undefined, args: readonly string[]): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'seed:scale') throw new Error(USAGE);
  const factor = factorArgument(args);
  const config = loadConfig();
  const db = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir), poolMax: 2 });
  try {
    const applied = await migrateToLatest(db.knex);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    if (command === 'seed') {
      const seeded = await seedDemoIfEmpty(db.knex, createStorage(storageConfigFromEnv(process.env, config.dataDir)));
      console.log(seeded ? 'Demo data seeded.' : 'Database already has users: demo seed skipped.');
    }
    if (command === 'seed:scale') await seedScaleIfNeeded(db.knex, console.log, { factor });
  } finally {
    await db.close();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
