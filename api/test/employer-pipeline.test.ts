import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, canTransition } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { countWhere, jobWithApplications } from './employer-fixtures';

interface Delivered {
  mail: ParsedMail;
  /** The application's status as another connection saw it when the message arrived. */
  committedStatus: number | null;
}

let ctx: TestContext;
let smtp: SMTPServer;
const delivered: Delivered[] = [];
let watchedApplication: number | null = null;
let employerToken: string;

beforeAll(async () => {
  // On arrival, the server reads the application from the database: a message sent inside the transaction would
  // see the old status (Postgres) or wait forever for the single connection (PGlite).
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const row = watchedApplication === null ? undefined : await ctx.knex('applications').where({ id: watchedApplication }).first('status');
          delivered.push({ mail, committedStatus: row ? Number(row.status) : null });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ smtpUrl: `smtp://127.0.0.1:${port}` });
  employerToken = await ctx.login('employer');
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const takeAction = (body: object, token = employerToken) => ctx.inject({ method: 'POST', url: '/job-api/take-action', token, payload: body });

describe('take-action follows the shared transition table', () => {
  it('allows every move the table allows and refuses every other one with 422, writing nothing', async () => {
    const codes = APPLICATION_STATUSES.map((status) => status.code);
    for (const from of codes) {
      const { ids } = await jobWithApplications(ctx.knex, codes.map(() => from));
      for (const [index, to] of codes.entries()) {
        const id = ids[index]!;
        const eventsBefore = await countWhere(ctx.knex, 'application_events', { application_id: id });
        const response = await takeAction({ id, status: to, reason: 'table walk' });
        const row = await ctx.knex('applications').where({ id }).first('status');
        if (canTransition(from, to, 'employer')) {
          expect(response.statusCode, `${from} → ${to}`).toBe(200);
          expect(row.status).toBe(to);
          const [event] = await ctx.knex('application_events').where({ application_id: id }).orderBy('id', 'desc').limit(1);
          expect(event).toMatchObject({ from_status: from, to_status: to, reason: 'table walk' });
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(422);
          expect(row.status).toBe(from);
          expect(await countWhere(ctx.knex, 'application_events', { application_id: id })).toBe(eventsBefore);
        }
      }
    }
  }, 120_000);

  it('moves many applications at once, or none of them when one move is refused', async () => {
    const { ids } = await jobWithApplications(ctx.knex, [0, 1, 5]);
    const refused = await takeAction({ ids, status: 3 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual([String(ids[2])]);
    expect((await ctx.knex('applications').whereIn('id', ids).orderBy('id').pluck('status')).map(Number)).toEqual([0, 1, 5]);
    expect(Number((await ctx.knex('application_events').whereIn('application_id', ids).count({ n: '*' }).first())!.n)).toBe(0);

    const moved = await takeAction({ ids: ids.slice(0, 2), status: 3, reason: 'Strong CVs' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.map((card: { status: number }) => card.status)).toEqual([3, 3]);
  });

  it("opening a Received application marks it Viewed and shows the timeline", async () => {
    const { ids } = await jobWithApplications(ctx.knex, [0]);
    const opened = await ctx.inject({ method: 'GET', url: `/job-api/get-job-application?id=${ids[0]}`, token: employerToken });
    expect(opened.statusCode).toBe(200);
    const data = opened.json().data;
    expect(data.status).toBe(1);
    expect(data.timeline).toEqual([expect.objectContaining({ from: 0, to: 1, toLabel: 'Viewed', actor: expect.objectContaining({ name: 'Erin Employer' }) })]);
  });
});

describe('rejection email', () => {
  it('reaches the SMTP server only after the rejection committed, rendered from the job template', async () => {
    const { job, ids } = await jobWithApplications(ctx.knex, [1], {
      title: 'Goalkeeping Coach',
      rejection: { subject: 'Your application for {job_title}', body: 'Dear {candidate_name},\nthank you for applying to {company_name}.' },
    });
    const candidate = await ctx.knex('applications as a').join('users as u', 'u.id', 'a.candidate_user_id').where('a.id', ids[0]).first('u.email', 'u.display_name');
    watchedApplication = ids[0]!;
    const before = delivered.length;
    const response = await takeAction({ id: ids[0], status: 2, reason: 'Position filled' });
    expect(response.statusCode).toBe(200);
    expect(response.json().emailsQueued).toBe(1);
    expect(delivered.length).toBe(before + 1);
    const { mail, committedStatus } = delivered[before]!;
    expect(committedStatus).toBe(2);
    expect(mail.subject).toBe('Your application for Goalkeeping Coach');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(candidate.email);
    expect(mail.text).toContain('thank you for applying to Northbridge Athletic FC');
    expect(await countWhere(ctx.knex, 'outbound_emails', { ref: `application/${ids[0]}` })).toBe(1);
    expect(job.id).toBeGreaterThan(0);
  });

  it('is never sent when the transaction rolls back', async () => {
    const { ids } = await jobWithApplications(ctx.knex, [1, 5], { rejection: { subject: 'Sorry', body: 'Dear {candidate_name}' } });
    const before = delivered.length;
    const response = await takeAction({ ids, status: 2 });
    expect(response.statusCode).toBe(422);
    expect(delivered.length).toBe(before);
    expect(await countWhere(ctx.knex, 'outbound_emails', { ref: `application/${ids[0]}` })).toBe(0);
  });
});

describe('list, counts and notes', () => {
  it('status counts equal the list totals per status; keyword and sort work', async () => {
    const { job } = await jobWithApplications(ctx.knex, [0, 0, 1, 3, 3, 3, 2, 10]);
    const counts = await ctx.inject({ method: 'GET', url: `/job-api/get-job-application-status-count?id=${job.id}`, token: employerToken });
    expect(counts.statusCode).toBe(200);
    expect(counts.json().total).toBe(8);
    for (const entry of counts.json().data as { code: number; count: number }[]) {
      const list = await ctx.inject({ method: 'GET', url: `/job-api/get-job-applications?id=${job.id}&status=${entry.code}&limit=1`, token: employerToken });
      expect(list.json().total, `status ${entry.code}`).toBe(entry.count);
    }
    const all = await ctx.inject({ method: 'GET', url: `/job-api/get-job-applications?id=${job.id}&sort=name`, token: employerToken });
    const names: string[] = all.json().data.map((card: { candidate: { name: string } }) => card.candidate.name);
    expect(names).toHaveLength(8);
    const first = names[0]!;
    const searched = await ctx.inject({ method: 'GET', url: `/job-api/get-job-applications?id=${job.id}&search=${encodeURIComponent(first)}`, token: employerToken });
    expect(searched.json().data.map((card: { candidate: { name: string } }) => card.candidate.name)).toContain(first);
    expect(searched.json().total).toBeLessThan(8);
  });

  it('notes are shared with the team and deletions are recorded', async () => {
    const { ids } = await jobWithApplications(ctx.knex, [0]);
    const added = await ctx.inject({ method: 'POST', url: '/job-api/add-note', token: employerToken, payload: { id: ids[0], note: 'Call back Monday' } });
    expect(added.statusCode).toBe(200);
    const memberToken = await ctx.login('member');
    const seen = await ctx.inject({ method: 'GET', url: `/job-api/get-job-application?id=${ids[0]}`, token: memberToken });
    expect(seen.json().data.notes.map((note: { note: string }) => note.note)).toEqual(['Call back Monday']);
    const removed = await ctx.inject({ method: 'POST', url: '/job-api/delete-note', token: memberToken, payload: { id: added.json().data.id } });
    expect(removed.statusCode).toBe(200);
    expect(await countWhere(ctx.knex, 'events', { entity: 'application_note', action: 'deleted' })).toBeGreaterThan(0);
  });
});
