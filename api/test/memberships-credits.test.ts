import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPeriodOf, ensureMonthlyGrant, grantMonthlyAllowances, readCredits, spendCredits } from '../src/modules/credits';
import { scheduledTasks } from '../src/queue/tasks';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { buyPlan, userIdOf } from './memberships-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => ctx?.close());

const grantsOf = (period: string) => ctx.knex('credit_ledger').where({ reason: 'monthly_grant', period }).orderBy('id');
const nextMonth = (from: Date) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1, 0, 10));

describe('credits-monthly-grant', () => {
  it('grants every holder the month once however often it runs, and nobody else', async () => {
    const at = new Date(Date.UTC(2030, 0, 1, 0, 10));
    const first = await grantMonthlyAllowances({ db: ctx.knex, now: () => at });
    expect(first.period).toBe('2030-01');
    expect(first.granted).toBeGreaterThan(5);
    const rows = await grantsOf('2030-01');
    // Standard and premium rows for each holder.
    expect(rows).toHaveLength(first.granted * 2);

    // The scheduled task is the same run.
    const task = scheduledTasks({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', secret: ctx.settings.jwtSecret, now: () => at, log: { error: () => undefined } })
      .find((one) => one.name === 'credits-monthly-grant')!;
    expect(task.cron).toBe('10 0 * * *');
    expect(await task.run()).toEqual({ period: '2030-01', granted: 0 });
    expect(await grantsOf('2030-01')).toHaveLength(rows.length);

    const granted = new Set(rows.map((row) => row.user_id));
    for (const holder of ['candidate', 'employer', 'employer2']) expect(granted.has(await userIdOf(ctx, holder)), holder).toBe(true);
    // Team members spend the owner's credits; administrators and scouts hold none.
    for (const other of ['manager', 'member', 'admin', 'scout']) expect(granted.has(await userIdOf(ctx, other)), other).toBe(false);
    const candidate = await userIdOf(ctx, 'candidate');
    expect(rows.filter((row) => row.user_id === candidate).map((row) => [row.kind, row.delta])).toEqual([['standard', 2], ['premium', 0]]);
  });
});

describe('a plan change within a month', () => {
  it('tops the month up to the new plan, and the whole unused allowance expires the next month (bought extras stay)', async () => {
    const candidate = await registerCandidate(ctx);
    await buyPlan(ctx, candidate.token, 'candidate-standard-month');
    expect(await readCredits(ctx.knex, candidate.id)).toEqual({ standard: 5, premium: 2 });
    await ctx.knex.transaction(async (trx) => {
      await spendCredits(trx, { userId: candidate.id, kind: 'standard', amount: 1, reason: 'application' });
    });

    const next = billingPeriodOf(nextMonth(new Date()));
    await ctx.knex.transaction((trx) => ensureMonthlyGrant(trx, candidate.id, 'STANDARD', next));
    // 4 of the month's 5 (2 granted + 3 topped up) and both premium were unused: they expire; the new month's 5/2 arrive.
    expect(await readCredits(ctx.knex, candidate.id)).toEqual({ standard: 5, premium: 2 });
    const expiries = await ctx.knex('credit_ledger').where({ user_id: candidate.id, reason: 'monthly_expiry' }).orderBy('id');
    expect(expiries.map((row) => [row.kind, row.delta])).toEqual([['standard', -4], ['premium', -2]]);
  });
});
