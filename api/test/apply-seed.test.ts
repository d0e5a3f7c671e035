import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { userIdOf } from './apply-fixtures';
import { balancesOffTheLedger } from './credit-ledger-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

it('seeds applications in every status, with their events, on the demo employers’ jobs', async () => {
  const statuses = await ctx.knex('applications').distinct('status').pluck('status');
  expect([...statuses].sort((a, b) => a - b)).toEqual(APPLICATION_STATUSES.map((status) => status.code).sort((a, b) => a - b));
  const withoutEvent = await ctx.knex('applications as a').leftJoin('application_events as e', 'e.application_id', 'a.id').whereNull('e.id').count<{ count: string }[]>({ count: '*' }).first();
  expect(Number(withoutEvent?.count)).toBe(0);
  const moved = await ctx.knex('application_events').whereNotNull('from_status').pluck('to_status');
  expect(new Set(moved).size).toBe(APPLICATION_STATUSES.length - 1);
});

it('gives the demo candidate applied jobs to see, credits left for this month and two alerts', async () => {
  const token = await ctx.login('candidate');
  const applied = await ctx.inject({ method: 'GET', url: '/job-api/get-applied-jobs', token });
  expect(applied.json()).toMatchObject({ success: true, total: 3 });
  expect(applied.json().data.map((item: { statusLabel: string }) => item.statusLabel).sort()).toEqual(['Application Submitted', 'Invited to Interview', 'Not Selected']); // the Short Listed one booked an interview (seeds/interviews.ts)

  const candidateId = await userIdOf(ctx.knex, 'candidate');
  expect(await ctx.knex('credit_balances').where({ user_id: candidateId }).first()).toMatchObject({ standard: 2, premium: 0 });
  const alerts = await ctx.inject({ method: 'GET', url: '/get-my-job-alerts', token });
  expect(alerts.json()).toMatchObject({ total: 2 });
});

it('keeps every seeded balance equal to the newest ledger row of its kind', async () => {
  expect(await balancesOffTheLedger(ctx.knex)).toEqual([]);
  const owner = await userIdOf(ctx.knex, 'employer');
  expect(await ctx.knex('credit_ledger').where({ user_id: owner, reason: 'monthly_grant' })).toHaveLength(2);
});
