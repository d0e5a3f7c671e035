import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/mail';
import { sendDueInterviewReminders } from '../src/modules/interviews';
import { deliverOutboundEmails } from '../src/modules/pipeline';
import { scheduledTasks } from '../src/queue';
import { createTestContext, type TestContext } from './helpers';
import { applicationOf, HOUR, schedule, slotAt, testClock } from './interview-fixtures';

const clock = testClock();
let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  for (const username of ['employer', 'candidate']) tokens[username] = await ctx.login(username);
}, 120_000);
afterAll(async () => ctx?.close());

/** A booked interview starting `days` from the clock, with the team member as interviewer; returns its id and start. */
async function bookedInterview(days: number, hours = 0) {
  const world = await applicationOf(ctx.knex);
  const slot = slotAt(clock, days, hours);
  const created = await schedule(ctx, tokens.employer!, { applicationId: world.applicationId, kind: 'phone', durationMinutes: 30, slots: [slot], interviewerIds: [world.memberId] });
  const id = created.json().data.id as number;
  const booked = await ctx.inject({ method: 'POST', url: `/interviews/${id}/book`, token: tokens.candidate, payload: { slot } });
  expect(booked.statusCode, booked.body).toBe(200);
  return { id, start: new Date(slot) };
}

const reminderMails = async (id: number) =>
  (await ctx.knex('outbound_emails').where({ ref: `interview/${id}` }).where('kind', 'like', 'interview-reminder-%').orderBy('id')).map((row) => [row.kind, row.to_email, row.sent_at !== null]);
const sentTo = async (subjectStart: string) => (await ctx.mailer.outbox!.list()).filter((mail) => mail.subject.startsWith(subjectStart));
const run = (now: Date, mailer: Mailer = ctx.mailer) => sendDueInterviewReminders({ db: ctx.knex, mailer, publicWebUrl: ctx.settings.publicWebUrl, now: () => now });

describe('interview reminders', () => {
  it('is a scheduled queue task', () => {
    const task = scheduledTasks({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'http://localhost:3000', secret: 's', log: { error: () => undefined } }).find((entry) => entry.name === 'interview-reminders');
    expect(task).toMatchObject({ cron: '* * * * *' });
  });

  it('sends the 24-hour and the 1-hour reminder once each, however often (and however concurrently) the task runs', async () => {
    const { id, start } = await bookedInterview(3);
    // Counted for this interview only: the demo data's own booked interview (seeded relative to today) may be due too.
    await run(new Date(start.getTime() - 25 * HOUR));
    expect(await reminderMails(id)).toEqual([]);

    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    await run(dayBefore);
    const dayReminders = [
      ['interview-reminder-24h', 'candidate@example.com', true],
      ['interview-reminder-24h', 'member@example.com', true],
    ];
    expect(await reminderMails(id)).toEqual(dayReminders);
    await run(dayBefore);
    await Promise.all([run(dayBefore), run(new Date(dayBefore.getTime() + 60_000)), run(new Date(dayBefore.getTime() + 120_000))]);
    expect(await reminderMails(id)).toEqual(dayReminders);

    const hourBefore = new Date(start.getTime() - 50 * 60_000);
    await Promise.all([run(hourBefore), run(hourBefore), run(hourBefore)]);
    const hourReminders = [
      ['interview-reminder-1h', 'candidate@example.com', true],
      ['interview-reminder-1h', 'member@example.com', true],
    ];
    expect(await reminderMails(id)).toEqual([...dayReminders, ...hourReminders]);
    await run(new Date(start.getTime() + 60_000));
    expect(await reminderMails(id)).toEqual([...dayReminders, ...hourReminders]);
    const candidateReminders = (await sentTo('Reminder: interview')).filter((mail) => mail.to === 'candidate@example.com' && mail.text.includes(`interview for`));
    expect(candidateReminders.length).toBeGreaterThanOrEqual(2);
  });

  it('after a crash between claiming the reminder and sending it, the outbox sends it exactly once', async () => {
    const { id, start } = await bookedInterview(5, 2);
    const dayBefore = new Date(start.getTime() - 20 * HOUR);
    // The worker dies as it hands the mail over: the reminder row and its emails are committed, nothing is sent.
    const dying: Mailer = { send: async () => { throw new Error('worker killed'); } };
    await run(dayBefore, dying);
    expect(await reminderMails(id)).toEqual([
      ['interview-reminder-24h', 'candidate@example.com', false],
      ['interview-reminder-24h', 'member@example.com', false],
    ]);
    // The restarted worker's reminder run claims nothing new; the outbox retry (once the claim ran out) sends each once.
    expect((await run(dayBefore)).queued).toBe(0);
    await ctx.knex('outbound_emails').where({ ref: `interview/${id}` }).update({ claimed_until: null });
    await Promise.all([deliverOutboundEmails({ db: ctx.knex, mailer: ctx.mailer }), deliverOutboundEmails({ db: ctx.knex, mailer: ctx.mailer })]);
    expect(await reminderMails(id)).toEqual([
      ['interview-reminder-24h', 'candidate@example.com', true],
      ['interview-reminder-24h', 'member@example.com', true],
    ]);
    const delivered = (await ctx.mailer.outbox!.list()).filter((mail) => mail.subject.startsWith('Reminder: interview in 24 hours') && mail.to === 'member@example.com');
    const forThis = await ctx.knex('outbound_emails').where({ ref: `interview/${id}`, to_email: 'member@example.com', kind: 'interview-reminder-24h' });
    expect(forThis).toHaveLength(1);
    expect(delivered.filter((mail) => mail.subject === forThis[0].subject && mail.text === forThis[0].text)).toHaveLength(1);
  });

  it('a rescheduled booking gets fresh reminders for its new time; a cancelled one gets none', async () => {
    const { id, start } = await bookedInterview(8);
    await run(new Date(start.getTime() - 23 * HOUR));
    expect(await reminderMails(id)).toHaveLength(2);
    const moved = await ctx.inject({ method: 'POST', url: `/job-api/interviews/${id}/reschedule`, token: tokens.employer, payload: { slots: [slotAt(clock, 10)] } });
    expect(moved.statusCode).toBe(200);
    expect((await ctx.inject({ method: 'POST', url: `/interviews/${id}/book`, token: tokens.candidate, payload: { slot: slotAt(clock, 10) } })).statusCode).toBe(200);
    const newStart = new Date(slotAt(clock, 10));
    await run(new Date(newStart.getTime() - 23 * HOUR));
    expect(await reminderMails(id)).toHaveLength(4);

    const cancelled = await bookedInterview(12);
    expect((await ctx.inject({ method: 'POST', url: `/job-api/interviews/${cancelled.id}/cancel`, token: tokens.employer, payload: {} })).statusCode).toBe(200);
    await run(new Date(cancelled.start.getTime() - 23 * HOUR));
    expect(await reminderMails(cancelled.id)).toEqual([]);
  });

  it('skips a reminder whose moment had passed when the interview was booked (the booking email just said it)', async () => {
    const { id, start } = await bookedInterview(0, 20);
    await run(new Date(start.getTime() - 19 * HOUR));
    expect(await reminderMails(id)).toEqual([]);
    await run(new Date(start.getTime() - 30 * 60_000));
    expect((await reminderMails(id)).map((row) => row[0])).toEqual(['interview-reminder-1h', 'interview-reminder-1h']);
  });
});
