import type { Knex } from 'knex';
import { insertJob, userIdOf } from './apply-fixtures';
import { insertApplication } from './employer-fixtures';
import type { TestContext } from './helpers';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A clock the interviews module reads (createTestContext `now`); tests move it forward instead of sleeping. */
export function testClock(start = new Date()) {
  let current = new Date(Math.ceil(start.getTime() / HOUR) * HOUR);
  return {
    now: () => new Date(current.getTime()),
    set(moment: Date) {
      current = new Date(moment.getTime());
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** `days` days and `hours` hours after the clock, as an ISO string with an offset (+02:00 when `offset` says so). */
export function slotAt(clock: { now(): Date }, days: number, hours = 0, offset?: '+02:00'): string {
  const moment = new Date(clock.now().getTime() + days * DAY + hours * HOUR);
  if (!offset) return moment.toISOString();
  const shifted = new Date(moment.getTime() + 2 * HOUR);
  return shifted.toISOString().replace('Z', '+02:00').replace('.000', '');
}

export interface InterviewWorld {
  jobId: number;
  applicationId: number;
  candidateId: number;
  memberId: number;
  managerId: number;
  ownerId: number;
}

/** A job of the demo employer and an application to it by `candidate` (default the demo candidate) in `status`. */
export async function applicationOf(knex: Knex, candidate = 'candidate', status = 3): Promise<InterviewWorld> {
  const job = await insertJob(knex, { title: `Interview job ${Math.random().toString(36).slice(2, 7)}` });
  const candidateId = await userIdOf(knex, candidate);
  return {
    jobId: job.id,
    applicationId: await insertApplication(knex, job.id, candidateId, status),
    candidateId,
    memberId: await userIdOf(knex, 'member'),
    managerId: await userIdOf(knex, 'manager'),
    ownerId: await userIdOf(knex, 'employer'),
  };
}

export async function schedule(ctx: TestContext, token: string, payload: Record<string, unknown>) {
  return ctx.inject({ method: 'POST', url: '/job-api/interviews', token, payload });
}

export const sentMails = async (ctx: TestContext) => (await ctx.mailer.outbox!.list()).slice().reverse();
