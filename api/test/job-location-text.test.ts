import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { jobPost, submit } from './jobs-fixtures';

/** A city with `<`, `&` and quotes is stored as typed and sent as text; only the §3 `location (HTML)` is escaped, once. */
let ctx: TestContext;
let employer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  employer = await ctx.login('employer');
});
afterAll(async () => ctx?.close());

describe('job location text', () => {
  it('is stored and returned as plain text, escaped exactly once in the HTML listing field', async () => {
    const city = 'U<18 & "Reserves" O\'Neill';
    const posted = await submit(ctx, employer, jobPost({ job_title: 'Reserve Team Physio', jobLocation: [{ country: 'gb-eng', city }] }));
    expect(posted.statusCode, posted.body).toBe(201);
    const { slug, ID } = posted.json().data;
    expect(posted.json().data.jobLocation).toEqual([{ country: 'gb-eng', city }]);
    expect(await ctx.knex('job_locations').where({ job_id: ID }).pluck('city')).toEqual([city]);

    const detail = (await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${slug}&skip_cache=1` })).json().data;
    expect(detail.locations).toEqual([{ country: 'gb-eng', city }]);

    const listed = (await ctx.inject({ method: 'GET', url: '/search/get-browse-job?search=Physio&skip_cache=1&facets=0' })).json().data;
    const item = listed.find((job: { ID: number }) => job.ID === ID);
    expect(item.locations).toEqual([{ country: 'gb-eng', city }]);
    expect(item.location).toBe('U&lt;18 &amp; &quot;Reserves&quot; O&#39;Neill, England');
    expect(item.location).not.toContain('&amp;lt;');
  });
});
