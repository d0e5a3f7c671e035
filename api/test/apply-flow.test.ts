import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PREMIUM_APPLY_MESSAGE } from '@fj/shared';
import { registerCandidate } from './candidate-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { insertJob, uploadCv, uploadPicture } from './apply-fixtures';
import { startSmtpServer } from './smtp-server';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
// A fresh candidate: the demo candidate already has seeded applications.
let candidate: string;
let candidateId: number;
let cvId: number;

const apply = (token: string, payload: object) => ctx.inject({ method: 'POST', url: '/job-api/apply', token, payload });
const ledgerOf = (userId: number) => ctx.knex('credit_ledger').where({ user_id: userId }).orderBy('id');

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  ({ token: candidate, id: candidateId } = await registerCandidate(ctx));
  cvId = await uploadCv(ctx, candidate);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('POST /job-api/apply', () => {
  it('records the application, spends one standard credit and answers the §8 message', async () => {
    const job = await insertJob(ctx.knex, { title: 'Under-16 Coach' });
    const response = await apply(candidate, { jobId: job.id, cv_media_id: cvId, cover_note: 'I coach on Saturdays.', answers: [] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: MESSAGES.applicationSubmitted,
      data: { jobId: job.id, status: 0, statusLabel: 'Application Submitted', standardCredits: 1, premiumCredits: 0 },
    });
    const row = await ctx.knex('applications').where({ id: body.data.id }).first();
    expect(row).toMatchObject({ job_id: job.id, status: 0, cv_media_id: cvId, cover_note: 'I coach on Saturdays.', credit_kind: 'standard' });
    const events = await ctx.knex('application_events').where({ application_id: body.data.id });
    expect(events).toMatchObject([{ from_status: null, to_status: 0, actor_user_id: candidateId }]);
    const spend = (await ledgerOf(candidateId)).filter((entry) => entry.reason === 'application');
    expect(spend).toMatchObject([{ kind: 'standard', delta: -1, balance_after: 1, ref_type: 'application', ref_id: String(body.data.id) }]);

    const list = await ctx.inject({ method: 'GET', url: '/job-api/get-applied-jobs?offset=0&limit=10', token: candidate });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      success: true,
      total: 1,
      data: [{ id: body.data.id, jobId: job.id, job_title: 'Under-16 Coach', slug: job.slug, link: `/job/${job.slug}`, employer: 'Northbridge Athletic FC', status: 0, statusLabel: 'Application Submitted', canWithdraw: true }],
    });
  });

  it('refuses a second application to the same job with 409 and spends nothing', async () => {
    const job = await insertJob(ctx.knex);
    const [first, second] = [await apply(candidate, { jobId: job.id, cv_media_id: cvId }), await apply(candidate, { jobId: job.id, cv_media_id: cvId })];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, message: 'You have already applied for this job.' });
    expect(await ctx.knex('applications').where({ job_id: job.id })).toHaveLength(1);
    expect((await ledgerOf(candidateId)).filter((entry) => entry.reason === 'application')).toHaveLength(2);
  });

  it('answers 402 with a clear message when the month’s credits are spent', async () => {
    const job = await insertJob(ctx.knex);
    const response = await apply(candidate, { jobId: job.id, cv_media_id: cvId });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ success: false, code: 'credits-exhausted', message: expect.stringMatching(/not have enough standard credits: 1 needed, 0 left/) });
    expect(await ctx.knex('applications').where({ job_id: job.id })).toHaveLength(0);
  });
});

describe('premium jobs, checked on the server', () => {
  it('refuses a FREE member with the join-network message and lets a paying member apply with a premium credit', async () => {
    const job = await insertJob(ctx.knex, { job_class: 'premium' });
    const free = await registerCandidate(ctx);
    const freeCv = await uploadCv(ctx, free.token);
    const refused = await apply(free.token, { jobId: job.id, cv_media_id: freeCv });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ message: PREMIUM_APPLY_MESSAGE, code: 'premium-access-required' });

    await ctx.knex('users').where({ id: free.id }).update({ membership: 'STANDARD' });
    const accepted = await apply(free.token, { jobId: job.id, cv_media_id: freeCv });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ standardCredits: 5, premiumCredits: 1 });
    expect(await ctx.knex('applications').where({ job_id: job.id }).first()).toMatchObject({ credit_kind: 'premium' });
  });

  it('refuses visitors (401) and employers (403) on the apply call', async () => {
    const job = await insertJob(ctx.knex);
    expect((await ctx.inject({ method: 'POST', url: '/job-api/apply', payload: { jobId: job.id, cv_media_id: cvId } })).statusCode).toBe(401);
    expect((await apply(await ctx.login('employer'), { jobId: job.id, cv_media_id: cvId })).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('enforces required screening questions with field errors and accepts optional ones blank', async () => {
    const job = await insertJob(ctx.knex, {
      screening_questions: [
        { id: 'q1', question: 'Do you hold a UEFA B licence?', required: true },
        { id: 'q2', question: 'Anything else?', required: false },
      ],
    });
    const other = await registerCandidate(ctx);
    const otherCv = await uploadCv(ctx, other.token);
    const missing = await apply(other.token, { jobId: job.id, cv_media_id: otherCv, answers: [{ question_id: 'q1', answer: '   ' }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'answers.q1': 'This field is required.' });

    const ok = await apply(other.token, { jobId: job.id, cv_media_id: otherCv, answers: [{ question_id: 'q1', answer: 'Yes, since 2021' }] });
    expect(ok.statusCode).toBe(200);
    const row = await ctx.knex('applications').where({ id: ok.json().data.id }).first();
    expect(row.answers).toEqual([
      { question_id: 'q1', question: 'Do you hold a UEFA B licence?', answer: 'Yes, since 2021' },
      { question_id: 'q2', question: 'Anything else?', answer: '' },
    ]);
  });

  it("refuses a file that is not a PDF CV and another candidate's CV, spending nothing", async () => {
    const job = await insertJob(ctx.knex);
    const other = await registerCandidate(ctx);
    const picture = await uploadPicture(ctx, other.token);
    const notPdf = await apply(other.token, { jobId: job.id, cv_media_id: picture });
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors).toEqual({ cv_media_id: 'Please choose one of your PDF CVs, or upload one.' });
    const foreign = await apply(other.token, { jobId: job.id, cv_media_id: cvId });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.cv_media_id).toBeDefined();
    expect(await ctx.knex('credit_ledger').where({ user_id: other.id, reason: 'application' })).toHaveLength(0);
  });

  it('answers 422 for missing fields, 404 for unknown or unpublished jobs and 422 for jobs past their deadline', async () => {
    const other = await registerCandidate(ctx);
    const otherCv = await uploadCv(ctx, other.token);
    const empty = await apply(other.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ jobId: 'Please choose a job.', cv_media_id: 'Please choose a CV or upload one.' });
    expect((await apply(other.token, { jobId: 999999, cv_media_id: otherCv })).statusCode).toBe(404);
    const draft = await insertJob(ctx.knex, { status: 'draft' });
    expect((await apply(other.token, { jobId: draft.id, cv_media_id: otherCv })).statusCode).toBe(404);
    const expired = await insertJob(ctx.knex, { end_date: '2020-01-31' });
    const late = await apply(other.token, { jobId: expired.id, cv_media_id: otherCv });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This job is no longer accepting applications.');
    const closed = await insertJob(ctx.knex, { status: 'closed' });
    expect((await apply(other.token, { jobId: closed.id, cv_media_id: otherCv })).statusCode).toBe(422);
    expect(await ctx.knex('applications').where({ candidate_user_id: other.id })).toHaveLength(0);
  });
});

describe('external-link and email jobs', () => {
  it('records the click of an external-link job (no CV needed), answers the link and spends no credit', async () => {
    const job = await insertJob(ctx.knex, { receive_applicants: 'exter', external_url: 'https://careers.example.org/apply/42' });
    const other = await registerCandidate(ctx);
    const response = await apply(other.token, { jobId: job.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ jobId: job.id, redirect: 'https://careers.example.org/apply/42' });
    expect(await ctx.knex('job_apply_clicks').where({ job_id: job.id })).toMatchObject([{ user_id: other.id, target: 'exter' }]);
    expect(await ctx.knex('applications').where({ job_id: job.id })).toHaveLength(0);
    expect(await ctx.knex('credit_ledger').where({ user_id: other.id, reason: 'application' })).toHaveLength(0);
  });

  it("emails the application to an email job's address after recording it", async () => {
    const job = await insertJob(ctx.knex, {
      title: 'Kit Manager',
      receive_applicants: 'mail',
      external_email: 'jobs@northbridge.example',
      screening_questions: [{ id: 'q1', question: 'Can you drive a minibus?', required: true }],
    });
    const other = await registerCandidate(ctx);
    const otherCv = await uploadCv(ctx, other.token, 'Kit CV');
    const before = smtp.messages.length;
    const response = await apply(other.token, { jobId: job.id, cv_media_id: otherCv, cover_note: 'Tidy <b>and</b> punctual', answers: [{ question_id: 'q1', answer: 'Yes' }] });
    expect(response.statusCode).toBe(200);
    expect(smtp.messages.length).toBe(before + 1);
    const mail = smtp.messages[before];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('jobs@northbridge.example');
    expect(mail.subject).toContain('Kit Manager');
    expect(mail.text).toContain('Can you drive a minibus?\nYes');
    expect(mail.text).toContain('Kit CV');
    expect(mail.html).toContain('Tidy &lt;b&gt;and&lt;/b&gt; punctual');
    expect(await ctx.knex('applications').where({ job_id: job.id }).first()).toMatchObject({ channel: 'mail' });
  });
});

describe('withdrawing and the employer reading the CV', () => {
  it('withdraws an own application once (status 10) and keeps others out', async () => {
    const job = await insertJob(ctx.knex);
    const other = await registerCandidate(ctx);
    const otherCv = await uploadCv(ctx, other.token);
    const applied = (await apply(other.token, { jobId: job.id, cv_media_id: otherCv })).json().data;

    const stranger = await registerCandidate(ctx);
    const foreign = await ctx.inject({ method: 'POST', url: '/job-api/withdraw-application', token: stranger.token, payload: { id: applied.id } });
    expect(foreign.statusCode).toBe(404);

    const withdrawn = await ctx.inject({ method: 'POST', url: '/job-api/withdraw-application', token: other.token, payload: { id: applied.id } });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ success: true, data: { id: applied.id, status: 10, statusLabel: 'Application Withdrawn' } });
    const again = await ctx.inject({ method: 'POST', url: '/job-api/withdraw-application', token: other.token, payload: { id: applied.id } });
    expect(again.statusCode).toBe(422);
    const events = await ctx.knex('application_events').where({ application_id: applied.id }).orderBy('id');
    expect(events.map((event) => [event.from_status, event.to_status])).toEqual([[null, 0], [0, 10]]);

    const list = await ctx.inject({ method: 'GET', url: '/job-api/get-applied-jobs?status=10', token: other.token });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: applied.id, status: 10, statusLabel: 'Application Withdrawn', canWithdraw: false }] });
    const open = await ctx.inject({ method: 'GET', url: '/job-api/get-applied-jobs?status=0', token: other.token });
    expect(open.json()).toMatchObject({ total: 0, data: [] });
    expect((await ctx.inject({ method: 'GET', url: '/job-api/get-applied-jobs?status=42', token: other.token })).statusCode).toBe(400);
  });

  it("lets the job's employer and its team open the applied CV, and no other employer", async () => {
    const job = await insertJob(ctx.knex);
    const other = await registerCandidate(ctx);
    const otherCv = await uploadCv(ctx, other.token);
    const open = async (username: string) => (await ctx.inject({ method: 'GET', url: `/media/${otherCv}`, token: await ctx.login(username) })).statusCode;
    expect(await open('employer')).toBe(404);
    expect((await apply(other.token, { jobId: job.id, cv_media_id: otherCv })).statusCode).toBe(200);
    expect(await open('employer')).toBe(200);
    expect(await open('member')).toBe(200);
    expect(await open('employer2')).toBe(404);
  });
});
