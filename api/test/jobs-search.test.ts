import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { isoDay } from './jobs-fixtures';

let ctx: TestContext;
const today = isoDay(new Date());
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const browse = async (query: string) => {
  const response = await ctx.inject({ method: 'GET', url: `/search/get-browse-job${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Independent count: written here in SQL, not with the api's query builder. */
const sqlCount = async (where: string, bindings: (string | number)[] = []): Promise<number> => {
  const result = await ctx.knex.raw(
    `SELECT count(*)::int AS n FROM jobs j WHERE j.status = 'publish' AND j.end_date >= ?::date AND (${where})`,
    [today, ...bindings],
  );
  return Number(result.rows[0].n);
};

describe('GET /search/get-browse-job', () => {
  it('lists active jobs only, newest first, with the total of all active jobs', async () => {
    const body = await browse('?skip_cache=1');
    const expected = await sqlCount('true');
    expect(expected).toBeGreaterThan(200);
    expect(body.total).toBe(expected);
    expect(body.data).toHaveLength(10);
    const dates = body.data.map((job: { postDate: string }) => job.postDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const job of body.data) {
      expect(job.postStatus).toBe('publish');
      expect(job.endDate >= today).toBe(true);
      expect(job.link).toBe(`/job/${job.slug}`);
    }
  });

  it('never lists published jobs whose deadline has passed (no sweep needed)', async () => {
    const overdue = await ctx.knex('jobs').where({ status: 'publish' }).where('end_date', '<', today).select('id');
    expect(overdue.length).toBeGreaterThan(0);
    const all = await browse('?limit=100&offset=0&facets=0');
    const rest = await Promise.all([100, 200].map((offset) => browse(`?limit=100&offset=${offset}&facets=0`)));
    const listed = new Set([...all.data, ...rest.flatMap((page) => page.data)].map((job: { ID: number }) => job.ID));
    expect(listed.size).toBe(all.total);
    for (const row of overdue) expect(listed.has(row.id)).toBe(false);
  });

  it('combines category, country, job type and premium filters; the total agrees with a direct count', async () => {
    const body = await browse('?category=coaching-performance,sports-science-medical-physio&country=gb-eng&country=es&type=normal&limit=100');
    const expected = await sqlCount(
      `j.job_class = 'free'
       AND EXISTS (SELECT 1 FROM job_categories c WHERE c.job_id = j.id AND c.category IN ('coaching-performance', 'sports-science-medical-physio'))
       AND EXISTS (SELECT 1 FROM job_locations l WHERE l.job_id = j.id AND l.country IN ('gb-eng', 'es'))`,
    );
    expect(body.total).toBe(expected);
    expect(body.data).toHaveLength(Math.min(expected, 100));
    for (const job of body.data) {
      expect(job.job_class).toBe('Free');
      expect(job.catIds.some((c: string) => ['coaching-performance', 'sports-science-medical-physio'].includes(c))).toBe(true);
      expect(job.locations.some((l: { country: string }) => ['gb-eng', 'es'].includes(l.country))).toBe(true);
    }
  });

  it('filters by job type, work mode, experience, salary range, posted-within and employer', async () => {
    const employer = await ctx.knex('employers').where({ name: 'Harbour City United' }).first();
    const cases: [string, string, (string | number)[]][] = [
      ['?job_type=full-time', `j.job_type = 'full-time'`, []],
      ['?work_mode=remote&experience=3', `j.work_mode = 'remote' AND j.experience = '3'`, []],
      ['?salary_min=20000&salary_max=40000', 'j.salary_minor BETWEEN 2000000 AND 4000000', []],
      ['?posted_within=7', `j.post_date >= (?::date - interval '7 days')`, [today]],
      [`?employer=${employer.id}`, 'j.employer_id = ?', [employer.id]],
      ['?type=premium', `j.job_class = 'premium'`, []],
      ['?city=manchester', `EXISTS (SELECT 1 FROM job_locations l WHERE l.job_id = j.id AND lower(l.city) = 'manchester')`, []],
    ];
    for (const [query, where, bindings] of cases) {
      const expected = await sqlCount(where, bindings);
      expect(expected, query).toBeGreaterThan(0);
      expect((await browse(query)).total, query).toBe(expected);
    }
  });

  it('searches keywords with websearch syntax and sorts by relevance', async () => {
    const body = await browse('?search=physiotherapist&sort=relevance&limit=100');
    const expected = await sqlCount(`j.search_vector @@ websearch_to_tsquery('english', 'physiotherapist')`);
    expect(expected).toBeGreaterThan(0);
    expect(body.total).toBe(expected);
    expect(body.data[0].title).toMatch(/physiotherapist/i);

    const phrase = await browse(`?search=${encodeURIComponent('"head coach" -u18')}`);
    for (const job of phrase.data) expect(job.title.toLowerCase()).not.toContain('u18');
    const nothing = await browse('?search=zzqxjv');
    expect(nothing).toMatchObject({ total: 0, data: [] });
  });

  it('answers facet counts that agree with direct counts and sum to the total', async () => {
    const body = await browse('?type=normal&skip_cache=1');
    const categoryRows = await ctx.knex.raw(
      `SELECT c.category AS value, count(*)::int AS n FROM job_categories c JOIN jobs j ON j.id = c.job_id
       WHERE j.status = 'publish' AND j.end_date >= ?::date AND j.job_class = 'free' GROUP BY c.category`,
      [today],
    );
    const expected = Object.fromEntries(categoryRows.rows.map((row: { value: string; n: number }) => [row.value, row.n]));
    expect(Object.fromEntries(body.facets.category.map((f: { value: string; count: number }) => [f.value, f.count]))).toEqual(expected);
    expect(Object.keys(expected)).toHaveLength(15);
    const sum = (facet: { count: number }[]) => facet.reduce((total, f) => total + f.count, 0);
    expect(sum(body.facets.job_type)).toBe(body.total);
    expect(sum(body.facets.work_mode)).toBe(body.total);
    expect(body.facets.job_class).toEqual([{ value: 'free', count: body.total }]);
    const countries = await sqlCount(`j.job_class = 'free' AND EXISTS (SELECT 1 FROM job_locations l WHERE l.job_id = j.id AND l.country = 'es')`);
    expect(body.facets.country.find((f: { value: string }) => f.value === 'es').count).toBe(countries);
    expect(body.facets.country.length).toBeGreaterThanOrEqual(20);
  });

  it('pages with offset and returns at most the documented limit', async () => {
    const first = await browse('?offset=0&limit=5&facets=0');
    const second = await browse('?offset=5&limit=5&facets=0');
    const both = await browse('?offset=0&limit=10&facets=0');
    expect([...first.data, ...second.data].map((j: { ID: number }) => j.ID)).toEqual(both.data.map((j: { ID: number }) => j.ID));
    expect(first.facets).toBeUndefined();
    expect((await browse('?limit=100&facets=0')).data).toHaveLength(100);
    // Above the schema's maximum is a 400 naming the field, not a silent cap (docs/api.md, "Paging").
    const tooMany = await ctx.inject({ method: 'GET', url: '/search/get-browse-job?limit=1000&facets=0' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('limit');
  });

  it('rejects bad filter values with 400', async () => {
    for (const query of ['?limit=-1', '?type=gold', '?salary_min=-5', '?sort=oldest', `?search=${'x'.repeat(201)}`]) {
      const response = await ctx.inject({ method: 'GET', url: `/search/get-browse-job${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('homepage, lookup, related and employer lists', () => {
  it('GET /payment/get-jobs-homepage/ lists 6 newest active Premium or Free jobs', async () => {
    for (const [type, label, jobClass] of [['premium', 'Premium', 'premium'], ['normal', 'Free', 'free']]) {
      const response = await ctx.inject({ method: 'GET', url: `/payment/get-jobs-homepage/?type=${type}&limit=6` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data).toHaveLength(6);
      expect(body.total).toBe(await sqlCount(`j.job_class = '${jobClass}'`));
      for (const job of body.data) expect(job.job_class).toBe(label);
    }
    expect((await ctx.inject({ method: 'GET', url: '/payment/get-jobs-homepage/' })).statusCode).toBe(400);
  });

  it('GET /search/get-categories-and-locations counts active jobs per category and location', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/search/get-categories-and-locations' });
    expect(response.statusCode).toBe(200);
    const { categories, locations } = response.json().data;
    expect(categories).toHaveLength(15);
    const media = categories.find((c: { value: string }) => c.value === 'media');
    expect(media.label).toBe('Media');
    expect(media.count).toBe(await sqlCount(`EXISTS (SELECT 1 FROM job_categories c WHERE c.job_id = j.id AND c.category = 'media')`));
    const madrid = locations.find((l: { country: string; city: string }) => l.country === 'es' && l.city === 'Madrid');
    expect(madrid.label).toBe('Spain');
    expect(madrid.count).toBe(await sqlCount(`EXISTS (SELECT 1 FROM job_locations l WHERE l.job_id = j.id AND l.country = 'es' AND l.city = 'Madrid')`));
  });

  it('GET /get-related-jobs lists other active jobs sharing a category', async () => {
    const job = (await browse('?category=media&limit=1&facets=0')).data[0];
    const response = await ctx.inject({ method: 'GET', url: `/get-related-jobs?jobId=${job.ID}&catIds=media` });
    expect(response.statusCode).toBe(200);
    const related = response.json();
    expect(related.data.length).toBeGreaterThan(0);
    expect(related.data.length).toBeLessThanOrEqual(4);
    for (const other of related.data) {
      expect(other.ID).not.toBe(job.ID);
      expect(other.catIds).toContain('media');
    }
    // Without catIds the job's own categories are used.
    const own = (await ctx.inject({ method: 'GET', url: `/get-related-jobs?jobId=${job.ID}` })).json();
    expect(own.data.length).toBeGreaterThan(0);
  });

  it("GET /get-employer-jobs lists an employer's active jobs by employer ID", async () => {
    const employer = await ctx.knex('employers').where({ name: 'Northbridge Athletic FC' }).first();
    const response = await ctx.inject({ method: 'GET', url: `/get-employer-jobs?employerId=${employer.id}&limit=50` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(await sqlCount('j.employer_id = ?', [employer.id]));
    for (const job of body.data) expect(job.employer).toBe('Northbridge Athletic FC');
    expect((await ctx.inject({ method: 'GET', url: '/get-employer-jobs?employerId=999999' })).statusCode).toBe(404);
  });
});
