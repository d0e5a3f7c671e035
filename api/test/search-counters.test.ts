import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueJobs } from '../src/modules/jobs';
import { CV_SEARCHABLE_MEMBERSHIPS } from '../src/modules/cv-database/contact-access';
import { createTestContext, type TestContext } from './helpers';
import { daysFrom, employerIdOf, grant, isoDay, jobPost, submit, userId } from './jobs-fixtures';

/**
 * The trigger-kept read models of docs/performance.md stay equal to what they summarise after every kind of write:
 * job_open_counts (published jobs per facet value and deadline) and cv_search (the CV database's searchable set).
 */
let ctx: TestContext;
let employer: string;
beforeAll(async () => {
  ctx = await createTestContext();
  employer = await ctx.login('employer');
}, 120_000);
afterAll(async () => ctx?.close());

/** Rows of job_open_counts that differ from a recount written here from the jobs themselves. */
async function openCountDrift(): Promise<unknown[]> {
  const result = await ctx.knex.raw(`
    WITH truth AS (
      SELECT k.facet, k.value, j.end_date, count(*)::int AS jobs FROM jobs j
      CROSS JOIN LATERAL (
        SELECT 'job_type', j.job_type::text UNION ALL SELECT 'work_mode', j.work_mode UNION ALL SELECT 'experience', j.experience
        UNION ALL SELECT 'job_class', j.job_class UNION ALL SELECT 'employer', j.employer_id::text
        UNION ALL SELECT DISTINCT 'category', c.category FROM job_categories c WHERE c.job_id = j.id
        UNION ALL SELECT DISTINCT 'country', l.country FROM job_locations l WHERE l.job_id = j.id
      ) AS k(facet, value)
      WHERE j.status = 'publish' GROUP BY 1, 2, 3),
    kept AS (SELECT facet, value, end_date, jobs FROM job_open_counts WHERE jobs <> 0)
    (SELECT 'missing' AS side, * FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept) a)
    UNION ALL (SELECT 'extra', * FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth) b)`);
  return result.rows;
}

async function cvSearchDrift(): Promise<unknown[]> {
  const result = await ctx.knex.raw(
    `WITH truth AS (
       SELECT cp.id AS profile_id, cp.user_id, cp.updated_at, cp.search_vector::text AS v FROM candidate_profiles cp JOIN users u ON u.id = cp.user_id
       WHERE cp.cand_profile = 'pub' AND u.deleted_at IS NULL AND u.membership = ANY(?::text[])),
     kept AS (SELECT profile_id, user_id, updated_at, search_vector::text AS v FROM cv_search)
     (SELECT 'missing' AS side, * FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept) a)
     UNION ALL (SELECT 'extra', * FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth) b)`,
    [[...CV_SEARCHABLE_MEMBERSHIPS]],
  );
  return result.rows;
}

describe('job_open_counts', () => {
  it('matches the jobs after the seed, posting, editing, status changes, the expiry sweep and deletion', async () => {
    expect(await openCountDrift()).toEqual([]);
    const before = Number((await ctx.knex('job_open_counts').sum({ n: 'jobs' }).where({ facet: 'job_class' }).first())?.n);
    expect(before).toBeGreaterThan(0);

    await grant(ctx.knex, await userId(ctx.knex, 'employer'), 'standard', 5);
    const posted = await submit(ctx, employer, jobPost({ job_title: 'Counter Check Analyst', job_cat: ['coaching-performance', 'analysts-recruitment-scouting'], jobLocation: [{ country: 'es', city: 'Madrid' }, { country: 'es', city: 'Sevilla' }, { country: 'fr', city: 'Lyon' }] }));
    expect(posted.statusCode, posted.body).toBe(201);
    const jobId = posted.json().data.ID as number;
    expect(await openCountDrift()).toEqual([]);

    const edited = await submit(ctx, employer, jobPost({ jobId, job_title: 'Counter Check Analyst', job_cat: ['media'], job_type: 'part-time', jobLocation: [{ country: 'de', city: 'Berlin' }], job_date: isoDay(daysFrom(new Date(), 45)) }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await openCountDrift()).toEqual([]);

    for (const status of ['closed', 'publish', 'filled']) {
      const changed = await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${jobId}&status=${status}`, token: employer });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await openCountDrift()).toEqual([]);
    }

    expect((await expireOverdueJobs(ctx.knex, isoDay(daysFrom(new Date(), 10)))).length).toBeGreaterThan(0);
    expect(await openCountDrift()).toEqual([]);

    await ctx.knex('jobs').where({ employer_id: await employerIdOf(ctx.knex, 'employer') }).delete();
    expect(await openCountDrift()).toEqual([]);
  });

  it('gives the job page the employer’s active jobs and the unfiltered search the same total as a direct count', async () => {
    const today = isoDay(new Date());
    const job = await ctx.knex('jobs').where({ status: 'publish' }).where('end_date', '>=', today).orderBy('id').first('slug', 'employer_id');
    const detail = await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${job.slug}` });
    const direct = async (employerId?: number) => {
      const query = ctx.knex('jobs').where({ status: 'publish' }).where('end_date', '>=', today);
      if (employerId !== undefined) query.where({ employer_id: employerId });
      return Number((await query.count({ n: '*' }).first())?.n);
    };
    expect(detail.json().data.available_jobs).toBe(await direct(job.employer_id));
    const browse = await ctx.inject({ method: 'GET', url: '/search/get-browse-job?skip_cache=1' });
    expect(browse.json().total).toBe(await direct());
  });
});

describe('keyword search with category and country filters', () => {
  it('finds the same jobs as the child tables say (the filters read the row arrays when there is a keyword)', async () => {
    const today = isoDay(new Date());
    const sample = await ctx.knex('jobs').where({ status: 'publish' }).where('end_date', '>=', today).orderBy('id').first('title', 'category_values', 'country_values');
    const word = String(sample.title).split(' ')[0]!;
    const categories = [sample.category_values[0], 'media'];
    const countries = [sample.country_values[0], 'es'];
    const expected = await ctx.knex.raw(
      `SELECT count(*)::int AS n FROM jobs j WHERE j.status = 'publish' AND j.end_date >= ?::date
         AND j.search_vector @@ websearch_to_tsquery('english', ?)
         AND EXISTS (SELECT 1 FROM job_categories c WHERE c.job_id = j.id AND c.category = ANY(?::text[]))
         AND EXISTS (SELECT 1 FROM job_locations l WHERE l.job_id = j.id AND l.country = ANY(?::text[]))`,
      [today, word, categories, countries],
    );
    expect(expected.rows[0].n).toBeGreaterThan(0);
    const query = `?search=${encodeURIComponent(word)}&category=${categories.join(',')}&country=${countries.join(',')}&limit=100&skip_cache=1`;
    const [withFacets, counted] = await Promise.all(
      [query, `${query}&facets=0`].map(async (url) => (await ctx.inject({ method: 'GET', url: `/search/get-browse-job${url}` })).json()),
    );
    expect(withFacets.total).toBe(expected.rows[0].n);
    expect(counted.total).toBe(expected.rows[0].n);
    expect(withFacets.data).toHaveLength(Math.min(100, expected.rows[0].n));
  });
});

describe('cv_search', () => {
  it('holds exactly the searchable profiles after profile, membership, visibility and account changes', async () => {
    expect(await cvSearchDrift()).toEqual([]);
    expect(Number((await ctx.knex('cv_search').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);

    const profile = await ctx.knex('candidate_profiles as cp').join('users as u', 'u.id', 'cp.user_id').where('cp.cand_profile', 'pub')
      .whereIn('u.membership', [...CV_SEARCHABLE_MEMBERSHIPS]).whereNull('u.deleted_at').orderBy('cp.id').first('cp.id', 'cp.user_id');
    await ctx.knex('candidate_profiles').where({ id: profile.id }).update({ cv_headline: 'Set-piece specialist', updated_at: ctx.knex.fn.now() });
    expect(await cvSearchDrift()).toEqual([]);
    await ctx.knex('users').where({ id: profile.user_id }).update({ membership: 'FREE' });
    expect(await cvSearchDrift()).toEqual([]);
    await ctx.knex('users').where({ id: profile.user_id }).update({ membership: 'ELITE' });
    await ctx.knex('candidate_profiles').where({ id: profile.id }).update({ cand_profile: 'priv' });
    expect(await cvSearchDrift()).toEqual([]);
    await ctx.knex('candidate_profiles').where({ id: profile.id }).update({ cand_profile: 'pub' });
    await ctx.knex('users').where({ id: profile.user_id }).update({ deleted_at: ctx.knex.fn.now() });
    expect(await cvSearchDrift()).toEqual([]);
    await ctx.knex('candidate_profiles').where({ id: profile.id }).delete();
    expect(await cvSearchDrift()).toEqual([]);
  });
});
