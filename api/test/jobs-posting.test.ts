import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueJobs } from '../src/modules/jobs';
import { createTestContext, type TestContext } from './helpers';
import { balanceOf, daysFrom, employerIdOf, grant, isoDay, jobPost, jobTableCounts, submit, userId } from './jobs-fixtures';

let ctx: TestContext;
// The app's clock; the deadline tests move it forward.
let clock = new Date();
let employer: string;
let employer2: string;
let ownerId: number;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  employer = await ctx.login('employer');
  employer2 = await ctx.login('employer2');
  ownerId = await userId(ctx.knex, 'employer');
});
afterAll(async () => ctx?.close());

const browseTitle = async (title: string) =>
  (await ctx.inject({ method: 'GET', url: `/search/get-browse-job?search=${encodeURIComponent(`"${title}"`)}&skip_cache=1` })).json();

const expectNothingWritten = async (action: () => Promise<void>) => {
  const before = await jobTableCounts(ctx.knex);
  await action();
  expect(await jobTableCounts(ctx.knex)).toEqual(before);
};

describe('POST /job-api/submit-job', () => {
  it('creates a Free job, spends one standard credit of the employer account and lists it at once', async () => {
    const response = await submit(ctx, employer, jobPost({ job_title: 'Lead Opposition Analyst', job_date: '31/12/2027' }));
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Job posted successfully.');
    expect(data).toMatchObject({
      job_title: 'Lead Opposition Analyst',
      slug: 'lead-opposition-analyst',
      status: 'publish',
      class: 'free',
      job_date: '2027-12-31',
      job_salary: 32000,
      job_cat: ['coaching-performance'],
      jobLocation: [{ country: 'gb-eng', city: 'Sheffield' }],
      job_skills: ['Goalkeeper Coaching', 'Video Analysis'],
    });
    expect(data.screening_questions[0]).toMatchObject({ question: 'Do you hold a UEFA B licence?', required: true });
    expect(data.screening_questions[0].id).toMatch(/^q-/);
    // FREE membership: 2 standard credits this month, one spent.
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 1, premium: 0 });
    const ledger = await ctx.knex('credit_ledger').where({ user_id: ownerId, reason: 'job_post' });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'standard', delta: -1, ref_id: String(data.ID) });

    const found = await browseTitle('Lead Opposition Analyst');
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ ID: data.ID, employer: 'Northbridge Athletic FC' });
    const own = (await ctx.inject({ method: 'GET', url: '/job-api/get-jobs?status=active&limit=100', token: employer })).json();
    expect(own.data.map((job: { ID: number }) => job.ID)).toContain(data.ID);
  });

  it('sanitizes the description and records a created event', async () => {
    const response = await submit(ctx, employer, jobPost({ job_title: 'Kit Manager', job_description: '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x>' }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.job_description).toBe('<p>Hi</p>');
    const event = await ctx.knex('events').where({ entity: 'job', entity_id: String(data.ID), action: 'created' }).first();
    expect(event).toMatchObject({ to_value: 'publish', actor_user_id: ownerId });
  });

  it('answers 402 when the employer has no credit of the class left, writing nothing', async () => {
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 0, premium: 0 });
    await expectNothingWritten(async () => {
      const premium = await submit(ctx, employer, jobPost({ job_title: 'Premium Scout', class: 'Premium' }));
      expect(premium.statusCode).toBe(402);
      expect(premium.json().message).toMatch(/premium credits/);
      const free = await submit(ctx, employer, jobPost({ job_title: 'Free Scout' }));
      expect(free.statusCode).toBe(402);
      expect(free.json().message).toMatch(/standard credits/);
    });
    expect((await browseTitle('Premium Scout')).total).toBe(0);
  });

  it('spends a premium credit for a Premium job; team members spend the owner’s credits', async () => {
    await grant(ctx.knex, ownerId, 'premium', 1);
    await grant(ctx.knex, ownerId, 'standard', 1);
    const manager = await ctx.login('manager');
    const response = await submit(ctx, manager, jobPost({ job_title: 'Head of Medical', class: 'Premium', job_cat: ['sports-science-medical-physio'] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ class: 'premium', employer_id: await employerIdOf(ctx.knex, 'employer') });
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 1, premium: 0 });
  });

  it('saves a draft without spending, and publishing it later spends the credit once', async () => {
    const draft = await submit(ctx, employer, jobPost({ job_title: 'Draft Physio Role', status: 'draft' }));
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.ID;
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 1, premium: 0 });
    expect((await browseTitle('Draft Physio Role')).total).toBe(0);

    const published = await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${id}&status=publish`, token: employer });
    expect(published.statusCode, published.body).toBe(200);
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 0, premium: 0 });
    // Closing and re-opening does not charge again.
    await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${id}&status=in-active`, token: employer });
    const reopened = await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${id}&status=active`, token: employer });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 0, premium: 0 });
  });

  it('edits a job (jobId) without charging again; the search sees the new title', async () => {
    const job = await ctx.knex('jobs').where({ title: 'Lead Opposition Analyst' }).first();
    const member = await ctx.login('member');
    const response = await submit(ctx, member, jobPost({ jobId: job.id, job_title: 'Senior Opposition Analyst', jobLocation: [{ country: 'es', city: 'Bilbao' }, { country: 'pt', city: 'Porto' }] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Job updated successfully.', data: { ID: job.id, slug: job.slug, job_title: 'Senior Opposition Analyst' } });
    expect(response.json().data.jobLocation).toEqual([{ country: 'es', city: 'Bilbao' }, { country: 'pt', city: 'Porto' }]);
    expect((await browseTitle('Senior Opposition Analyst')).total).toBe(1);
    expect((await browseTitle('Lead Opposition Analyst')).total).toBe(0);
    expect(await balanceOf(ctx.knex, ownerId)).toEqual({ standard: 0, premium: 0 });

    const form = await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail?jobId=${job.id}`, token: employer });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({ ID: job.id, job_title: 'Senior Opposition Analyst', class: 'free', job_posts: 1 });
  });

  describe('bad input → 422 per field, nothing written', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an impossible date', { job_date: '31/02/2027' }, 'job_date'],
      ['a date in an unknown format', { job_date: '2027.12.31' }, 'job_date'],
      ['a deadline in the past', { job_date: isoDay(daysFrom(new Date(), -1)) }, 'job_date'],
      ['a negative salary', { job_salary: -100 }, 'job_salary'],
      ['an unknown category', { job_cat: ['astronaut'] }, 'job_cat[0]'],
      ['no category', { job_cat: [] }, 'job_cat'],
      ['an over-long title', { job_title: 'T'.repeat(151) }, 'job_title'],
      ['no location', { jobLocation: [] }, 'jobLocation'],
      ['an external job without its link', { receiveApplicants: 'exter' }, 'job_external_url'],
      ['a salary without currency', { job_currency: '' }, 'job_currency'],
      ['zero vacancies', { job_posts: 0 }, 'job_posts'],
    ];
    for (const [name, overrides, field] of cases) {
      it(`rejects ${name}`, async () => {
        await expectNothingWritten(async () => {
          const response = await submit(ctx, employer, jobPost({ job_title: `Rejected ${name}`, ...overrides }));
          expect(response.statusCode, response.body).toBe(422);
          expect(response.json().errors).toHaveProperty([field]);
        });
      });
    }

    it('answers 400 for a title beyond the schema maximum and for wrong types', async () => {
      await expectNothingWritten(async () => {
        expect((await submit(ctx, employer, jobPost({ job_title: 'x'.repeat(301) }))).statusCode).toBe(400);
        const wrongType = await submit(ctx, employer, jobPost({ job_posts: 'many', isSendRejection: true }));
        expect(wrongType.statusCode).toBe(422);
        expect(Object.keys(wrongType.json().errors).sort()).toEqual(['job_posts', 'rejection_email_content', 'rejection_email_subject']);
      });
    });
  });
});

describe('ownership', () => {
  it('lets no other employer read, edit or change the status of a job (403), and answers 404 for unknown jobs', async () => {
    const job = await ctx.knex('jobs').where({ title: 'Senior Opposition Analyst' }).first();
    await expectNothingWritten(async () => {
      const edit = await submit(ctx, employer2, jobPost({ jobId: job.id, job_title: 'Hijacked' }));
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe('This job belongs to another employer.');
      expect((await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail?jobId=${job.id}`, token: employer2 })).statusCode).toBe(403);
      const status = await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${job.id}&status=closed`, token: employer2 });
      expect(status.statusCode).toBe(403);
      expect((await submit(ctx, employer, jobPost({ jobId: 999999 }))).statusCode).toBe(404);
      expect((await ctx.inject({ method: 'GET', url: '/job-api/get-job-detail?jobId=999999', token: employer })).statusCode).toBe(404);
    });
    expect((await ctx.knex('jobs').where({ id: job.id }).first()).status).toBe('publish');
    const own = (await ctx.inject({ method: 'GET', url: '/job-api/get-jobs?limit=100', token: employer2 })).json();
    expect(own.data.every((item: { employer: string }) => item.employer === 'Harbour City United')).toBe(true);
  });

  it('keeps candidates and visitors out of the employer calls', async () => {
    const candidate = await ctx.login('candidate');
    expect((await submit(ctx, candidate, jobPost())).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-jobs', token: candidate })).statusCode).toBe(403);
    expect((await ctx.inject({ method: 'POST', url: '/job-api/submit-job', payload: jobPost() })).statusCode).toBe(401);
    expect((await submit(ctx, employer, jobPost(), '/job-api/submit-job-all')).statusCode).toBe(403);
  });
});

describe('POST /job-api/submit-job-all', () => {
  it('lets an administrator post for any employer without spending its credits', async () => {
    const admin = await ctx.login('admin');
    const employer2Id = await employerIdOf(ctx.knex, 'employer2');
    const owner2 = await userId(ctx.knex, 'employer2');
    const before = await balanceOf(ctx.knex, owner2);
    const response = await submit(ctx, admin, jobPost({ job_title: 'Admin Posted Role', class: 'Premium', employerId: employer2Id }), '/job-api/submit-job-all');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ employer_id: employer2Id, employerName: 'Harbour City United', class: 'premium' });
    expect(await balanceOf(ctx.knex, owner2)).toEqual(before);
    const byName = await submit(ctx, admin, jobPost({ job_title: 'Admin Posted By Name', employerName: 'northbridge-athletic-fc' }), '/job-api/submit-job-all');
    expect(byName.json().data.employerName).toBe('Northbridge Athletic FC');
    const unknown = await submit(ctx, admin, jobPost({ employerName: 'Nobody FC' }), '/job-api/submit-job-all');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('employerName');
  });
});

describe('status changes and deadlines', () => {
  it('moves a job between active and in-active lists with the documented values', async () => {
    const job = await ctx.knex('jobs').where({ title: 'Senior Opposition Analyst' }).first();
    const change = (status: string) => ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${job.id}&status=${status}`, token: employer });
    const closed = await change('closed');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ message: 'Updated Successfully', data: { status: 'closed', is_active: false } });
    const inactive = (await ctx.inject({ method: 'GET', url: '/job-api/get-jobs?status=in-active&limit=100', token: employer })).json();
    expect(inactive.data.map((item: { ID: number }) => item.ID)).toContain(job.id);
    expect((await browseTitle('Senior Opposition Analyst')).total).toBe(0);
    expect((await change('publish')).json().data.status).toBe('publish');
    expect((await change('filled')).json().data.status).toBe('filled');
    for (const bad of ['expired', 'gone', 'pending']) {
      const response = await change(bad);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors).toHaveProperty('status');
    }
    const events = await ctx.knex('events').where({ entity: 'job', entity_id: String(job.id), action: 'status' }).orderBy('id');
    expect(events.map((event) => [event.from_value, event.to_value])).toEqual([
      ['publish', 'closed'],
      ['closed', 'publish'],
      ['publish', 'filled'],
    ]);
  });

  it('stops listing a job the day after its deadline, and the sweep marks it expired', async () => {
    const deadline = daysFrom(clock, 3);
    const created = await submit(ctx, await ctx.login('admin'), jobPost({ job_title: 'Short Deadline Role', job_date: isoDay(deadline), employerName: 'Northbridge Athletic FC' }), '/job-api/submit-job-all');
    expect(created.statusCode).toBe(201);
    const { ID: id, slug } = created.json().data;
    expect((await browseTitle('Short Deadline Role')).total).toBe(1);

    clock = daysFrom(deadline, 0);
    expect((await browseTitle('Short Deadline Role')).total).toBe(1);
    clock = daysFrom(deadline, 1);
    expect((await browseTitle('Short Deadline Role')).total).toBe(0);
    const page = (await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${slug}` })).json().data;
    expect(page).toMatchObject({ postStatus: 'publish', is_active: false, closing_date: null, days_left: 0 });
    const inactive = (await ctx.inject({ method: 'GET', url: '/job-api/get-jobs?status=in-active&limit=100', token: employer })).json();
    expect(inactive.data.map((item: { ID: number }) => item.ID)).toContain(id);

    const expired = await expireOverdueJobs(ctx.knex, isoDay(clock));
    expect(expired).toContain(id);
    expect((await ctx.knex('jobs').where({ id }).first()).status).toBe('expired');
    expect(await ctx.knex('events').where({ entity: 'job', entity_id: String(id), to_value: 'expired' })).toHaveLength(1);
    expect(await expireOverdueJobs(ctx.knex, isoDay(clock))).toEqual([]);

    const republish = await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${id}&status=publish`, token: employer });
    expect(republish.statusCode).toBe(422);
    expect(republish.json().message).toMatch(/deadline of this job has passed/);
    clock = new Date();
  });
});

describe('concurrent posts', () => {
  it('gives simultaneous jobs with the same title distinct slugs', async () => {
    const admin = await ctx.login('admin');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submit(ctx, admin, jobPost({ job_title: 'Twin Title Coach', employerName: 'Harbour City United' }), '/job-api/submit-job-all')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const slugs = responses.map((response) => response.json().data.slug).sort();
    expect(slugs).toEqual(['twin-title-coach', 'twin-title-coach-2', 'twin-title-coach-3', 'twin-title-coach-4', 'twin-title-coach-5']);
  });
});
