import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { jobWithApplications } from './employer-fixtures';

let ctx: TestContext;
let employer: string;
let member: string;
let outsider: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [employer, member, outsider] = await Promise.all([ctx.login('employer'), ctx.login('member'), ctx.login('employer2')]);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const rate = (id: number, rating: unknown, token: string) => ctx.inject({ method: 'PUT', url: `/job-api/applications/${id}/rating`, token, payload: { rating } });
const listOf = async (jobId: number, token: string) =>
  (await ctx.inject({ method: 'GET', url: `/job-api/get-job-applications?id=${jobId}`, token })).json().data as { ID: number; rating: { mine: number | null; average: number | null; count: number } }[];

describe('star ratings', () => {
  it('averages the ratings of two team members, each seeing their own', async () => {
    const { job, ids } = await jobWithApplications(ctx.knex, [0, 0]);
    const first = await rate(ids[0]!, 4, employer);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ mine: 4, average: 4, count: 1 });
    const second = await rate(ids[0]!, 1, member);
    expect(second.json().data).toEqual({ mine: 1, average: 2.5, count: 2 });
    // Rating again changes the rating, it does not add one.
    expect((await rate(ids[0]!, 5, employer)).json().data).toEqual({ mine: 5, average: 3, count: 2 });

    const asEmployer = await listOf(job.id, employer);
    expect(asEmployer.find((card) => card.ID === ids[0])!.rating).toEqual({ mine: 5, average: 3, count: 2 });
    expect(asEmployer.find((card) => card.ID === ids[1])!.rating).toEqual({ mine: null, average: null, count: 0 });
    expect((await listOf(job.id, member)).find((card) => card.ID === ids[0])!.rating).toEqual({ mine: 1, average: 3, count: 2 });
    const opened = await ctx.inject({ method: 'GET', url: `/job-api/get-job-application?id=${ids[0]}`, token: member });
    expect(opened.json().data.rating).toEqual({ mine: 1, average: 3, count: 2 });
  });

  it("answers 404 to another employer's team, exactly as for a missing application, and stores nothing", async () => {
    const { ids } = await jobWithApplications(ctx.knex, [1]);
    const response = await rate(ids[0]!, 5, outsider);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Application not found');
    expect((await rate(2_000_000_000, 5, employer)).statusCode).toBe(404);
    expect(Number((await ctx.knex('application_ratings').where({ application_id: ids[0] }).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('refuses a rating outside 1-5 or not whole with 400 and a field error', async () => {
    const { ids } = await jobWithApplications(ctx.knex, [1]);
    for (const bad of [0, 6, 2.5, -1]) {
      const response = await rate(ids[0]!, bad, employer);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors).toEqual({ rating: 'Choose from 1 to 5 stars.' });
    }
    expect((await rate(ids[0]!, 'five', employer)).statusCode).toBe(400);
    expect(Number((await ctx.knex('application_ratings').where({ application_id: ids[0] }).count({ n: '*' }).first())!.n)).toBe(0);
  });
});

describe('rejection email edited in the reject dialog', () => {
  const takeAction = (payload: object) => ctx.inject({ method: 'POST', url: '/job-api/take-action', token: employer, payload });

  it('mails the edited text (sanitised, merge fields filled), not the template stored on the job', async () => {
    const { ids } = await jobWithApplications(ctx.knex, [3], {
      title: 'Kit Manager',
      rejection: { subject: 'Stored subject', body: 'The stored template text.' },
    });
    const name = (await ctx.knex('applications as a').join('users as u', 'u.id', 'a.candidate_user_id').leftJoin('candidate_profiles as cp', 'cp.user_id', 'u.id').where('a.id', ids[0]).first(ctx.knex.raw(`COALESCE(NULLIF(cp.cand_name, ''), u.display_name) as name`))).name as string;
    const response = await takeAction({
      id: ids[0],
      status: 2,
      email: { subject: 'About {job_title}', body: '<p>Dear {candidate_name}, <strong>thank you</strong>.</p><script>alert(1)</script><p onclick="x()">We chose another coach.</p>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().emailsQueued).toBe(1);
    const [mail] = await ctx.knex('outbound_emails').where({ ref: `application/${ids[0]}` });
    expect(mail.subject).toBe('About Kit Manager');
    expect(mail.html).toContain(`Dear ${name}, <strong>thank you</strong>.`);
    expect(mail.html).toContain('We chose another coach.');
    expect(mail.html).not.toMatch(/script|onclick|stored template/i);
    expect(mail.text).toContain('thank you');

    // The timeline of the application lists the email.
    const opened = await ctx.inject({ method: 'GET', url: `/job-api/get-job-application?id=${ids[0]}`, token: employer });
    expect(opened.json().data.emails).toEqual([expect.objectContaining({ kind: 'rejection', subject: 'About Kit Manager' })]);
  });

  it('sends the edited email even when the job does not send rejections, and none when asked not to', async () => {
    const { ids } = await jobWithApplications(ctx.knex, [1, 1]);
    const sent = await takeAction({ id: ids[0], status: 2, email: { subject: 'Thank you', body: 'Plain words, {candidate_name}.' } });
    expect(sent.json().emailsQueued).toBe(1);
    const quiet = await takeAction({ id: ids[1], status: 2, send_email: false, email: { subject: 'Thank you', body: 'Not sent' } });
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json().emailsQueued).toBe(0);
    expect(await ctx.knex('outbound_emails').where({ ref: `application/${ids[1]}` })).toEqual([]);
  });

  it('refuses an email that is empty once sanitised, moving nothing', async () => {
    const { ids } = await jobWithApplications(ctx.knex, [1]);
    const response = await takeAction({ id: ids[0], status: 2, email: { subject: 'Hi', body: '<script>alert(1)</script>' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'email.body': 'Please write the email.' });
    expect(Number((await ctx.knex('applications').where({ id: ids[0] }).first('status')).status)).toBe(1);
  });
});
