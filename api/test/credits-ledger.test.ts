import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http-error';
import {
  currentCredits,
  ensureMonthlyGrant,
  grantCredits,
  readCredits,
  resolveCreditHolder,
  spendCredits,
} from '../src/modules/credits';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const idOf = async (username: string): Promise<number> => (await ctx.knex('users').where({ username }).first('id')).id;
const ledger = (userId: number) => ctx.knex('credit_ledger').where({ user_id: userId }).orderBy('id');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('monthly grant', () => {
  it('grants the §9 allowance once per billing month, however often it is asked', async () => {
    const candidate = await idOf('candidate');
    await ctx.knex.transaction((trx) => ensureMonthlyGrant(trx, candidate, 'FREE', '2026-11'));
    await ctx.knex.transaction((trx) => ensureMonthlyGrant(trx, candidate, 'FREE', '2026-11'));
    expect(await readCredits(ctx.knex, candidate)).toEqual({ standard: 2, premium: 0 });
    const grants = await ledger(candidate).where({ reason: 'monthly_grant' });
    expect(grants.map((row) => [row.kind, row.delta, row.period])).toEqual([
      ['standard', 2, '2026-11'],
      ['premium', 0, '2026-11'],
    ]);
  });

  it('lets the unused allowance expire at the next month but keeps granted extras', async () => {
    const [user] = await ctx.knex('users').insert({
      username: 'rollover', email: 'rollover@example.com', display_name: 'Roll Over', roles: ['candidate'],
      profile_slug: 'roll-over', membership: 'STANDARD',
    }).returning('id');
    const userId = user.id as number;
    await ctx.knex.transaction((trx) => ensureMonthlyGrant(trx, userId, 'STANDARD', '2026-10'));
    const admin = await idOf('admin');
    await ctx.knex.transaction(async (trx) => {
      await spendCredits(trx, { userId, kind: 'standard', amount: 2, reason: 'application', ref: { type: 'application', id: 1 } });
      await grantCredits(trx, { userId, kind: 'standard', amount: 4, reason: 'admin_grant', actorUserId: admin });
    });
    expect(await readCredits(ctx.knex, userId)).toEqual({ standard: 7, premium: 2 });

    await ctx.knex.transaction((trx) => ensureMonthlyGrant(trx, userId, 'STANDARD', '2026-11'));
    // 3 of October's 5 were unused and expire, the 4 granted extras stay, November's 5 arrive.
    expect(await readCredits(ctx.knex, userId)).toEqual({ standard: 9, premium: 2 });
    const expiries = await ledger(userId).where({ reason: 'monthly_expiry' });
    expect(expiries.map((row) => [row.kind, row.delta, row.period])).toEqual([
      ['standard', -3, '2026-10'],
      ['premium', -2, '2026-10'],
    ]);
    const last = await ctx.knex('credit_ledger').where({ user_id: userId, kind: 'standard' }).orderBy('id', 'desc').first();
    expect(last.balance_after).toBe(9);
  });
});

describe('spending', () => {
  it('refuses to overspend with a 402 and changes nothing', async () => {
    const candidate = await idOf('candidate');
    const before = await ledger(candidate);
    const attempt = ctx.knex.transaction((trx) =>
      spendCredits(trx, { userId: candidate, kind: 'premium', amount: 1, reason: 'application' }),
    );
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 402, code: 'credits-exhausted', message: expect.stringContaining('premium credits') });
    expect(await ledger(candidate)).toHaveLength(before.length);
  });

  it('never overspends when many transactions spend at once', async () => {
    const [user] = await ctx.knex('users').insert({
      username: 'racer', email: 'racer@example.com', display_name: 'Ra Cer', roles: ['candidate'], profile_slug: 'ra-cer',
    }).returning('id');
    const userId = user.id as number;
    await ctx.knex.transaction((trx) => grantCredits(trx, { userId, kind: 'standard', amount: 3, reason: 'admin_grant' }));
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        ctx.knex.transaction((trx) => spendCredits(trx, { userId, kind: 'standard', amount: 1, reason: 'test', ref: { type: 'test', id: index } })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.every((result) => (result.reason as HttpError).statusCode === 402)).toBe(true);
    expect(await readCredits(ctx.knex, userId)).toEqual({ standard: 0, premium: 0 });
    expect(await ledger(userId).where({ reason: 'test' })).toHaveLength(3);
  });
});

describe('credit holder', () => {
  it("makes team members spend the employer account owner's credits", async () => {
    const owner = await idOf('employer');
    expect(await resolveCreditHolder(ctx.knex, await idOf('member'))).toMatchObject({ holderUserId: owner });
    expect(await resolveCreditHolder(ctx.knex, await idOf('manager'))).toMatchObject({ holderUserId: owner });
    expect(await resolveCreditHolder(ctx.knex, owner)).toMatchObject({ holderUserId: owner });
    const candidate = await idOf('candidate');
    expect(await resolveCreditHolder(ctx.knex, candidate)).toEqual({ holderUserId: candidate, membership: 'FREE' });
  });

  it('grants the current month lazily when the balance is read for a dashboard', async () => {
    const credits = await currentCredits(ctx.knex, await idOf('member'), new Date('2026-11-22T10:00:00Z'));
    expect(credits).toEqual({ standard: 2, premium: 0 });
    expect(await readCredits(ctx.knex, await idOf('employer'))).toEqual({ standard: 2, premium: 0 });
  });
});
