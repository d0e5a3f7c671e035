import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { bigFeed, reportOf, setCredits, writeSnapshot } from './job-import-fixtures';
import { balanceOf, employerIdOf, userId } from './jobs-fixtures';

let ctx: TestContext;
const clock = new Date();

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
});
afterAll(async () => ctx?.close());

const timed = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> => {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
};

it('imports a 1,000-job feed, then the same feed again as 1,000 unchanged without a single write', { timeout: 300_000 }, async () => {
  const token = await ctx.login('employer2');
  const ownerId = await userId(ctx.knex, 'employer2');
  const employerId = await employerIdOf(ctx.knex, 'employer2');
  await setCredits(ctx.knex, ownerId, clock, { standard: 1000, premium: 0 });
  const feed = { jobs: bigFeed('HCU', 1000), closeMissing: true };

  const first = await timed(() => reportOf(ctx, token, feed));
  expect(first.result.counts).toEqual({ created: 1000, updated: 0, unchanged: 0, closed: 0, refused: 0 });
  expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 0, premium: 0 });

  const before = await writeSnapshot(ctx.knex, employerId);
  const second = await timed(() => reportOf(ctx, token, feed));
  expect(second.result.counts).toEqual({ created: 0, updated: 0, unchanged: 1000, closed: 0, refused: 0 });
  expect(second.result.results.map((result) => result.jobId)).toEqual(first.result.results.map((result) => result.jobId));
  expect(await writeSnapshot(ctx.knex, employerId)).toEqual(before);

  console.log(
    `[job-import] 1,000-job feed: first run ${first.ms} ms (${JSON.stringify(first.result.counts)}), ` +
      `second run ${second.ms} ms (${JSON.stringify(second.result.counts)})`,
  );
});
