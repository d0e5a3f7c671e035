import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createRetentionService } from '../src/modules/retention';
import { DEFAULT_RETENTION } from '../src/modules/retention';
import { scheduledTasks } from '../src/queue';
import { insertJob } from './apply-fixtures';
import { createTestContext, type TestContext } from './helpers';

/** The fixed clock of the run; the demo data is seeded at the real date, years later, so none of it is due. */
const NOW = new Date('2022-06-15T03:00:00Z');
const DAY = 86_400_000;
const daysBefore = (days: number, from = NOW) => new Date(from.getTime() - days * DAY);
const monthsBefore = (months: number, days = 0) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() + days * DAY);
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

let ctx: TestContext;
let knex: Knex;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  knex = ctx.knex;
}, 120_000);
afterAll(async () => ctx?.close());

async function user(options: { roles?: string[]; verifiedAt?: Date | null; createdAt: Date; locale?: 'en' | 'ar'; name?: string }) {
  counter += 1;
  const username = `ret-user-${counter}`;
  const [row] = await knex('users')
    .insert({
      username,
      email: `${username}@example.com`,
      display_name: options.name ?? `Retention Person ${counter}`,
      first_name: 'Retention',
      last_name: `Person ${counter}`,
      roles: knex.raw('?::text[]', [`{${(options.roles ?? ['candidate']).join(',')}}`]),
      profile_slug: username,
      locale: options.locale ?? 'en',
      created_at: options.createdAt,
      email_verified_at: options.verifiedAt === undefined ? options.createdAt : options.verifiedAt,
    })
    .returning(['id', 'email']);
  return row as { id: number; email: string };
}

async function closedJob(title: string, closedAt: Date | null, status = 'closed', endDate = '2019-01-31') {
  const job = await insertJob(knex, { title, status, end_date: endDate });
  await knex('jobs').where({ id: job.id }).update({ closed_at: closedAt });
  return job.id;
}

async function application(jobId: number, candidateId: number, notifiedAt: Date | null = null) {
  const [row] = await knex('applications')
    .insert({
      job_id: jobId,
      candidate_user_id: candidateId,
      status: 3,
      cover_note: 'I coached the under-12s for five years.',
      answers: JSON.stringify([{ question_id: 'q1', question: 'Licence?', answer: 'UEFA B' }]),
      credit_kind: 'standard',
      created_at: daysBefore(900),
      updated_at: daysBefore(800),
      retention_notified_at: notifiedAt,
    })
    .returning(['id']);
  await knex('application_events').insert({ application_id: row.id, actor_user_id: candidateId, from_status: null, to_status: 0, reason: 'Applied with my CV' });
  return row.id as number;
}

/** Every application row as it stands, for comparing a whole table before and after a run. */
const snapshot = async () =>
  Object.fromEntries(
    (await knex('applications').orderBy('id').select('id', 'job_id', 'candidate_user_id', 'status', 'cover_note', 'answers', 'cv_media_id', 'created_at', 'updated_at', 'retention_notified_at', 'anonymised_at')).map((row) => [
      row.id,
      JSON.parse(JSON.stringify(row)),
    ]),
  );
const usersSnapshot = async () =>
  Object.fromEntries((await knex('users').orderBy('id').select('id', 'username', 'email', 'deleted_at', 'email_verified_at')).map((row) => [row.id, JSON.parse(JSON.stringify(row))]));

const serviceAt = (now: Date) => createRetentionService({ db: knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', settings: DEFAULT_RETENTION, now: () => now });
const retentionMails = async () => (await ctx.mailer.outbox!.list()).filter((mail) => /anonymised|ستُجهَّل/.test(mail.subject));

describe('retention task (fixed clock)', () => {
  const ids: Record<string, number> = {};
  const people: Record<string, { id: number; email: string }> = {};

  beforeAll(async () => {
    people.x = await user({ createdAt: daysBefore(1000), name: 'Xavi Candidate' });
    people.y = await user({ createdAt: daysBefore(1000), locale: 'ar', name: 'Yasmin Candidate' });
    people.z = await user({ createdAt: daysBefore(1000) });
    const employer = await knex('users').where({ username: 'employer' }).first('id');

    const longClosed = await closedJob('Long closed job', monthsBefore(25));
    const endedPublish = await closedJob('Ended but still published', null, 'publish', isoDay(monthsBefore(25)));
    const soonDue = await closedJob('Closing in on the period', monthsBefore(24, 10));
    const soonDueToo = await closedJob('Another nearly due job', monthsBefore(24, 12));
    const recent = await closedJob('Recently closed job', monthsBefore(20));
    const open = await closedJob('Open job', null, 'publish', '2099-12-31');
    const draft = await closedJob('Draft job', null, 'draft', '2019-01-31');

    ids.told31DaysAgo = await application(longClosed, people.x.id, daysBefore(31));
    ids.neverTold = await application(longClosed, people.y.id);
    ids.endedTold30DaysAgo = await application(endedPublish, people.x.id, daysBefore(30));
    ids.noticeX1 = await application(soonDue, people.x.id);
    ids.noticeX2 = await application(soonDueToo, people.x.id);
    ids.recent = await application(recent, people.x.id);
    ids.open = await application(open, people.y.id);
    ids.draft = await application(draft, people.y.id, daysBefore(100));
    ids.alreadyAnonymised = await application(endedPublish, people.z.id, daysBefore(200));
    await knex('applications').where({ id: ids.alreadyAnonymised }).update({ anonymised_at: daysBefore(100), candidate_user_id: null, cover_note: '', answers: '[]' });

    // What hangs off the first application: a note, a rating, an interview and a conversation with an attachment.
    const employerId = (await knex('jobs').where({ id: longClosed }).first('employer_id')).employer_id;
    await knex('application_notes').insert({ application_id: ids.told31DaysAgo, employer_id: employerId, author_user_id: employer.id, body: 'Strong on session plans.' });
    await knex('application_ratings').insert({ application_id: ids.told31DaysAgo, user_id: employer.id, employer_id: employerId, rating: 4 });
    await knex('interviews').insert({
      application_id: ids.told31DaysAgo, job_id: longClosed, employer_id: employerId, candidate_user_id: people.x.id,
      origin: 'employer', kind: 'phone', duration_minutes: 30, status: 'proposed', uid: `ret-${Date.now()}@test`,
    });
    const [thread] = await knex('message_threads').insert({ context: 'application', context_id: ids.told31DaysAgo }).returning(['id']);
    const [message] = await knex('messages').insert({ thread_id: thread.id, author_user_id: people.x.id, body: 'My references are attached.' }).returning(['id']);
    const [file] = await knex('media')
      .insert({ owner_user_id: people.x.id, kind: 'other', title: 'References', mime: 'application/pdf', size: 10, storage_key: `ret-${Date.now()}`, checksum_sha256: 'a'.repeat(64) })
      .returning(['id']);
    await knex('message_attachments').insert({ message_id: message.id, media_id: file.id });
    ids.thread = thread.id;
    ids.attachment = file.id;
    ids.keptThread = (await knex('message_threads').insert({ context: 'application', context_id: ids.recent }).returning(['id']))[0].id;

    // Accounts for the unconfirmed-account rule.
    people.oldUnverified = await user({ createdAt: daysBefore(31), verifiedAt: null });
    people.youngUnverified = await user({ createdAt: daysBefore(29), verifiedAt: null });
    people.oldVerified = await user({ createdAt: daysBefore(400) });
    people.unverifiedApplicant = await user({ createdAt: daysBefore(60), verifiedAt: null });
    await application(open, people.unverifiedApplicant.id);
    people.unverifiedEmployer = await user({ createdAt: daysBefore(45), verifiedAt: null, roles: ['employer'] });
    const [org] = await knex('employers').insert({ owner_user_id: people.unverifiedEmployer.id, name: 'Ghost FC', slug: `ghost-fc-${counter}` }).returning(['id']);
    await knex('users').where({ id: people.unverifiedEmployer.id }).update({ employer_id: org.id });
    ids.ghostOrg = org.id;
    people.unverifiedEmployerWithJobs = await user({ createdAt: daysBefore(45), verifiedAt: null, roles: ['employer'] });
    const [busyOrg] = await knex('employers').insert({ owner_user_id: people.unverifiedEmployerWithJobs.id, name: 'Busy FC', slug: `busy-fc-${counter}` }).returning(['id']);
    await knex('jobs').insert({ slug: `busy-job-${counter}`, employer_id: busyOrg.id, title: 'Busy job', description: '<p>x</p>', status: 'draft', job_class: 'free', end_date: '2099-01-01', receive_applicants: 'site' });
    people.suspendedUnverified = await user({ createdAt: daysBefore(90), verifiedAt: null });
    await knex('users').where({ id: people.suspendedUnverified.id }).update({ suspended_at: daysBefore(10), suspended_reason: 'Spam' });
  });

  it('is a daily queue task', () => {
    const task = scheduledTasks({ db: knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', secret: 's', log: { error: () => undefined } }).find((entry) => entry.name === 'retention-daily');
    expect(task).toMatchObject({ cron: '40 2 * * *' });
  });

  it('anonymises exactly the due applications, tells the candidates of the next ones once, and changes nothing else', async () => {
    const before = await snapshot();
    const usersBefore = await usersSnapshot();
    const mailsBefore = (await retentionMails()).length;

    const result = await serviceAt(NOW).run();
    expect(result).toEqual({ notified: 3, noticeEmails: 2, anonymised: 2, accountsRemoved: 2 });

    const after = await snapshot();
    const changed = Object.keys(after).filter((id) => JSON.stringify(after[id]) !== JSON.stringify(before[id])).map(Number).sort((a, b) => a - b);
    expect(changed).toEqual([ids.told31DaysAgo, ids.neverTold, ids.endedTold30DaysAgo, ids.noticeX1, ids.noticeX2].sort((a, b) => a - b));

    for (const id of [ids.told31DaysAgo, ids.endedTold30DaysAgo]) {
      expect(after[id]).toMatchObject({
        job_id: before[id].job_id,
        status: 3,
        created_at: before[id].created_at,
        candidate_user_id: null,
        cover_note: '',
        answers: [],
        cv_media_id: null,
        anonymised_at: NOW.toISOString(),
      });
    }
    for (const id of [ids.neverTold, ids.noticeX1, ids.noticeX2]) {
      expect(after[id]).toEqual({ ...before[id], retention_notified_at: NOW.toISOString() });
    }

    // Everything hanging off the anonymised application is gone, but its status history stays without words or the candidate.
    expect(await knex('application_notes').where({ application_id: ids.told31DaysAgo })).toEqual([]);
    expect(await knex('application_ratings').where({ application_id: ids.told31DaysAgo })).toEqual([]);
    expect(await knex('interviews').where({ application_id: ids.told31DaysAgo })).toEqual([]);
    expect(await knex('message_threads').where({ id: ids.thread })).toEqual([]);
    expect(await knex('message_threads').where({ id: ids.keptThread })).toHaveLength(1);
    expect((await knex('media').where({ id: ids.attachment }).first('deleted_at')).deleted_at).not.toBeNull();
    expect(await knex('application_events').where({ application_id: ids.told31DaysAgo }).select('actor_user_id', 'to_status', 'reason')).toEqual([{ actor_user_id: null, to_status: 0, reason: '' }]);
    expect(await knex('application_events').where({ application_id: ids.recent }).select('reason')).toEqual([{ reason: 'Applied with my CV' }]);

    // One email per candidate, listing every application of theirs, in their language.
    const mails = (await retentionMails()).slice(mailsBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([people.x.email, people.y.email].sort());
    const toX = mails.find((mail) => mail.to === people.x.email)!;
    expect(toX.subject).toBe('Your old applications will be anonymised');
    expect(toX.text).toContain('Closing in on the period');
    expect(toX.text).toContain('Another nearly due job');
    expect(toX.text).toContain('15 July 2022');
    expect(toX.text).not.toContain('Recently closed job');
    const toY = mails.find((mail) => mail.to === people.y.email)!;
    expect(toY.subject).toBe('ستُجهَّل طلباتك القديمة');
    expect(toY.text).toContain('Long closed job');

    // Unconfirmed accounts: the old one and the old employer with an empty organisation go; the rest stay.
    const usersAfter = await usersSnapshot();
    const removed = Object.keys(usersAfter).filter((id) => JSON.stringify(usersAfter[id]) !== JSON.stringify(usersBefore[id])).map(Number).sort((a, b) => a - b);
    expect(removed).toEqual([people.oldUnverified.id, people.unverifiedEmployer.id].sort((a, b) => a - b));
    expect(usersAfter[people.oldUnverified.id]).toMatchObject({ email: `deleted-user-${people.oldUnverified.id}@deleted.invalid` });
    expect(usersAfter[people.oldUnverified.id].deleted_at).not.toBeNull();
    expect(await knex('employers').where({ id: ids.ghostOrg })).toEqual([]);

    // Each change is in the audit log as the system's.
    const audit = await knex('audit_log').where({ actor_label: 'system' }).orderBy('id').select('actor_user_id', 'action', 'target_type', 'target_id');
    expect(audit).toEqual(
      expect.arrayContaining([
        { actor_user_id: null, action: 'application.anonymise', target_type: 'application', target_id: String(ids.told31DaysAgo) },
        { actor_user_id: null, action: 'application.anonymise', target_type: 'application', target_id: String(ids.endedTold30DaysAgo) },
        { actor_user_id: null, action: 'user.remove-unverified', target_type: 'user', target_id: String(people.oldUnverified.id) },
        { actor_user_id: null, action: 'user.remove-unverified', target_type: 'user', target_id: String(people.unverifiedEmployer.id) },
      ]),
    );
    expect(audit).toHaveLength(4);
    expect(JSON.stringify(await knex('audit_log').where({ actor_label: 'system' }).select('before', 'after'))).not.toContain('@example.com');
  });

  it('a second run the same day changes nothing and sends nothing', async () => {
    const before = await snapshot();
    const mails = (await retentionMails()).length;
    const audits = await knex('audit_log').count({ n: '*' }).first();
    expect(await serviceAt(NOW).run()).toEqual({ notified: 0, noticeEmails: 0, anonymised: 0, accountsRemoved: 0 });
    expect(await snapshot()).toEqual(before);
    expect((await retentionMails()).length).toBe(mails);
    expect(await knex('audit_log').count({ n: '*' }).first()).toEqual(audits);
  });

  it('thirty days after the notice, the told applications are anonymised and nothing else', async () => {
    const later = new Date(NOW.getTime() + 30 * DAY);
    const before = await snapshot();
    const result = await serviceAt(later).run();
    expect(result.anonymised).toBe(3);
    const after = await snapshot();
    const changed = Object.keys(after).filter((id) => JSON.stringify(after[id]) !== JSON.stringify(before[id])).map(Number).sort((a, b) => a - b);
    expect(changed).toEqual([ids.neverTold, ids.noticeX1, ids.noticeX2].sort((a, b) => a - b));
    for (const id of changed) expect(after[id]).toMatchObject({ candidate_user_id: null, cover_note: '', anonymised_at: later.toISOString() });
    // The recently closed job's application is still whole; the already anonymised one was not touched again.
    expect(after[ids.recent]).toEqual(before[ids.recent]);
    expect(after[ids.alreadyAnonymised]).toEqual(before[ids.alreadyAnonymised]);
  });
});
