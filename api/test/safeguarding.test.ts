import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '@fj/seeds/sample-files';
import { scheduledTasks } from '../src/queue';
import { insertJob, uploadCv } from './apply-fixtures';
import { createTestContext, type TestContext } from './helpers';
import { jobPost } from './jobs-fixtures';
import { insertAccount } from './messages-fixtures';
import { multipart } from './multipart';

/** Safeguarding (docs/safeguarding.md): jobs that need a verified background check, the checks, their review and reminders. */

let ctx: TestContext;
const clock = { now: new Date('2027-03-10T09:00:00Z') };
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const cvs: Record<string, number> = {};

const certificate = () => ({ filename: 'DBS certificate.pdf', contentType: 'application/pdf', bytes: makeSamplePdf(['Disclosure and Barring Service', 'Enhanced certificate']) });
const checkFields = (overrides: Record<string, string> = {}) => ({ checkType: 'dbs-enhanced', referenceNumber: '001234567890', issuedOn: '2026-09-01', expiresOn: '2029-09-01', ...overrides });

async function addCheck(who: string, fields: Record<string, string> = {}, file: ReturnType<typeof certificate> | null = certificate()) {
  const body = multipart(checkFields(fields), file ?? undefined);
  return ctx.inject({ method: 'POST', url: '/candidate-api/background-checks', token: tokens[who], ...body });
}

async function addedCheck(who: string, fields: Record<string, string> = {}): Promise<{ id: number; certificateMediaId: number; status: string }> {
  const response = await addCheck(who, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const review = (id: number, decision: 'verify' | 'reject', reason?: string, who = 'admin') =>
  ctx.inject({ method: 'POST', url: `/admin-api/background-checks/${id}/review`, token: tokens[who], payload: { decision, ...(reason === undefined ? {} : { reason }) } });

const apply = (who: string, jobId: number, headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'POST', url: '/job-api/apply', token: tokens[who], headers, payload: { jobId, cv_media_id: cvs[who], cover_note: '', answers: [] } });

const safeguardingJob = async (title: string) => {
  const job = await insertJob(ctx.knex, { title });
  await ctx.knex('jobs').where({ id: job.id }).update({ safeguarding_required: true });
  return job;
};

const mailsTo = async (who: string, subject: string) => (await ctx.mailer.outbox!.list()).filter((mail) => mail.to === `${who}@example.com` && mail.subject.startsWith(subject));

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock.now });
  for (const username of ['sg-nadia', 'sg-pete', 'sg-ezra', 'sg-rita', 'sg-omar']) {
    ids[username] = await insertAccount(ctx.knex, username, ['candidate'], null);
    tokens[username] = await ctx.login(username);
    cvs[username] = await uploadCv(ctx, tokens[username]!);
  }
  for (const username of ['admin', 'employer']) {
    tokens[username] = await ctx.login(username);
    ids[username] = (await ctx.knex('users').where({ username }).first('id')).id;
  }
}, 180_000);
afterAll(async () => ctx?.close());

describe('the job field', () => {
  it('is stored from the job form and read back by the form, the job page and the listing', async () => {
    const submitted = await ctx.inject({
      method: 'POST',
      url: '/job-api/submit-job',
      token: tokens.employer,
      payload: jobPost({ job_title: 'U12 Academy Coach', job_date: '2027-04-30', safeguardingRequired: true, status: 'draft' }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const jobId = submitted.json().data.ID as number;
    expect(submitted.json().data.safeguardingRequired).toBe(true);
    expect((await ctx.knex('jobs').where({ id: jobId }).first('safeguarding_required')).safeguarding_required).toBe(true);
    const form = await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail?jobId=${jobId}`, token: tokens.employer });
    expect(form.json().data.safeguardingRequired).toBe(true);

    const plain = await insertJob(ctx.knex, { title: 'Kit Manager' });
    const page = await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${plain.slug}` });
    expect(page.json().data.safeguardingRequired).toBe(false);
    const youth = await safeguardingJob('U9 Girls Coach');
    const youthPage = await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${youth.slug}&skip_cache=1` });
    expect(youthPage.json().data.safeguardingRequired).toBe(true);
  });
});

describe('applying to a safeguarding job', () => {
  it('without any check: 422 naming the reason, with the code, the refusal and the link; nothing is written', async () => {
    const job = await safeguardingJob('Youth Academy Coach (no check)');
    const response = await apply('sg-nadia', job.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'safeguarding-check-required', refusal: 'no-check', link: '/candidate/background-checks' });
    expect(response.json().message).toMatch(/verified, unexpired background check\. You have not added one yet\./);
    const arabic = await apply('sg-nadia', job.id, { 'accept-language': 'ar' });
    expect(arabic.json().message).toMatch(/فحص سوابق/);
    expect(arabic.json().refusal).toBe('no-check');
    expect(Number((await ctx.knex('applications').where({ job_id: job.id }).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('a job without the requirement takes the same candidate without a check', async () => {
    const job = await insertJob(ctx.knex, { title: 'Stadium Tour Guide' });
    const response = await apply('sg-nadia', job.id);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('with a pending check: 422 check-pending; with a verified one: applied, and the employer sees only the badge', async () => {
    const job = await safeguardingJob('Youth Academy Coach (pending)');
    const check = await addedCheck('sg-pete');
    expect(check.status).toBe('pending');
    const pending = await apply('sg-pete', job.id);
    expect(pending.statusCode).toBe(422);
    expect(pending.json()).toMatchObject({ refusal: 'check-pending' });
    expect(pending.json().message).toMatch(/waiting for verification/);

    expect((await review(check.id, 'verify')).statusCode).toBe(200);
    const applied = await apply('sg-pete', job.id);
    expect(applied.statusCode, applied.body).toBe(200);

    const pipeline = await ctx.inject({ method: 'GET', url: `/job-api/get-job-applications?id=${job.id}&skip_cache=1`, token: tokens.employer });
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    const card = pipeline.json().data.find((entry: { candidate: { ID: number } }) => entry.candidate.ID === ids['sg-pete']);
    expect(card.safeguardingCheck).toBe('verified');
    // Never the document: neither its id nor a link to it is in what the employer reads.
    expect(pipeline.body).not.toContain(`/media/${check.certificateMediaId}`);
    expect(JSON.stringify(card)).not.toMatch(/certificate/i);
    const file = await ctx.inject({ method: 'GET', url: `/media/${check.certificateMediaId}`, token: tokens.employer });
    expect(file.statusCode).toBe(404);
  });

  it('with an expired check: 422 naming the expiry date', async () => {
    const job = await safeguardingJob('Youth Academy Coach (expired)');
    const check = await addedCheck('sg-ezra', { issuedOn: '2024-04-01', expiresOn: '2027-04-01' });
    expect((await review(check.id, 'verify')).statusCode).toBe(200);
    clock.now = new Date('2027-04-02T09:00:00Z');
    try {
      const response = await apply('sg-ezra', job.id);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ refusal: 'check-expired', code: 'safeguarding-check-required' });
      expect(response.json().message).toMatch(/Yours expired on 2027-04-01\./);
      const arabic = await apply('sg-ezra', job.id, { 'accept-language': 'ar' });
      expect(arabic.json().message).toMatch(/انتهت صلاحية فحصك في 2027-04-01/);
      const listed = await ctx.inject({ method: 'GET', url: '/candidate-api/background-checks', token: tokens['sg-ezra'] });
      expect(listed.json().data[0]).toMatchObject({ status: 'verified', expired: true, valid: false });
    } finally {
      clock.now = new Date('2027-03-10T09:00:00Z');
    }
  });

  it('with a rejected check: 422 check-rejected, the candidate emailed the reason', async () => {
    const job = await safeguardingJob('Youth Academy Coach (rejected)');
    const check = await addedCheck('sg-rita');
    const noReason = await review(check.id, 'reject', '  ');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toMatch(/why the check is rejected/);
    const rejected = await review(check.id, 'reject', 'The certificate is unreadable.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'The certificate is unreadable.' });
    const response = await apply('sg-rita', job.id);
    expect(response.json()).toMatchObject({ refusal: 'check-rejected' });
    const [mail] = await mailsTo('sg-rita', 'Your background check could not be verified');
    expect(mail?.text).toContain('The reason: The certificate is unreadable.');
    expect(mail?.text).toContain('/candidate/background-checks');
  });
});

describe('adding a check', () => {
  it('checks every field at once and the file by its bytes, writing nothing when refused', async () => {
    const missing = await addCheck('sg-omar', { checkType: 'passport', referenceNumber: ' ', issuedOn: '2027-05-01', expiresOn: '2027-02-01' }, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      checkType: 'Please choose the type of check.',
      referenceNumber: 'Please enter the reference number printed on the certificate.',
      issuedOn: 'The issue date cannot be in the future.',
      file: 'Please attach the certificate as a PDF, JPEG or PNG file.',
    });
    expect(missing.json().errors.expiresOn).toBeDefined();
    const expired = await addCheck('sg-omar', { issuedOn: '2023-01-01', expiresOn: '2027-03-09' });
    expect(expired.json().errors.expiresOn).toBe('This check has already expired. Please add a current one.');
    const text = await addCheck('sg-omar', {}, { filename: 'certificate.pdf', contentType: 'application/pdf', bytes: Buffer.from('not really a pdf, just text') });
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.file).toBe('Please attach the certificate as a PDF, JPEG or PNG file.');
    expect(Number((await ctx.knex('background_checks').where({ user_id: ids['sg-omar'] }).count({ n: '*' }).first())!.n)).toBe(0);
    expect(Number((await ctx.knex('media').where({ owner_user_id: ids['sg-omar'], kind: 'other' }).count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('lists the check for its owner; nobody else reads, deletes or downloads it; administrators download it', async () => {
    const check = await addedCheck('sg-omar');
    const listed = await ctx.inject({ method: 'GET', url: '/candidate-api/background-checks', token: tokens['sg-omar'] });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: check.id, checkType: 'dbs-enhanced', referenceNumber: '001234567890', issuedOn: '2026-09-01', expiresOn: '2029-09-01', status: 'pending', valid: false, certificateName: 'DBS certificate.pdf' }),
    ]);
    const others = await ctx.inject({ method: 'GET', url: '/candidate-api/background-checks', token: tokens['sg-nadia'] });
    expect(others.json().data).toEqual([]);

    expect((await ctx.inject({ method: 'GET', url: `/media/${check.certificateMediaId}`, token: tokens['sg-nadia'] })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/media/${check.certificateMediaId}` })).statusCode).toBe(404);
    const own = await ctx.inject({ method: 'GET', url: `/media/${check.certificateMediaId}`, token: tokens['sg-omar'] });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect((await ctx.inject({ method: 'GET', url: `/media/${check.certificateMediaId}`, token: tokens.admin })).statusCode).toBe(200);

    const stranger = await ctx.inject({ method: 'DELETE', url: `/candidate-api/background-checks/${check.id}`, token: tokens['sg-nadia'] });
    expect(stranger.statusCode).toBe(404);
    expect(await ctx.knex('background_checks').where({ id: check.id }).first()).toBeDefined();

    const deleted = await ctx.inject({ method: 'DELETE', url: `/candidate-api/background-checks/${check.id}`, token: tokens['sg-omar'] });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.knex('background_checks').where({ id: check.id }).first()).toBeUndefined();
    expect((await ctx.inject({ method: 'GET', url: `/media/${check.certificateMediaId}`, token: tokens['sg-omar'] })).statusCode).toBe(404);
  });
});

describe('the review', () => {
  it('is for administrators only', async () => {
    for (const who of ['sg-nadia', 'employer']) {
      expect((await ctx.inject({ method: 'GET', url: '/admin-api/background-checks', token: tokens[who] })).statusCode).toBe(403);
    }
    const check = await addedCheck('sg-nadia');
    expect((await review(check.id, 'verify', undefined, 'employer')).statusCode).toBe(403);
    expect((await ctx.knex('background_checks').where({ id: check.id }).first()).status).toBe('pending');
  });

  it('lists pending checks oldest first with the candidate, and a verification is audited and emailed', async () => {
    const queue = await ctx.inject({ method: 'GET', url: '/admin-api/background-checks?status=pending', token: tokens.admin });
    expect(queue.statusCode).toBe(200);
    const pending = queue.json().data as { id: number; candidateEmail: string; candidateName: string }[];
    expect(pending.map((check) => check.id)).toEqual([...pending.map((check) => check.id)].sort((a, b) => a - b));
    const nadia = pending.find((check) => check.candidateEmail === 'sg-nadia@example.com')!;
    expect(nadia.candidateName).toBe('Test sg-nadia');

    const verified = await review(nadia.id, 'verify');
    expect(verified.json()).toMatchObject({ data: { status: 'verified', valid: true }, message: expect.stringMatching(/verified/) });
    const audit = await ctx.knex('audit_log').where({ action: 'background-check.verify', target_type: 'user', target_id: String(ids['sg-nadia']) }).first();
    expect(audit).toMatchObject({ actor_user_id: ids.admin, after: { checkId: nadia.id, status: 'verified' } });
    expect(await mailsTo('sg-nadia', 'Your background check is verified')).toHaveLength(1);
    expect((await review(nadia.id, 'verify')).statusCode).toBe(409);
    const after = await ctx.inject({ method: 'GET', url: '/admin-api/background-checks?status=verified', token: tokens.admin });
    expect(after.json().data.map((check: { id: number }) => check.id)).toContain(nadia.id);
  });
});

describe('deleting the account', () => {
  it('removes the checks and their certificates with it', async () => {
    const id = await insertAccount(ctx.knex, 'sg-gone', ['candidate'], null);
    tokens['sg-gone'] = await ctx.login('sg-gone');
    const check = await addedCheck('sg-gone');
    const response = await ctx.inject({ method: 'POST', url: '/delete-my-account', token: tokens['sg-gone'], payload: { confirmation: 'DELETE' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await ctx.knex('background_checks').where({ user_id: id }).first()).toBeUndefined();
    expect((await ctx.inject({ method: 'GET', url: `/media/${check.certificateMediaId}`, token: tokens.admin })).statusCode).toBe(404);
  });
});

describe('the expiry reminder', () => {
  const run = () => scheduledTasks({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', secret: 's', now: () => clock.now, log: { error: () => undefined } })
    .find((task) => task.name === 'background-check-expiry-reminders')!
    .run();

  it('emails the owner once, 30 days before a verified check expires, in their language', async () => {
    const soon = await addedCheck('sg-omar', { referenceNumber: 'SOON-1', expiresOn: '2027-04-05' });
    const later = await addedCheck('sg-omar', { referenceNumber: 'LATER-1', expiresOn: '2027-06-01' });
    const unverified = await addedCheck('sg-omar', { referenceNumber: 'PENDING-1', expiresOn: '2027-04-01' });
    for (const check of [soon, later]) expect((await review(check.id, 'verify')).statusCode).toBe(200);
    await ctx.knex('users').where({ id: ids['sg-omar'] }).update({ locale: 'ar' });

    await run();
    await run();
    const reminders = await mailsTo('sg-omar', 'ينتهي فحص السوابق');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('SOON-1');
    expect((await ctx.knex('background_checks').where({ id: later.id }).first()).expiry_reminded_at).toBeNull();
    expect((await ctx.knex('background_checks').where({ id: unverified.id }).first()).expiry_reminded_at).toBeNull();

    clock.now = new Date('2027-05-03T09:00:00Z');
    try {
      await run();
      await run();
    } finally {
      clock.now = new Date('2027-03-10T09:00:00Z');
    }
    const all = await mailsTo('sg-omar', 'ينتهي فحص السوابق');
    expect(all).toHaveLength(2);
    expect(all.filter((mail) => mail.text.includes('LATER-1'))).toHaveLength(1);
  });
});
