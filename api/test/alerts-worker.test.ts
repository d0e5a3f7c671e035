import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueAlerts } from '../src/modules/alerts';
import { createTestContext, type TestContext } from './helpers';
import { insertJob } from './apply-fixtures';
import { startSmtpServer } from './smtp-server';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const MONDAY = new Date('2031-11-24T08:00:00Z');
const hoursBefore = (moment: Date, hours: number) => new Date(moment.getTime() - hours * 3_600_000);
const run = (now: Date) => runDueAlerts({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'https://jobs.example', secret: ctx.settings.jwtSecret, now: () => now });

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url });
  // Only the alerts these tests create: the demo seed's alerts would send their own emails.
  await ctx.knex('job_alerts').delete();
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('the job alert worker', () => {
  it('sends one email per period, lists only matching active jobs, and never lists a job twice', async () => {
    const token = await ctx.login('candidate');
    const saved = await ctx.inject({
      method: 'POST',
      url: '/save-job-alerts',
      token,
      payload: { alert_name: 'Physio jobs', alert_email: 'alerts@example.com', alert_frequency: 1, alert_category: 'sports-science-medical-physio' },
    });
    expect(saved.statusCode).toBe(200);

    await insertJob(ctx.knex, { title: 'First Team Physio', categories: ['sports-science-medical-physio'], post_date: hoursBefore(MONDAY, 3) });
    await insertJob(ctx.knex, { title: 'Academy Physio', categories: ['sports-science-medical-physio', 'education-community'], post_date: hoursBefore(MONDAY, 5), job_class: 'premium' });
    await insertJob(ctx.knex, { title: 'Groundskeeper', categories: ['groundskeeping-operations'], post_date: hoursBefore(MONDAY, 2) });
    await insertJob(ctx.knex, { title: 'Closed Physio', categories: ['sports-science-medical-physio'], post_date: hoursBefore(MONDAY, 2), status: 'closed' });
    await insertJob(ctx.knex, { title: 'Expired Physio', categories: ['sports-science-medical-physio'], post_date: hoursBefore(MONDAY, 2), end_date: '2026-11-01' });
    await insertJob(ctx.knex, { title: 'Old Physio', categories: ['sports-science-medical-physio'], post_date: hoursBefore(MONDAY, 24 * 10) });

    const before = smtp.messages.length;
    const [first, second] = await Promise.all([run(MONDAY), run(MONDAY)]);
    const again = await run(new Date(MONDAY.getTime() + 15 * 60_000));
    expect(first.sent + second.sent + again.sent).toBe(1);
    expect(smtp.messages.length).toBe(before + 1);

    const mail = smtp.messages[before];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('alerts@example.com');
    expect(mail.subject).toBe('Physio jobs: 2 new jobs in Sports Science Medical & Physio');
    expect(mail.text).toContain('First Team Physio');
    expect(mail.text).toContain('Academy Physio');
    for (const absent of ['Groundskeeper', 'Closed Physio', 'Expired Physio', 'Old Physio']) expect(mail.text).not.toContain(absent);
    expect(mail.text).toMatch(/https:\/\/jobs\.example\/job\/test-job-/);
    const unsubscribe = /https:\/\/jobs\.example\/job-alerts\/unsubscribe\?token=(\S+)/.exec(mail.text ?? '');
    expect(unsubscribe).not.toBeNull();

    // Next day: one new job; the two already sent are not listed again.
    const TUESDAY = new Date('2031-11-25T08:00:00Z');
    await insertJob(ctx.knex, { title: 'Sports Scientist', categories: ['sports-science-medical-physio'], post_date: hoursBefore(TUESDAY, 1) });
    const tuesday = await run(TUESDAY);
    expect(tuesday.sent).toBe(1);
    const next = smtp.messages[before + 1];
    expect(next.subject).toBe('Physio jobs: 1 new job in Sports Science Medical & Physio');
    expect(next.text).toContain('Sports Scientist');
    expect(next.text).not.toContain('First Team Physio');
    expect(next.text).not.toContain('Academy Physio');

    // Wednesday: nothing new → no email, and the period is still used up.
    const wednesday = await run(new Date('2031-11-26T08:00:00Z'));
    expect(wednesday).toMatchObject({ sent: 0, empty: 1 });
    expect(smtp.messages.length).toBe(before + 2);
    const sentJobs = await ctx.knex('alert_sent_jobs').where({ alert_id: saved.json().data.id });
    expect(sentJobs).toHaveLength(3);

    // The link in the email unsubscribes in one click: no further runs for this alert.
    const response = await ctx.inject({ method: 'GET', url: `/unsubscribe-job-alert?token=${unsubscribe![1]}` });
    expect(response.statusCode).toBe(200);
    await insertJob(ctx.knex, { title: 'Club Doctor', categories: ['sports-science-medical-physio'], post_date: new Date('2031-11-27T07:00:00Z') });
    expect(await run(new Date('2031-11-27T08:00:00Z'))).toMatchObject({ sent: 0, empty: 0, skipped: 0 });
  });

  it('keeps the claim free when the email cannot be sent, so the next run retries', async () => {
    const [user] = await ctx.knex('users').where({ username: 'candidate' }).pluck('id');
    const [alert] = await ctx.knex('job_alerts')
      .insert({ user_id: user, alert_name: 'Media jobs', alert_email: 'media@example.com', alert_frequency: 30, alert_category: 'media' })
      .returning('id');
    await insertJob(ctx.knex, { title: 'Club Photographer', categories: ['media'], post_date: hoursBefore(MONDAY, 1) });
    const failing = { send: async () => { throw new Error('relay down'); } };
    const failed = await runDueAlerts({ db: ctx.knex, mailer: failing, publicWebUrl: 'https://jobs.example', secret: 'x'.repeat(40), now: () => MONDAY });
    expect(failed.failed).toBe(1);
    expect(await ctx.knex('alert_runs').where({ alert_id: alert.id })).toHaveLength(0);
    expect(await ctx.knex('alert_sent_jobs').where({ alert_id: alert.id })).toHaveLength(0);

    const before = smtp.messages.length;
    expect((await run(MONDAY)).sent).toBe(1);
    expect(smtp.messages[before].subject).toBe('Media jobs: 1 new job in Media');
  });
});
