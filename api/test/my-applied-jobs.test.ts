import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { insertJob, uploadCv } from './apply-fixtures';

let ctx: TestContext;

const marks = (token: string | undefined, ids: string) => ctx.inject({ method: 'GET', url: `/get-my-applied-jobs?ids=${ids}`, token });
const apply = (token: string, jobId: number, cvId: number) => ctx.inject({ method: 'POST', url: '/job-api/apply', token, payload: { jobId, cv_media_id: cvId } });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /get-my-applied-jobs', () => {
  it("answers the caller's own applications among the given jobs, with the date and the application id", async () => {
    const me = await registerCandidate(ctx);
    const other = await registerCandidate(ctx);
    const [mine, theirs, untouched] = [await insertJob(ctx.knex), await insertJob(ctx.knex), await insertJob(ctx.knex)];
    const applied = (await apply(me.token, mine.id, await uploadCv(ctx, me.token))).json();
    expect((await apply(other.token, theirs.id, await uploadCv(ctx, other.token))).statusCode).toBe(200);

    const response = await marks(me.token, `${mine.id},${theirs.id},${untouched.id},${mine.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [{ jobId: mine.id, applicationId: applied.data.id, appliedAt: applied.data.appliedDate }],
    });
    // The other candidate sees only theirs: ownership comes from the query, not from the ids asked for.
    expect((await marks(other.token, `${mine.id},${theirs.id}`)).json().data).toMatchObject([{ jobId: theirs.id }]);
  });

  it('is for signed-in candidates only, and refuses ids that are not a bounded list of numbers', async () => {
    const me = await registerCandidate(ctx);
    expect((await marks(undefined, '1')).statusCode).toBe(401);
    const employer = await ctx.login('employer');
    expect((await marks(employer, '1')).statusCode).toBe(403);

    for (const bad of ['', 'abc', '1,,2', '1;2', '-1', '0', Array.from({ length: 101 }, (_, index) => index + 1).join(',')]) {
      const response = await marks(me.token, encodeURIComponent(bad));
      expect(response.statusCode, bad.slice(0, 20)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect((await marks(me.token, Array.from({ length: 100 }, (_, index) => index + 1).join(','))).statusCode).toBe(200);
  });
});
