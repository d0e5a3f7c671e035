import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueAlerts } from '../src/modules/alerts';
import { reasonsToHold } from '../src/modules/moderation';
import { createTestContext, type TestContext } from './helpers';
import { balanceOf, daysFrom, grant, jobPost, submit } from './jobs-fixtures';

/**
 * Job moderation end to end (docs/moderation.md): a new employer's job waits in the queue, invisible to search, its
 * page, the feeds, the sitemap and the alerts until approved; credit is spent on approval and returned on rejection;
 * two approvals make the employer trusted; the rejection is emailed in the employer's language.
 */
let ctx: TestContext;
const start = new Date();
let clock = start;
let admin: string;
let scout: string;
let candidate: string;
let owner: { token: string; userId: number; employerId: number };

const register = async (username: string, company: string) => {
  const response = await ctx.inject({
    method: 'POST', url: '/employer-register',
    payload: { company_name: company, first_name: 'Noor', last_name: 'Haddad', username, email: `${username}@example.test`, password: 'Keeper-2031x', confirm_password: 'Keeper-2031x', terms: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  const user = await ctx.knex('users').where({ username }).first();
  return { token: response.json().token as string, userId: Number(user.id), employerId: Number(user.employer_id) };
};

const GOALKEEPER_AD = '<p>Noor Academy FC is looking for a goalkeeper coach for the under 12 to under 16 groups.</p><p>You will plan three sessions a week, film training and review the footage with each keeper.</p><p>You hold the goalkeeping level two award and have coached young players for two years.</p>';
const post = (url: string, token: string, payload: object = {}) => ctx.inject({ method: 'POST', url, token, payload });
const jobBy = (title: string) => ctx.knex('jobs').where({ title }).first();
const ledger = (jobId: number) => ctx.knex('credit_ledger').where({ ref_type: 'job', ref_id: String(jobId) }).orderBy('id').select('reason', 'delta');
const runAlerts = () => runDueAlerts({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'https://jobs.example', secret: ctx.settings.jwtSecret, now: () => clock });
const outbox = async () => ctx.mailer.outbox!.list();

/** Every public place a job shows: search, its page for a visitor, the RSS and Indeed feeds, the sitemap. */
async function publicPlaces(slug: string, title: string) {
  const search = (await ctx.inject({ method: 'GET', url: `/search/get-browse-job?search=${encodeURIComponent(title)}&skip_cache=1` })).json();
  const page = await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${slug}&skip_cache=1` });
  const rss = (await ctx.inject({ method: 'GET', url: '/jobs/rss.xml' })).body;
  const indeed = (await ctx.inject({ method: 'GET', url: '/jobs/indeed.xml' })).body;
  const sitemap = (await ctx.inject({ method: 'GET', url: '/sitemap.xml?skip_cache=1' })).body;
  return {
    search: (search.data as { slug?: string; post_name?: string; title?: string }[]).some((item) => JSON.stringify(item).includes(slug)),
    page: page.statusCode,
    rss: rss.includes(`/job/${slug}<`),
    indeed: indeed.includes(slug),
    sitemap: sitemap.includes(`/job/${slug}<`),
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  // Only this test's alert: the seed's alerts would send their own emails.
  await ctx.knex('job_alerts').delete();
  [admin, scout, candidate] = await Promise.all([ctx.login('admin'), ctx.login('scout'), ctx.login('candidate')]);
  owner = await register('noorclub', 'Noor Academy FC');
  await ctx.knex('users').where({ id: owner.userId }).update({ locale: 'ar' });
  const alert = await post('/save-job-alerts', candidate, { alert_name: 'Coaching', alert_email: 'alerts@example.test', alert_frequency: 1, alert_category: 'coaching-performance' });
  expect(alert.statusCode, alert.body).toBe(200);
}, 120_000);
afterAll(async () => ctx?.close());

describe('a new employer’s job', () => {
  const title = 'Moderated Goalkeeper Coach';
  let jobId: number;
  let slug: string;

  it('is held as pending on submission: the answer says it is in review, no credit is spent', async () => {
    const before = await balanceOf(ctx.knex, owner.userId);
    const response = await submit(ctx, owner.token, jobPost({ job_title: title, job_description: GOALKEEPER_AD }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.status).toBe('pending');
    expect(response.json().message).toMatch(/submitted for review/);
    const job = await jobBy(title);
    ({ id: jobId, slug } = job);
    expect(job.moderation_reasons.map((reason: { code: string }) => reason.code)).toEqual(['untrusted-employer']);
    expect(job.submitted_at).not.toBeNull();
    expect(await ledger(jobId)).toEqual([]);
    // The month's allowance was granted while checking the balance, but nothing was spent from it.
    const after = await balanceOf(ctx.knex, owner.userId);
    expect(after.standard).toBeGreaterThanOrEqual(before.standard);
    const own = (await ctx.inject({ method: 'GET', url: '/job-api/get-jobs?status=in-active&skip_cache=1', token: owner.token })).json().data;
    expect(own.find((item: { id?: number; ID?: number }) => (item.id ?? item.ID) === jobId)?.moderation).toMatchObject({ status: 'pending', reasons: ['untrusted-employer'], rejectionReason: null });
  });

  it('is invisible to search, its page (visitors), the feeds, the sitemap and the alerts until approved', async () => {
    expect(await publicPlaces(slug, title)).toEqual({ search: false, page: 404, rss: false, indeed: false, sitemap: false });
    clock = new Date(start.getTime() + 2 * 3_600_000);
    await runAlerts();
    const mails = (await outbox()).filter((mail) => mail.to === 'alerts@example.test');
    expect(mails.every((mail) => !mail.text.includes(title))).toBe(true);
  });

  it('cannot be published by its owner through a status change', async () => {
    const response = await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${jobId}&status=publish`, token: owner.token });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/waiting for a moderator/);
  });

  it('is not published or returned by an administrator’s ordinary status change: that is the queue’s decision', async () => {
    const bulk = await post('/admin-api/jobs/status', admin, { jobIds: [jobId], status: 'publish' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual([{ id: jobId, ok: false, message: expect.stringMatching(/moderation queue/) }]);
    const single = await ctx.inject({ method: 'GET', url: `/job-api/update-job-post-status?jobId=${jobId}&status=draft`, token: admin });
    expect(single.statusCode).toBe(422);
    expect((await jobBy(title)).status).toBe('pending');
    expect(await ledger(jobId)).toEqual([]);
  });

  it('the queue is for moderators: a data scout reads it, the employer gets 403', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/admin-api/moderation/jobs', token: owner.token })).statusCode).toBe(403);
    expect((await post(`/admin-api/moderation/jobs/${jobId}/approve`, owner.token)).statusCode).toBe(403);
    const queue = await ctx.inject({ method: 'GET', url: '/admin-api/moderation/jobs?status=pending', token: scout });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.find((row: { ID: number }) => row.ID === jobId);
    expect(item).toMatchObject({ job_title: title, employerName: 'Noor Academy FC', employerTrusted: false, employerApprovedJobs: 0, status: 'pending' });
    expect(item.reasons[0].code).toBe('untrusted-employer');
    // Oldest submission first.
    const submitted = queue.json().data.map((row: { submittedAt: string | null }) => row.submittedAt ?? '');
    expect([...submitted].sort()).toEqual(submitted);
  });

  it('approved days later: published from that moment, the credit spent now, alerted once approved', async () => {
    clock = daysFrom(start, 3);
    const response = await post(`/admin-api/moderation/jobs/${jobId}/approve`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'publish', employerApprovedJobs: 1, employerTrusted: false });
    const job = await jobBy(title);
    expect(new Date(job.post_date).toISOString()).toBe(clock.toISOString());
    expect(await ledger(jobId)).toEqual([{ reason: 'job_post', delta: -1 }]);
    expect(await ctx.knex('audit_log').where({ action: 'job.approve', target_id: String(jobId) }).first()).toMatchObject({ before: { status: 'pending' }, after: { status: 'publish' } });
    // The job's event (the path every publication takes, which records job.published for subscribed webhooks).
    expect(await ctx.knex('events').where({ entity: 'job', entity_id: String(jobId), action: 'moderation.approve' }).first()).toMatchObject({ from_value: 'pending', to_value: 'publish', actor_user_id: expect.any(Number) });
    expect(await publicPlaces(slug, title)).toEqual({ search: true, page: 200, rss: true, indeed: true, sitemap: true });
    // A second approval is refused: the job is no longer pending.
    expect((await post(`/admin-api/moderation/jobs/${jobId}/approve`, admin)).statusCode).toBe(409);

    clock = new Date(clock.getTime() + 3_600_000);
    await runAlerts();
    const alerted = (await outbox()).filter((mail) => mail.to === 'alerts@example.test' && mail.text.includes(title));
    expect(alerted).toHaveLength(1);
  });

  it('a second approval makes the employer trusted; its next clean job publishes at once', async () => {
    const second = await submit(ctx, owner.token, jobPost({ job_title: 'Moderated Fitness Coach', job_description: '<p>Strength and conditioning for the under 18s.</p>' }));
    expect(second.json().data.status).toBe('pending');
    const approved = await post(`/admin-api/moderation/jobs/${second.json().data.ID}/approve`, scout);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ employerApprovedJobs: 2, employerTrusted: true });
    expect(await ctx.knex('employers').where({ id: owner.employerId }).first()).toMatchObject({ trusted_reason: 'approved-jobs', approved_job_count: 2 });

    // The FREE allowance (2 standard credits) went on the two approvals.
    await grant(ctx.knex, owner.userId, 'standard', 2);
    const third = await submit(ctx, owner.token, jobPost({ job_title: 'Moderated Kit Manager', job_description: '<p>Look after the first team kit and the laundry.</p>' }));
    expect(third.json().data.status).toBe('publish');
    expect(third.json().message).toBe('Job posted successfully.');
  });
});

describe('rejection', () => {
  it('an edit with a blocked word takes a live job down; rejecting it returns its credit and emails the reason in Arabic', async () => {
    const added = await post('/admin-api/moderation/words', admin, { word: '  Interview   DEPOSIT ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.map((row: { word: string }) => row.word)).toContain('interview deposit');
    expect((await post('/admin-api/moderation/words', admin, { word: 'interview deposit' })).statusCode).toBe(409);
    expect((await post('/admin-api/moderation/words', admin, { word: ' ' })).json().errors).toHaveProperty('word');

    const live = await jobBy('Moderated Kit Manager');
    expect(live.credited_class).toBe('free');
    const balanceBefore = await balanceOf(ctx.knex, owner.userId);
    const edited = await submit(ctx, owner.token, jobPost({ jobId: live.id, job_title: 'Moderated Kit Manager', job_description: '<p>Pay the interview deposit before we meet.</p>' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.status).toBe('pending');
    expect((await jobBy('Moderated Kit Manager')).moderation_reasons).toEqual([{ code: 'blocked-word', detail: 'interview deposit' }]);
    expect((await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail-by-slug?slug=${live.slug}&skip_cache=1` })).statusCode).toBe(404);

    expect((await post(`/admin-api/moderation/jobs/${live.id}/reject`, admin, {})).statusCode).toBe(422);
    expect((await post(`/admin-api/moderation/jobs/${live.id}/reject`, admin, { reason: 'x'.repeat(1001) })).json().errors).toHaveProperty('reason');
    const rejected = await post(`/admin-api/moderation/jobs/${live.id}/reject`, admin, { reason: 'Asking candidates for money is not allowed.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'draft', rejectionReason: 'Asking candidates for money is not allowed.' });
    const job = await jobBy('Moderated Kit Manager');
    expect(job).toMatchObject({ status: 'draft', credited_class: null, rejection_reason: 'Asking candidates for money is not allowed.' });
    expect(await ledger(live.id)).toEqual([{ reason: 'job_post', delta: -1 }, { reason: 'job_post_refund', delta: 1 }]);
    expect((await balanceOf(ctx.knex, owner.userId)).standard).toBe(balanceBefore.standard + 1);
    expect(await ctx.knex('audit_log').where({ action: 'job.reject', target_id: String(live.id) }).first()).toBeDefined();

    const mails = (await outbox()).filter((mail) => mail.to === 'noorclub@example.test' && mail.subject.includes('Moderated Kit Manager'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('تحتاج إلى تعديلات');
    expect(mails[0]!.subject).toContain('Moderated Kit Manager');
    expect(mails[0]!.text).toContain('Asking candidates for money is not allowed.');
    expect(mails[0]!.text).toContain(`/employer/submit-a-job/${live.id}`);
    expect(mails[0]!.text).toContain('السبب: Asking candidates for money is not allowed.');
    expect(mails[0]!.text).toContain('حُفظت الوظيفة مسودةً');

    // The employer sees why on the edit form; resubmitting clears the reason (and the word still holds it).
    const form = (await ctx.inject({ method: 'GET', url: `/job-api/get-job-detail?jobId=${live.id}&skip_cache=1`, token: owner.token })).json().data;
    expect(form.moderation).toMatchObject({ status: 'rejected', rejectionReason: 'Asking candidates for money is not allowed.' });
    const again = await submit(ctx, owner.token, jobPost({ jobId: live.id, job_title: 'Moderated Kit Manager', job_description: '<p>Still: an interview deposit.</p>' }));
    expect(again.json().data.status).toBe('pending');
    expect((await jobBy('Moderated Kit Manager')).rejection_reason).toBeNull();
    const queue = (await ctx.inject({ method: 'GET', url: '/admin-api/moderation/jobs?status=rejected', token: admin })).json();
    expect(queue.data.map((row: { ID: number }) => row.ID)).toContain(live.id);
  });
});

describe('trust by an administrator', () => {
  it('is audited, shown on the admin employer read, and lets the employer publish at once', async () => {
    const other = await register('tariqfc', 'Tariq Town FC');
    expect((await post(`/admin-api/employers/${other.employerId}/trust`, scout, { trusted: true })).statusCode).toBe(403);
    const trusted = await post(`/admin-api/employers/${other.employerId}/trust`, admin, { trusted: true });
    expect(trusted.statusCode, trusted.body).toBe(200);
    expect(trusted.json().data).toMatchObject({ employerId: other.employerId, trusted: true, trustedReason: 'administrator', approvedJobs: 0 });
    const audit = await ctx.knex('audit_log').where({ action: 'employer.trust', target_id: String(other.employerId) }).first();
    expect(audit).toMatchObject({ target_type: 'employer', after: { trusted: true, reason: 'administrator' } });
    const read = (await ctx.inject({ method: 'GET', url: `/admin-api/employers/${other.employerId}`, token: admin })).json().data;
    expect(read).toMatchObject({ trusted: true, trustedReason: 'administrator', approvedJobs: 0 });

    const published = await submit(ctx, other.token, jobPost({ job_title: 'Trusted Scout', job_description: '<p>Find players in the north west.</p>' }));
    expect(published.json().data.status).toBe('publish');

    // Trusted or not, a detector hit still holds the job: contact details in the title.
    const held = await submit(ctx, other.token, jobPost({ job_title: 'Scout – call 07700 900123', job_description: '<p>Scouting role.</p>' }));
    expect(held.json().data.status).toBe('pending');
    expect((await jobBy('Scout – call 07700 900123')).moderation_reasons[0]).toMatchObject({ code: 'contact-in-title' });

    const untrusted = await post(`/admin-api/employers/${other.employerId}/trust`, admin, { trusted: false });
    expect(untrusted.json().data).toMatchObject({ trusted: false, trustedReason: null });
    expect(await ctx.knex('audit_log').where({ action: 'employer.trust', target_id: String(other.employerId) }).count({ n: '*' }).first().then((row) => Number(row?.n))).toBe(2);
  });

  it('a near-duplicate of another employer’s job is held with the other job named', async () => {
    const original = await jobBy('Moderated Goalkeeper Coach');
    const copier = await register('copyclub', 'Copy Club FC');
    await post(`/admin-api/employers/${copier.employerId}/trust`, admin, { trusted: true });
    const copy = await submit(ctx, copier.token, jobPost({ job_title: 'Copied Goalkeeper Coach', job_description: original.description }));
    expect(copy.json().data.status).toBe('pending');
    const reasons = (await jobBy('Copied Goalkeeper Coach')).moderation_reasons;
    expect(reasons).toEqual([expect.objectContaining({ code: 'near-duplicate', jobId: original.id, jobSlug: original.slug, similarity: 1 })]);
    // Administrators and data scouts posting for an employer are not moderated.
    const byAdmin = await submit(ctx, admin, jobPost({ job_title: 'Admin Posted Coach', job_description: original.description, employerId: copier.employerId }), '/job-api/submit-job-all');
    expect(byAdmin.json().data.status).toBe('publish');
  });
});

describe('the demo queue (seeds/moderation.ts)', () => {
  it('holds the untrusted demo organisation’s two jobs with the reasons the detectors give today', async () => {
    const employer = await ctx.knex('employers').where({ slug: 'newtown-juniors-fc' }).first();
    expect(employer.trusted_at).toBeNull();
    const jobs = await ctx.knex('jobs').where({ employer_id: employer.id }).orderBy('submitted_at');
    expect(jobs.map((job) => job.status)).toEqual(['pending', 'pending']);
    for (const job of jobs) {
      const found = await ctx.knex.transaction((trx) => reasonsToHold(trx, { id: job.id, employerId: employer.id, title: job.title, description: job.description, live: false }));
      expect(found.map((reason) => ({ ...reason, detail: reason.code === 'near-duplicate' ? expect.any(String) : reason.detail }))).toEqual(job.moderation_reasons);
    }
    expect(jobs[0].moderation_reasons.map((reason: { code: string }) => reason.code)).toEqual(['untrusted-employer', 'near-duplicate']);
    expect(jobs[1].moderation_reasons.map((reason: { code: string }) => reason.code)).toEqual(['untrusted-employer', 'blocked-word']);
    // Every other demo organisation (created before this file's) with published jobs is trusted by the seed.
    const seeded = ctx.knex('employers as e').where('e.id', '<', owner.employerId).whereExists(ctx.knex('jobs as j').select(ctx.knex.raw('1')).whereRaw('j.employer_id = e.id').where('j.status', 'publish'));
    expect(await seeded.clone().whereNull('e.trusted_at').select('e.name')).toEqual([]);
    expect(await seeded.clone().whereNot('e.trusted_reason', 'seed').select('e.name')).toEqual([]);
  });
});
