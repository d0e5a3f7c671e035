import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { insertJob, userIdOf } from './apply-fixtures';
import { candidateApplication, messageMultipart, openThread, post, samplePng } from './messages-fixtures';

let ctx: TestContext;
let admin: string;
let candidate: string;
let employer: string;
let visitorIp = 0;
/** Each visitor test comes from its own address, so the per-address throttle of one test leaves the others alone. */
const freshAddress = () => `203.0.113.${(visitorIp += 1)}`;

const report = (payload: object, options: { token?: string; remoteAddress?: string } = {}) =>
  ctx.inject({ method: 'POST', url: '/report', payload, ...options });
const act = (id: number, action: string, note?: string, token = admin) =>
  ctx.inject({ method: 'POST', url: `/admin-api/reports/${id}/action`, token, payload: { action, ...(note ? { note } : {}) } });
const queue = async (query = '') => (await ctx.inject({ method: 'GET', url: `/admin-api/reports?limit=100${query}`, token: admin })).json();
const mailsTo = async (to: string) => (await ctx.mailer.outbox!.list()).filter((mail) => mail.to === to);
const get = (url: string, token?: string) => ctx.inject({ method: 'GET', url, ...(token ? { token } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, candidate, employer] = await Promise.all([ctx.login('admin'), ctx.login('candidate'), ctx.login('employer')]);
});
afterAll(async () => ctx?.close());

describe('POST /report', () => {
  it('takes a visitor’s job report, keeps only a keyed hash of the address, and refuses other kinds to visitors', async () => {
    const job = await insertJob(ctx.knex, { title: 'Too good to be true coach' });
    const address = freshAddress();
    const created = await report({ kind: 'job', id: job.id, reason: 'scam', details: 'Asks for a fee', email: 'visitor@example.org' }, { remoteAddress: address });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, data: { status: 'open' }, message: expect.stringContaining('moderator') });
    const row = await ctx.knex('reports').where({ id: created.json().data.id }).first();
    expect(row).toMatchObject({ kind: 'job', object_id: String(job.id), reporter_user_id: null, reporter_email: 'visitor@example.org', details: 'Asks for a fee' });
    expect(row.reporter_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(address);

    const again = await report({ kind: 'job', id: job.id, reason: 'spam' }, { remoteAddress: address });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already reported/);

    const profile = await report({ kind: 'profile', id: await userIdOf(ctx.knex, 'candidate'), reason: 'spam' }, { remoteAddress: freshAddress() });
    expect(profile.statusCode).toBe(401);
  });

  it('throttles visitors per address: the report over the hourly limit answers 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < REPORT_LIMITS.visitorReportsPerHour; i += 1) {
      const job = await insertJob(ctx.knex);
      expect((await report({ kind: 'job', id: job.id, reason: 'spam' }, { remoteAddress: address })).statusCode).toBe(201);
    }
    const job = await insertJob(ctx.knex);
    const over = await report({ kind: 'job', id: job.id, reason: 'spam' }, { remoteAddress: address });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await report({ kind: 'job', id: job.id, reason: 'spam' }, { remoteAddress: freshAddress() })).statusCode).toBe(201);
  });

  it('takes a signed-in report of every kind, one open report per reporter and object, 404 for unknown objects', async () => {
    const job = await insertJob(ctx.knex);
    const otherProfile = await ctx.knex('candidate_profiles as p').join('users as u', 'u.id', 'p.user_id')
      .where('p.cand_profile', 'pub').whereNot('u.username', 'candidate').whereRaw(`'candidate' = ANY(u.roles)`).first('u.id');
    const player = await ctx.knex('players').where({ published: true }).first('id');
    const blogPost = await ctx.knex('posts').where({ status: 'published' }).first('id');
    const { applicationId } = await candidateApplication(ctx.knex, 'Report kinds thread');
    const threadId = await openThread(ctx, employer, applicationId);
    const message = await post(ctx, employer, threadId, 'Send me your bank details');

    for (const [kind, id] of [['job', job.id], ['profile', otherProfile.id], ['player', player.id], ['post', blogPost.id], ['message', message.id]] as const) {
      const created = await report({ kind, id, reason: 'offensive', details: `About a ${kind}` }, { token: candidate });
      expect(created.statusCode, kind).toBe(201);
      const duplicate = await report({ kind, id, reason: 'spam' }, { token: candidate });
      expect(duplicate.statusCode, kind).toBe(409);
    }
    expect((await report({ kind: 'player', id: 999_999, reason: 'spam' }, { token: candidate })).statusCode).toBe(404);
    // A message exists only for its thread's participants.
    const outsider = await ctx.login('scout');
    expect((await report({ kind: 'message', id: message.id, reason: 'spam' }, { token: outsider })).statusCode).toBe(404);
    // One's own message is not reported.
    expect((await report({ kind: 'message', id: message.id, reason: 'spam' }, { token: employer })).statusCode).toBe(422);
  });
});

describe('the reports queue', () => {
  it('is for administrators only', async () => {
    expect((await get('/admin-api/reports', employer)).statusCode).toBe(403);
    expect((await act(1, 'dismiss', undefined, employer)).statusCode).toBe(403);
    expect((await get('/admin-api/reports')).statusCode).toBe(401);
  });

  it('lists open reports oldest first with the object’s label, link and owner', async () => {
    const job = await insertJob(ctx.knex, { title: 'Queue label job' });
    const id = (await report({ kind: 'job', id: job.id, reason: 'misleading' }, { token: candidate })).json().data.id;
    const open = await queue('&kind=job');
    const created = open.data.map((row: { created: string }) => row.created);
    expect(created).toEqual([...created].sort());
    const row = open.data.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({
      kind: 'job', objectId: job.id, objectLabel: 'Queue label job', objectUrl: `/job/${job.slug}`, objectHidden: false,
      ownerUserId: await userIdOf(ctx.knex, 'employer'), reason: 'misleading', status: 'open', otherOpenReports: 0,
    });
    expect(row.reporter).toContain('candidate');
  });

  it('hides a job: visitors get 404 and it leaves the search, the owner sees it hidden and cannot republish it; restore brings it back', async () => {
    const job = await insertJob(ctx.knex, { title: 'Hidden goalkeeper coach' });
    const first = (await report({ kind: 'job', id: job.id, reason: 'scam' }, { token: candidate })).json().data.id;
    const second = (await report({ kind: 'job', id: job.id, reason: 'spam' }, { remoteAddress: freshAddress() })).json().data.id;
    const page = `/job-api/get-job-detail-by-slug?slug=${job.slug}&skip_cache=1`;
    const searched = async () => (await get('/search/get-browse-job?limit=100&skip_cache=1')).json().data.map((item: { ID: number }) => item.ID);
    expect((await get(page)).statusCode).toBe(200);
    expect(await searched()).toContain(job.id);

    const hidden = await act(first, 'hide', 'Fee-charging scam');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'hidden', objectHidden: true, resolutionNote: 'Fee-charging scam' });
    expect(await ctx.knex('reports').where({ id: second }).first('status')).toEqual({ status: 'hidden' });
    expect(await ctx.knex('jobs').where({ id: job.id }).first('status', 'hidden_from_status')).toEqual({ status: 'hidden', hidden_from_status: 'publish' });
    expect((await get(page)).statusCode).toBe(404);
    expect(await searched()).not.toContain(job.id);

    const own = (await get('/job-api/get-jobs?status=in-active&limit=100&skip_cache=1', employer)).json().data;
    expect(own.find((item: { ID: number }) => item.ID === job.id)).toMatchObject({ postStatus: 'hidden' });
    const republish = await get(`/job-api/update-job-post-status?jobId=${job.id}&status=publish`, employer);
    expect(republish.statusCode).toBe(422);
    expect((await ctx.knex('jobs').where({ id: job.id }).first('status')).status).toBe('hidden');

    const audit = await ctx.knex('audit_log').where({ action: 'report.hide', target_type: 'job', target_id: String(job.id) }).first();
    expect(audit.after).toMatchObject({ reportId: first, status: 'hidden', note: 'Fee-charging scam' });
    expect(audit.after.reports.sort()).toEqual([first, second].sort());

    const restored = await act(first, 'restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'restored', objectHidden: false });
    expect((await ctx.knex('jobs').where({ id: job.id }).first('status')).status).toBe('publish');
    expect((await get(page)).statusCode).toBe(200);
    expect(await searched()).toContain(job.id);
    expect(await ctx.knex('audit_log').where({ action: 'report.restore', target_id: String(job.id) }).first('id')).toBeDefined();
  });

  it('hides a profile, a player and a post from their pages and lists; administrators still read them; restore brings them back', async () => {
    const profileOwner = await ctx.knex('candidate_profiles as p').join('users as u', 'u.id', 'p.user_id')
      .where('p.cand_profile', 'pub').whereNot('u.username', 'candidate').whereNull('u.deleted_at').whereRaw(`'candidate' = ANY(u.roles)`)
      .orderBy([{ column: 'p.updated_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).first('u.id', 'u.profile_slug', 'u.display_name');
    const player = await ctx.knex('players').where({ published: true }).whereNull('user_id').orderBy('id', 'desc').first('id', 'slug', 'name');
    const blogPost = await ctx.knex('posts').where({ status: 'published' }).where('publish_at', '<=', new Date()).orderBy('id', 'desc').first('id', 'slug');

    const cases = [
      {
        kind: 'profile', id: profileOwner.id,
        page: `/get-public-profile?slug=${profileOwner.profile_slug}&skip_cache=1`,
        listed: async () => (await get('/get-public-profiles?limit=100&skip_cache=1')).json().data.map((item: { slug: string }) => item.slug).includes(profileOwner.profile_slug),
      },
      {
        kind: 'player', id: player.id,
        page: `/get-player?slug=${player.slug}&skip_cache=1`,
        listed: async () => (await get(`/search-players/${encodeURIComponent(player.name.slice(0, 12))}?limit=100&skip_cache=1`)).json().data.some((item: { slug: string }) => item.slug === player.slug),
      },
      {
        kind: 'post', id: blogPost.id,
        page: `/get-blog-detail?slug=${blogPost.slug}&skip_cache=1`,
        listed: async () => (await get('/get-blogs/?limit=50&skip_cache=1')).json().data.some((item: { slug: string }) => item.slug === blogPost.slug),
      },
    ];
    for (const item of cases) {
      expect((await get(item.page)).statusCode, item.kind).toBe(200);
      expect(await item.listed(), item.kind).toBe(true);
      const id = (await report({ kind: item.kind, id: item.id, reason: 'offensive' }, { token: candidate })).json().data.id;
      expect((await act(id, 'hide')).statusCode, item.kind).toBe(200);
      expect((await get(item.page)).statusCode, item.kind).toBe(404);
      expect(await item.listed(), item.kind).toBe(false);
      if (item.kind !== 'post') expect((await get(item.page, admin)).statusCode, `${item.kind} for administrators`).toBe(200);
      expect((await act(id, 'restore')).statusCode, item.kind).toBe(200);
      expect((await get(item.page)).statusCode, item.kind).toBe(200);
      expect(await item.listed(), item.kind).toBe(true);
    }
  });

  it('hides a message: both participants read the moderator placeholder without its files, in the thread and the inbox', async () => {
    const { applicationId } = await candidateApplication(ctx.knex, 'Hidden message thread');
    const threadId = await openThread(ctx, employer, applicationId);
    const { payload, headers } = messageMultipart('You will regret applying', [samplePng()]);
    const sent = await ctx.inject({ method: 'POST', url: `/messages/threads/${threadId}`, token: employer, payload, headers });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().data.id;
    const id = (await report({ kind: 'message', id: messageId, reason: 'offensive' }, { token: candidate })).json().data.id;
    expect((await act(id, 'hide')).statusCode).toBe(200);

    for (const token of [candidate, employer]) {
      const thread = (await get(`/messages/threads/${threadId}`, token)).json();
      const shown = thread.data.find((message: { id: number }) => message.id === messageId);
      expect(shown).toMatchObject({ body: 'This message was removed by a moderator.', attachments: [] });
      const inbox = (await get('/messages/threads?limit=50', token)).json().data;
      const line = inbox.find((item: { id: number }) => item.id === threadId);
      expect(line.lastMessage).toMatchObject({ body: 'This message was removed by a moderator.', attachments: [] });
    }
  });

  it('suspends the owner: their session ends at once; a player nobody claimed has no owner to suspend', async () => {
    const { applicationId } = await candidateApplication(ctx.knex, 'Suspension thread');
    const threadId = await openThread(ctx, candidate, applicationId);
    const teamMember = await ctx.login('employer');
    const message = await post(ctx, teamMember, threadId, 'Abusive words');
    const id = (await report({ kind: 'message', id: message.id, reason: 'offensive' }, { token: candidate })).json().data.id;
    expect((await get('/messages/unread-count', teamMember)).statusCode).toBe(200);

    const suspended = await act(id, 'suspend', 'Abuse of a candidate');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ status: 'suspended', ownerUserId: await userIdOf(ctx.knex, 'employer') });
    expect((await get('/messages/unread-count', teamMember)).statusCode).toBe(401);
    const owner = await ctx.knex('users').where({ username: 'employer' }).first('suspended_at', 'suspended_reason');
    expect(owner.suspended_at).not.toBeNull();
    expect(owner.suspended_reason).toBe('Abuse of a candidate');
    expect(await ctx.knex('audit_log').where({ action: 'user.suspend', target_id: String(await userIdOf(ctx.knex, 'employer')) }).first('id')).toBeDefined();
    expect(await ctx.knex('audit_log').where({ action: 'report.suspend', target_type: 'message', target_id: String(message.id) }).first('id')).toBeDefined();
    // Put the demo employer back for the other tests.
    await ctx.knex('users').where({ username: 'employer' }).update({ suspended_at: null, suspended_reason: null });
    employer = await ctx.login('employer');

    const player = await ctx.knex('players').where({ published: true }).whereNull('user_id').first('id');
    const playerReport = (await report({ kind: 'player', id: player.id, reason: 'impersonation' }, { token: await ctx.login('member') })).json().data.id;
    const refused = await act(playerReport, 'suspend');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/claimed/);
    expect((await ctx.knex('reports').where({ id: playerReport }).first('status')).status).toBe('open');
  });

  it('dismisses a report, audits it and tells the reporter in their language; a resolved report is not acted on twice', async () => {
    await ctx.knex('users').where({ username: 'candidate' }).update({ locale: 'ar' });
    const job = await insertJob(ctx.knex, { title: 'Genuine analyst role' });
    const id = (await report({ kind: 'job', id: job.id, reason: 'misleading' }, { token: candidate })).json().data.id;
    const email = (await ctx.knex('users').where({ username: 'candidate' }).first('email')).email;
    const before = (await mailsTo(email)).length;

    const dismissed = await act(id, 'dismiss', 'The salary is stated correctly');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', objectHidden: false, resolvedBy: expect.any(String), resolutionNote: 'The salary is stated correctly' });
    expect((await ctx.knex('jobs').where({ id: job.id }).first('status')).status).toBe('publish');
    expect(await ctx.knex('audit_log').where({ action: 'report.dismiss', target_id: String(job.id) }).first('id')).toBeDefined();

    const mails = await mailsTo(email);
    expect(mails.length).toBe(before + 1);
    const mail = mails.find((sent) => sent.subject.includes('Genuine analyst role'))!;
    expect(mail.subject).toBe('بلاغك: Genuine analyst role');
    expect(mail.text).toContain('لا يخالف قواعدنا');
    expect(mail.text).toContain('The salary is stated correctly');
    await ctx.knex('users').where({ username: 'candidate' }).update({ locale: 'en' });

    expect((await act(id, 'hide')).statusCode).toBe(409);
    expect((await queue('&status=dismissed')).data.map((row: { id: number }) => row.id)).toContain(id);
  });

  it('emails a visitor who left an address when the job they reported is hidden', async () => {
    const job = await insertJob(ctx.knex, { title: 'Pay to trial scheme' });
    const id = (await report({ kind: 'job', id: job.id, reason: 'scam', email: 'watcher@example.org' }, { remoteAddress: freshAddress() })).json().data.id;
    expect((await act(id, 'hide')).statusCode).toBe(200);
    const mail = (await mailsTo('watcher@example.org')).find((sent) => sent.subject.includes('Pay to trial scheme'))!;
    expect(mail.subject).toBe('Your report: Pay to trial scheme');
    expect(mail.text).toContain('We have removed it');
  });

  it('writes to a visitor in the language of the page they reported from', async () => {
    const job = await insertJob(ctx.knex, { title: 'Trial fee academy' });
    const created = await ctx.inject({
      method: 'POST', url: '/report', remoteAddress: freshAddress(), headers: { 'accept-language': 'ar' },
      payload: { kind: 'job', id: job.id, reason: 'scam', email: 'arabic-visitor@example.org' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await ctx.knex('reports').where({ id: created.json().data.id }).first()).reporter_locale).toBe('ar');
    expect((await act(created.json().data.id, 'hide')).statusCode).toBe(200);
    const mail = (await mailsTo('arabic-visitor@example.org')).find((sent) => sent.subject.includes('Trial fee academy'))!;
    expect(mail.subject).not.toContain('Your report');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });
});
