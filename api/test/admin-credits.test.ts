import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, withQuery } from '@fj/shared';
import { readCredits } from '../src/modules/credits';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { userIdOf } from './memberships-fixtures';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin');
}, 120_000);
afterAll(async () => ctx?.close());

const lookup = (input: string, token = admin) => ctx.inject({ method: 'GET', url: withQuery(API.candidateLookup, { input }), token });
const update = (payload: Record<string, unknown>, token = admin) => ctx.inject({ method: 'POST', url: API.updateCredits, token, payload });

describe('admin add-credits', () => {
  it('is for administrators only', async () => {
    for (const username of ['candidate', 'employer', 'manager']) {
      const token = await ctx.login(username);
      expect((await lookup('casey', token)).statusCode, username).toBe(403);
      expect((await update({ id: 1, standardCredits: 99, premiumCredits: 99 }, token)).statusCode, username).toBe(403);
    }
    expect((await ctx.inject({ method: 'POST', url: API.updateCredits, payload: { id: 1, standardCredits: 1, premiumCredits: 1 } })).statusCode).toBe(401);
  });

  it('finds accounts by name, username or email with their credit holder balances', async () => {
    const candidate = await registerCandidate(ctx);
    const byUsername = await lookup(candidate.username.slice(0, 8).toUpperCase());
    expect(byUsername.statusCode).toBe(200);
    const match = byUsername.json().data.find((row: { id: number }) => row.id === candidate.id);
    expect(match).toEqual({ id: candidate.id, label: expect.stringMatching(/^Robin Tester\d+ \(.+@example\.com\)$/), email: `${candidate.username}@example.com`, standard_credits: 2, premium_credits: 0 });

    const byEmail = (await lookup('employer2@example')).json().data;
    expect(byEmail.map((row: { email: string }) => row.email)).toEqual(['employer2@example.com']);
    // A team member shows the balance of the account owner, whose credits the team spends.
    const manager = (await lookup('Morgan Manager')).json().data[0];
    const owner = await readCredits(ctx.knex, await userIdOf(ctx, 'employer'));
    expect(manager).toMatchObject({ standard_credits: owner.standard, premium_credits: owner.premium });

    // LIKE wildcards are searched for literally.
    expect((await lookup('%_')).json().data).toEqual([]);
    const tooShort = await lookup('a');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toEqual({ input: 'Please enter at least 2 characters.' });
    expect((await lookup('')).statusCode).toBe(400);
  });

  it('sets the balances through ledger rows with the administrator as actor', async () => {
    const candidate = await registerCandidate(ctx);
    const adminId = await userIdOf(ctx, 'admin');
    const response = await update({ id: candidate.id, standardCredits: 12, premiumCredits: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Credits updated successfully', data: { id: candidate.id, standard_credits: 12, premium_credits: 3 } });
    expect(await readCredits(ctx.knex, candidate.id)).toEqual({ standard: 12, premium: 3 });

    const rows = await ctx.knex('credit_ledger').where({ user_id: candidate.id, reason: 'admin_adjustment' }).orderBy('id');
    expect(rows.map((row) => [row.kind, row.delta, row.balance_after, row.actor_user_id])).toEqual([
      ['standard', 10, 12, adminId],
      ['premium', 3, 3, adminId],
    ]);

    // Lowering works the same way; an unchanged kind writes nothing.
    await update({ id: candidate.id, standardCredits: 1, premiumCredits: 3 });
    expect(await readCredits(ctx.knex, candidate.id)).toEqual({ standard: 1, premium: 3 });
    const after = await ctx.knex('credit_ledger').where({ user_id: candidate.id, reason: 'admin_adjustment' }).orderBy('id');
    expect(after.slice(2).map((row) => [row.kind, row.delta, row.balance_after])).toEqual([['standard', -11, 1]]);

    // The candidate's own ledger shows the rows.
    const ledger = await ctx.inject({ method: 'GET', url: API.creditLedger, token: candidate.token });
    expect(ledger.json().balance).toEqual({ standard: 1, premium: 3 });
    expect(ledger.json().data[0]).toMatchObject({ reason: 'admin_adjustment', kind: 'standard', delta: -11, balanceAfter: 1, actorUserId: adminId });
  });

  it('sets the employer account owner’s balances when a team member is chosen', async () => {
    const manager = await userIdOf(ctx, 'manager');
    const owner = await userIdOf(ctx, 'employer');
    await update({ id: manager, standardCredits: 7, premiumCredits: 4 });
    expect(await readCredits(ctx.knex, owner)).toEqual({ standard: 7, premium: 4 });
  });

  it('answers field errors for a missing id or amounts out of range, and 404 for an unknown account', async () => {
    const missing = await update({ standardCredits: 1, premiumCredits: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ id: 'This field is required.' });

    const outOfRange = await update({ id: await userIdOf(ctx, 'candidate'), standardCredits: 100001, premiumCredits: 1.5 });
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json().errors).toEqual({ standardCredits: 'Please enter a whole number from 0 to 100000.', premiumCredits: 'Please enter a whole number from 0 to 100000.' });
    expect((await update({ id: await userIdOf(ctx, 'candidate'), standardCredits: -1, premiumCredits: 0 })).statusCode).toBe(422);

    expect((await update({ id: 999999, standardCredits: 1, premiumCredits: 1 })).statusCode).toBe(404);
  });
});
