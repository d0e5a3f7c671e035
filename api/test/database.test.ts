import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@fj/seeds';
import { migrations } from '@fj/migrations';
import { rollbackAll, migrateToLatest } from '../src/db/migration-source';
import { seedDemoIfEmpty } from '../src/db/seed';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

it('migrations run in order, roll back completely and apply again', async () => {
  const applied = await ctx.knex('knex_migrations').orderBy('id').pluck('name');
  expect(applied).toEqual(migrations.map((migration) => migration.name));
  await rollbackAll(ctx.knex);
  expect(await ctx.knex.schema.hasTable('users')).toBe(false);
  expect(await migrateToLatest(ctx.knex)).toEqual(migrations.map((migration) => migration.name));
  expect(await migrateToLatest(ctx.knex)).toEqual([]);
});

it('seeds the demo accounts once, deterministically, with their organisations', async () => {
  expect(await seedDemoIfEmpty(ctx.knex)).toBe(true);
  expect(await seedDemoIfEmpty(ctx.knex)).toBe(false);
  // The demo accounts (the seed also adds generated candidate profiles, checked in candidate-seed.test.ts).
  const users = await ctx
    .knex('users')
    .whereIn('username', DEMO_ACCOUNTS.map((account) => account.username))
    .orderBy('id')
    .select('id', 'username', 'email', 'roles', 'employer_id');
  expect(users.map((user) => [user.username, user.email, user.roles])).toEqual(
    DEMO_ACCOUNTS.map((account) => [account.username, `${account.username}@example.com`, account.roles]),
  );
  // The demo accounts own two organisations (the job seed adds four more demo organisations, see docs/jobs.md).
  expect(await ctx.knex('employers').whereIn('owner_user_id', users.map((user) => user.id)).pluck('name')).toEqual([
    'Northbridge Athletic FC',
    'Harbour City United',
  ]);
  const byName = Object.fromEntries(users.map((user) => [user.username, user]));
  expect(byName.manager.employer_id).toBe(byName.employer.employer_id);
  expect(byName.member.employer_id).toBe(byName.employer.employer_id);
  expect(byName.employer2.employer_id).not.toBe(byName.employer.employer_id);
  expect(byName.candidate.employer_id).toBeNull();
  const hash = await ctx.knex('users').where({ username: 'admin' }).first('password_hash');
  expect(hash.password_hash).toMatch(/^\$argon2id\$/);
});

it('has the pg_trgm extension for name look-ups', async () => {
  const result = await ctx.knex.raw(`select similarity('football', 'footbal') > 0.5 as close`);
  expect(result.rows[0].close).toBe(true);
});
