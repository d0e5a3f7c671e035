import type { Knex } from 'knex';
import { migrations, type Migration } from '@fj/migrations';

/** Knex reads migrations from the ordered list in migrations/index.ts instead of scanning a folder. */
export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => ({ up: migration.up, down: migration.down }),
};

export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
