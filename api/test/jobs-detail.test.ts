import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAccessFor } from '../src/modules/jobs';
import { createTestContext, type TestContext } from './helpers';
import { isoDay } from './jobs-fixtures';

let ctx: TestContext;
const today = isoDay(new Date());
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const detail = (slug: string, token?: string) =>
  ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${encodeURIComponent(slug)}`, token });

/** An active job of the given class and way of receiving applicants, straight from the demo data. */
const activeJob = (jobClass: 'free' | 'premium', receive?: string) => {
  const query = ctx.knex('jobs').where({ status: 'publish', job_class: jobClass }).where('end_date', '>=', today).orderBy('id');
  if (receive) query.where({ receive_applicants: receive });
  return query.first();
};

describe('GET /job-api/get-job-detail-by-slug', () => {
  it('answers every §2 job detail element', async () => {
    const job = await activeJob('free');
    const response = await detail(job.slug);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const employer = await ctx.knex('employers').where({ id: job.employer_id }).first();
    const openings = await ctx.knex('jobs').where({ employer_id: job.employer_id, status: 'publish' }).where('end_date', '>=', today).count({ n: '*' }).first();
    expect(data).toMatchObject({
      ID: job.id,
      title: job.title,
      slug: job.slug,
      employer: employer.name,
      author_link: `/profile/${employer.slug}`,
      available_jobs: Number(openings!.n),
      postStatus: 'publish',
      endDate: isoDay(new Date(`${job.end_date instanceof Date ? isoDay(job.end_date) : job.end_date}`)),
      job_vacancy: job.vacancies,
      access: true,
      access_class: 'free',
      job_class: 'Free',
      is_active: true,
    });
    expect(data.description).toContain('<p>');
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.location).not.toBe('');
    expect(data.job_type).not.toBe('');
    expect(data.job_skills[0]).toHaveProperty('name');
    expect(typeof data.postModified).toBe('string');
    expect(data.closing_date).toBe(data.endDate);
    const expectedDays = Math.round((Date.parse(data.endDate) - Date.parse(today)) / 86_400_000);
    expect(data.days_left).toBe(expectedDays);
  });

  it('sends the stored values beside the English labels, so a client names them in its own language', async () => {
    const job = await ctx.knex('jobs').where({ status: 'publish' }).whereNotNull('salary_minor').orderBy('id').first();
    const data = (await detail(job.slug)).json().data;
    expect(data).toMatchObject({
      job_type_value: job.job_type,
      work_mode_value: job.work_mode ?? '',
      currency_value: job.currency ?? '',
      salary_type_value: job.salary_type ?? '',
      salary_amount: Number(job.salary_minor) / 100,
      job_experience_value: job.experience ?? '',
      must_have_qualification_value: job.must_have_qualification ?? '',
    });
    expect(data.job_qualification_values).toEqual(job.qualifications ?? []);
    expect(data.catIds.length).toBe(data.categories.length);
  });

  it('gives visitors and FREE members access false on a Premium job, but still the description', async () => {
    const job = await activeJob('premium', 'exter');
    const visitor = (await detail(job.slug)).json().data;
    expect(visitor).toMatchObject({ access: false, access_class: 'premium', job_class: 'Premium', job_external_url: '' });
    expect(visitor.description.length).toBeGreaterThan(20);

    const candidate = await ctx.login('candidate');
    expect((await detail(job.slug, candidate)).json().data.access).toBe(false);
    await ctx.knex('users').where({ username: 'candidate' }).update({ membership: 'STANDARD' });
    const member = (await detail(job.slug, candidate)).json().data;
    expect(member.access).toBe(true);
    expect(member.job_external_url).toBe(job.external_url);
    await ctx.knex('users').where({ username: 'candidate' }).update({ membership: 'FREE' });

    for (const username of ['employer2', 'admin', 'member']) {
      expect((await detail(job.slug, await ctx.login(username))).json().data.access, username).toBe(true);
    }
    // A bad token on a public page makes the caller a visitor, not an error.
    expect((await detail(job.slug, 'not-a-token')).json().data.access).toBe(false);
    const free = await activeJob('free');
    expect((await detail(free.slug)).json().data.access).toBe(true);
  });

  it('shows ended jobs without closing date or days left, and hides drafts', async () => {
    const ended = await ctx.knex('jobs').whereIn('status', ['closed', 'filled']).first();
    const data = (await detail(ended.slug)).json().data;
    expect(data).toMatchObject({ is_active: false, closing_date: null, days_left: 0, postStatus: ended.status });
    const overdue = await ctx.knex('jobs').where({ status: 'publish' }).where('end_date', '<', today).first();
    expect((await detail(overdue.slug)).json().data).toMatchObject({ is_active: false, closing_date: null, days_left: 0 });

    const draft = await ctx.knex('jobs').where({ status: 'draft' }).first();
    expect((await detail(draft.slug)).statusCode).toBe(404);
    expect((await detail('no-such-job')).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-job-detail-by-slug' })).statusCode).toBe(400);
  });
});

describe('jobAccessFor (used by the apply call)', () => {
  it('applies the premium rule', () => {
    const premium = { job_class: 'premium' };
    expect(jobAccessFor(undefined, { job_class: 'free' })).toBe(true);
    expect(jobAccessFor(undefined, premium)).toBe(false);
    expect(jobAccessFor({ roles: ['candidate'], membership: 'FREE' }, premium)).toBe(false);
    expect(jobAccessFor({ roles: ['candidate'], membership: 'ELITE' }, premium)).toBe(true);
    expect(jobAccessFor({ roles: ['team_member'], membership: 'FREE' }, premium)).toBe(true);
    expect(jobAccessFor({ roles: ['administrator'], membership: 'FREE' }, premium)).toBe(true);
  });
});
