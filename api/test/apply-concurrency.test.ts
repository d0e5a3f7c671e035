import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { insertJob, uploadCv } from './apply-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

// On PGlite the single connection serialises the transactions; on Postgres they really run at once (pool of 4).
it('20 concurrent applications with 2 credits give exactly 2 applications and a balance of 0', async () => {
  const candidate = await registerCandidate(ctx);
  const cv = await uploadCv(ctx, candidate.token);
  const jobs = await Promise.all(Array.from({ length: 20 }, (_, index) => insertJob(ctx.knex, { title: `Concurrent job ${index}` })));

  const responses = await Promise.all(
    jobs.map((job) => ctx.inject({ method: 'POST', url: '/job-api/apply', token: candidate.token, payload: { jobId: job.id, cv_media_id: cv } })),
  );

  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(2);
  expect(statuses.filter((status) => status === 402)).toHaveLength(18);
  expect(await ctx.knex('applications').where({ candidate_user_id: candidate.id })).toHaveLength(2);
  expect(await ctx.knex('credit_balances').where({ user_id: candidate.id }).first()).toMatchObject({ standard: 0, premium: 0 });
  const ledger = await ctx.knex('credit_ledger').where({ user_id: candidate.id }).orderBy('id');
  expect(ledger.map((row) => [row.reason, row.kind, row.delta, row.balance_after])).toEqual([
    ['monthly_grant', 'standard', 2, 2],
    ['monthly_grant', 'premium', 0, 0],
    ['application', 'standard', -1, 1],
    ['application', 'standard', -1, 0],
  ]);
});

it('the same application sent 10 times at once is recorded once (409 for the rest)', async () => {
  const candidate = await registerCandidate(ctx);
  const cv = await uploadCv(ctx, candidate.token);
  const job = await insertJob(ctx.knex);
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => ctx.inject({ method: 'POST', url: '/job-api/apply', token: candidate.token, payload: { jobId: job.id, cv_media_id: cv } })),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(9);
  expect(await ctx.knex('credit_ledger').where({ user_id: candidate.id, reason: 'application' })).toHaveLength(1);
});
