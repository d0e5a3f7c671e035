import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedAdminScale } from '@fj/seeds/admin-scale';
import { seedScale } from '@fj/seeds/scale';
import { createTestContext, type TestContext } from './helpers';

// The scale seed switches the back-office counter triggers off while it writes and recounts once
// (seeds/counters-scale.ts): the dashboard's figures must still match the rows, and the triggers must be back on.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedScale(ctx.knex, { jobs: 300, candidates: 60, organisations: 6 });
  await seedAdminScale(ctx.knex, () => undefined);
}, 120_000);
afterAll(async () => ctx?.close());

const total = async (sql: string): Promise<number> => Number((await ctx.knex.raw(sql)).rows[0].n);

it('leaves every back-office counter equal to the rows it counts', async () => {
  expect(await total(`SELECT count(*) AS n FROM jobs WHERE slug LIKE 'scale-job-%'`)).toBe(300);
  expect(await total(`SELECT count(*) AS n FROM applications`)).toBeGreaterThan(500);
  const pairs: [counted: string, source: string][] = [
    [`SELECT coalesce(sum(n), 0) AS n FROM admin_daily_counts WHERE metric = 'application'`, 'SELECT count(*) AS n FROM applications'],
    [`SELECT coalesce(sum(n), 0) AS n FROM admin_daily_counts WHERE metric = 'signup'`, 'SELECT count(*) AS n FROM users WHERE deleted_at IS NULL'],
    [
      `SELECT coalesce(sum(amount), 0) AS n FROM admin_daily_counts WHERE metric = 'revenue'`,
      `SELECT coalesce(sum(amount_minor), 0) AS n FROM payments WHERE status = 'succeeded' AND paid_at IS NOT NULL`,
    ],
    ['SELECT coalesce(sum(n), 0) AS n FROM admin_user_counts', 'SELECT count(*) AS n FROM users WHERE deleted_at IS NULL'],
    ['SELECT coalesce(sum(n), 0) AS n FROM admin_job_counts', 'SELECT count(*) AS n FROM jobs'],
    ['SELECT coalesce(sum(n), 0) AS n FROM admin_subscription_counts', 'SELECT count(*) AS n FROM subscriptions'],
  ];
  for (const [counted, source] of pairs) expect({ counted, n: await total(counted) }).toEqual({ counted, n: await total(source) });
});

it('turns the counter triggers back on: a write after the seed is counted', async () => {
  const before = await total(`SELECT coalesce(sum(n), 0) AS n FROM admin_daily_counts WHERE metric = 'signup'`);
  const jobsBefore = await total('SELECT coalesce(sum(n), 0) AS n FROM admin_job_counts');
  await ctx.knex('users').insert({ username: 'after-scale', email: 'after-scale@example.com', display_name: 'After', roles: ['candidate'], profile_slug: 'after-scale' });
  const job = await ctx.knex('jobs').where('slug', 'like', 'scale-job-%').first('id');
  await ctx.knex('jobs').where({ id: job.id }).delete();
  expect(await total(`SELECT coalesce(sum(n), 0) AS n FROM admin_daily_counts WHERE metric = 'signup'`)).toBe(before + 1);
  expect(await total('SELECT coalesce(sum(n), 0) AS n FROM admin_job_counts')).toBe(jobsBefore - 1);
});
