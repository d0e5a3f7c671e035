import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundWork, type BackgroundWork } from '../src/queue/background-work';
import { scheduledTasks } from '../src/queue/tasks';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const started: BackgroundWork[] = [];
const log = { info: () => undefined, error: (details: object, message: string) => console.error(message, details) };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  for (const work of started) await work.stop();
  await ctx?.close();
});

it('runs pg-boss on this engine through knex: schedules both tasks and round-trips a job', async () => {
  const tasks = scheduledTasks({ db: ctx.knex, mailer: ctx.mailer, publicWebUrl: 'https://jobs.example', secret: ctx.settings.jwtSecret, log });
  // Two processes starting at once (same database) must both come up and share one schedule.
  const [first, second] = await Promise.all([
    startBackgroundWork({ db: ctx.knex, tasks, log, work: false }),
    startBackgroundWork({ db: ctx.knex, tasks, log, work: false }),
  ]);
  started.push(first, second);

  const schedules = await first.boss.getSchedules();
  expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual([
    ['background-check-expiry-reminders', '40 6 * * *'],
    ['credits-monthly-grant', '10 0 * * *'],
    ['hot-list-weekly', '0 7 * * 1'],
    ['interview-reminders', '* * * * *'],
    ['job-alerts', '*/15 * * * *'],
    ['jobs-expire-overdue', '5 0 * * *'],
    ['newsletter-send', '* * * * *'],
    ['outbound-emails', '* * * * *'],
    ['retention-daily', '40 2 * * *'],
    ['subscriptions-expire', '20 0 * * *'],
  ]);

  const id = await first.boss.send('job-alerts', { reason: 'test' });
  expect(id).toEqual(expect.any(String));
  const fetched = await second.boss.fetch<{ reason: string }>('job-alerts');
  expect(fetched.map((job) => job.data)).toEqual([{ reason: 'test' }]);
  // Taken once: the other process gets nothing.
  expect(await first.boss.fetch('job-alerts')).toEqual([]);
  await second.boss.complete('job-alerts', fetched[0].id);
  // The queue's tables live in their own schema beside ours.
  const tables = await ctx.knex('information_schema.tables').where({ table_schema: 'pgboss' }).pluck('table_name');
  expect(tables).toEqual(expect.arrayContaining(['job', 'schedule', 'queue']));
});
