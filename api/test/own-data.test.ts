import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import { createTestContext, type TestContext } from './helpers';
import { completeProfile, registerCandidate } from './candidate-fixtures';
import { multipart } from './multipart';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(ctx.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A candidate with a full profile, a former permalink, two CVs and a photo. */
async function richCandidate() {
  const account = await registerCandidate(ctx, 'coach');
  const { token } = account;
  await ctx.inject({ method: 'POST', url: '/update-profile', token, payload: { ...completeProfile, cand_email: `${account.username}.contact@example.com` } });
  const moved = await ctx.inject({ method: 'POST', url: '/update-permalink', token, payload: { slug: `${account.username}-coach` } });
  const fresh = moved.json().token as string;
  for (const title of ['CV one', 'CV two']) {
    const file = { filename: 'cv.pdf', contentType: 'application/pdf', bytes: makeSamplePdf([title]) };
    await ctx.inject({ method: 'POST', url: '/upload-my-resumes', token: fresh, ...multipart({ title }, file) });
  }
  const photo = { filename: 'me.png', contentType: 'image/png', bytes: makeSamplePng(32, 32, [0, 0, 0], [9, 9, 9]) };
  await ctx.inject({ method: 'POST', url: '/upload-profile-pic', token: fresh, ...multipart({ title: 'Me' }, photo) });
  await ctx.inject({ method: 'POST', url: '/auth/logout', token: fresh });
  return { ...account, token: await ctx.login(account.username, 'Secret-pass-1') };
}

describe('download my data', () => {
  it('exports the account, the whole profile (diversity answers included), former addresses and files as a JSON attachment', async () => {
    const person = await richCandidate();
    const response = await ctx.inject({ method: 'GET', url: '/my-data/export', token: person.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="my-data-${person.username}.json"`);
    const { data } = response.json();
    expect(data.account).toMatchObject({ ID: person.id, user_login: person.username, user_email: `${person.username}@example.com` });
    expect(data.candidateProfile).toMatchObject({ cand_gender: 'female', cand_salary: 42000.5, cand_profession: completeProfile.cand_profession });
    expect(data.formerProfileAddresses.map((entry: { slug: string }) => entry.slug)).toHaveLength(1);
    expect(data.files.map((file: { title: string }) => file.title).sort()).toEqual(['CV one', 'CV two', 'Me']);
    expect(data.activity).toEqual(expect.any(Array));
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_version|argon2/);
  });

  it('includes conversations (a hidden message as its placeholder), interviews, courses, keys and webhooks without secrets, reports made, checks and applications\' retention state', async () => {
    const person = await registerCandidate(ctx, 'coach');
    const knex = ctx.knex;
    const employer = await knex('users').where({ username: 'employer' }).first('id', 'employer_id');
    const [job] = await knex('jobs').where({ employer_id: employer.employer_id }).limit(1).select('id', 'title');
    const [application] = await knex('applications')
      .insert({ job_id: job.id, candidate_user_id: person.id, status: 0, credit_kind: 'standard', retention_notified_at: new Date('2026-01-02T00:00:00Z') })
      .returning(['id']);
    const [thread] = await knex('message_threads').insert({ context: 'application', context_id: application.id }).returning(['id']);
    await knex('message_participants').insert([
      { thread_id: thread.id, user_id: person.id, side: 'applicant' },
      { thread_id: thread.id, user_id: employer.id, side: 'employer' },
    ]);
    await knex('messages').insert([
      { thread_id: thread.id, author_user_id: person.id, body: 'Happy to talk on Monday.' },
      { thread_id: thread.id, author_user_id: employer.id, body: 'Something abusive', hidden_at: new Date() },
    ]);
    await knex('interviews').insert({
      application_id: application.id, job_id: job.id, employer_id: employer.employer_id, candidate_user_id: person.id,
      origin: 'employer', kind: 'video', video_url: 'https://meet.example/abc', duration_minutes: 45, status: 'proposed', uid: `own-data-${person.id}@test`,
    });
    await knex('api_keys').insert({ user_id: person.id, name: 'My script', prefix: 'fj_live_abcd', key_hash: 'f'.repeat(64), scopes: knex.raw(`'{profile:read}'::text[]`) });
    await knex('webhooks').insert({ user_id: person.id, url: 'https://hooks.example/in', events: knex.raw(`'{application.created}'::text[]`), secret: 'whsec_do-not-export-me' });
    await knex('reports').insert({ kind: 'job', object_id: String(job.id), reporter_user_id: person.id, reason: 'scam', details: 'Asks for a fee' });
    await knex('background_checks').insert({ user_id: person.id, check_type: 'dbs-enhanced', reference_number: '001234567890', issued_on: '2025-05-01', expires_on: '2028-05-01' });

    const response = await ctx.inject({ method: 'GET', url: '/my-data/export', token: person.token });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.account.emailVerified).toBeNull();
    expect(data.conversations).toEqual([
      expect.objectContaining({
        context: 'application',
        contextId: application.id,
        side: 'applicant',
        messages: [
          expect.objectContaining({ mine: true, body: 'Happy to talk on Monday.', hidden: false }),
          expect.objectContaining({ mine: false, body: 'This message was removed by a moderator.', hidden: true }),
        ],
      }),
    ]);
    expect(data.interviews).toEqual([expect.objectContaining({ applicationId: application.id, job: job.title, kind: 'video', videoUrl: 'https://meet.example/abc' })]);
    expect(data.courseEnrollments).toEqual([]);
    expect(data.certificates).toEqual([]);
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: 'My script', prefix: 'fj_live_abcd', scopes: ['profile:read'], revoked: null })]);
    expect(data.webhooks).toEqual([expect.objectContaining({ url: 'https://hooks.example/in', events: ['application.created'], enabled: true })]);
    expect(data.reportsMade).toEqual([expect.objectContaining({ kind: 'job', objectId: job.id, reason: 'scam', details: 'Asks for a fee', status: 'open' })]);
    expect(data.backgroundChecks).toEqual([expect.objectContaining({ checkType: 'dbs-enhanced', referenceNumber: '001234567890', issuedOn: '2025-05-01', expiresOn: '2028-05-01', status: 'pending', certificateMediaId: null })]);
    expect(data.applications).toEqual([expect.objectContaining({ id: application.id, anonymised: false, retentionNoticeSent: '2026-01-02T00:00:00.000Z' })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Something abusive');
    expect(text).not.toContain('whsec_do-not-export-me');
    expect(text).not.toContain('f'.repeat(64));
    expect(text).not.toMatch(/key_hash|"secret"/);
  });

  it('is refused to visitors', async () => {
    expect((await ctx.inject({ method: 'GET', url: '/my-data/export' })).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the typed confirmation and deletes nothing without it', async () => {
    const person = await registerCandidate(ctx);
    const response = await ctx.inject({ method: 'POST', url: '/delete-my-account', token: person.token, payload: { confirmation: 'yes' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ confirmation: 'Please type DELETE to confirm.' });
    expect(await ctx.knex('users').where({ id: person.id }).whereNull('deleted_at').first()).toBeDefined();
  });

  it('leaves no personal data behind: profile, files, permalinks, login records gone; the account row anonymised', async () => {
    const person = await richCandidate();
    const before = await ctx.knex('users').where({ id: person.id }).first();
    const slugBefore = before.profile_slug as string;
    const filesBefore = await storedFiles();
    const keys = (await ctx.knex('media').where({ owner_user_id: person.id })).map((row) => row.storage_key as string);
    expect(keys).toHaveLength(3);
    // An application to an employer's job (with its CV, a cover note and answers) and a job alert.
    const employer = await ctx.knex('employers').first<{ id: number }>('id');
    const [job] = await ctx.knex('jobs').insert({ slug: `job-for-${person.username}`, employer_id: employer.id, title: 'Academy Coach', end_date: '2099-01-01' }).returning('id');
    const cv = await ctx.knex('media').where({ owner_user_id: person.id, kind: 'cv' }).first<{ id: number }>('id');
    const [application] = await ctx
      .knex('applications')
      .insert({
        job_id: job.id,
        candidate_user_id: person.id,
        cv_media_id: cv.id,
        cover_note: `I am ${before.first_name} ${before.last_name}, call me on +447700900123.`,
        answers: JSON.stringify([{ question_id: 1, question: 'Licence?', answer: 'UEFA A, ask for my references' }]),
        credit_kind: 'standard',
      })
      .returning('id');
    await ctx.knex('job_alerts').insert({ user_id: person.id, alert_name: 'Coaching', alert_email: before.email, alert_frequency: 7, alert_category: 'coaching' });
    const exported = (await ctx.inject({ method: 'GET', url: '/my-data/export', token: person.token })).json().data;
    expect(exported.applications).toMatchObject([{ id: application.id, job_title: 'Academy Coach' }]);
    expect(exported.jobAlerts).toMatchObject([{ alert_email: before.email }]);

    const response = await ctx.inject({ method: 'POST', url: '/delete-my-account', token: person.token, payload: { confirmation: 'DELETE' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your account and personal data have been deleted.' });

    expect(await ctx.knex('candidate_profiles').where({ user_id: person.id })).toEqual([]);
    expect(await ctx.knex('media').where({ owner_user_id: person.id })).toEqual([]);
    expect(await ctx.knex('profile_slug_history').where({ user_id: person.id })).toEqual([]);
    expect(await ctx.knex('login_attempts').where({ account_key: `user:${person.id}` })).toEqual([]);
    expect(await ctx.knex('password_reset_tokens').where({ user_id: person.id })).toEqual([]);
    expect(await ctx.knex('job_alerts').where({ user_id: person.id })).toEqual([]);
    // The employer keeps the application (job, status, date) without the person's CV, note or answers.
    const kept = await ctx.knex('applications').where({ id: application.id }).first();
    expect(kept).toMatchObject({ job_id: job.id, candidate_user_id: person.id, status: 0, cv_media_id: null, cover_note: '', answers: [] });

    const user = await ctx.knex('users').where({ id: person.id }).first();
    expect(user).toMatchObject({
      username: `deleted-user-${person.id}`,
      email: `deleted-user-${person.id}@deleted.invalid`,
      display_name: 'Deleted user',
      first_name: '',
      last_name: '',
      password_hash: null,
      google_sub: null,
      profile_type: null,
      roles: [],
    });
    expect(user.deleted_at).not.toBeNull();
    // No column of any table still holds the person's name, username or e-mail.
    for (const table of ['users', 'candidate_profiles', 'media', 'profile_slug_history', 'events', 'login_attempts', 'applications', 'job_alerts', 'application_events']) {
      const dump = JSON.stringify(await ctx.knex(table).select('*'));
      expect(dump, table).not.toContain(person.username);
      expect(dump, table).not.toContain(`"${before.last_name}"`);
      expect(dump, table).not.toContain(before.email);
    }

    const remaining = await storedFiles();
    expect(remaining.filter((file) => keys.some((key) => file.endsWith(key.split('/').join('/'))))).toEqual([]);
    expect(remaining.length).toBe(filesBefore.length - 3);

    // Sessions end, the login is gone and the public profile with it.
    expect((await ctx.inject({ method: 'GET', url: '/get-profile', token: person.token })).statusCode).toBe(401);
    const login = await ctx.inject({ method: 'POST', url: '/auth/token', payload: { username: person.username, password: 'Secret-pass-1' } });
    expect(login.statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url: `/get-public-profile?slug=${slugBefore}` })).statusCode).toBe(404);
    const event = await ctx.knex('events').where({ entity: 'user', entity_id: String(person.id), action: 'account-deleted' }).first();
    expect(event).toBeDefined();
  });
});
