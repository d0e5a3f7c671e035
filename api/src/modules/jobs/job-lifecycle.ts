import type { Knex } from 'knex';
import { recordJobWebhookEvent } from './job-webhook-events';

/**
 * Job lifecycle (docs/jobs.md). Stored statuses; "active" is derived: status 'publish' and a deadline that has
 * not passed, so a job stops being listed the day after its end date without anyone acting.
 */
/** 'hidden': taken down by a moderator after a report (docs/reports.md); only the reports queue puts it back. */
export const JOB_STATUSES = ['draft', 'pending', 'publish', 'closed', 'expired', 'filled', 'hidden'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Values accepted by `update-job-post-status`: the stored statuses plus the list names active / in-active. */
export const STATUS_ALIASES: Readonly<Record<string, JobStatus>> = { active: 'publish', 'in-active': 'closed', inactive: 'closed' };

/**
 * Allowed status changes. A pending job is published or returned to draft only through the moderation queue when
 * someone outside its organisation decides (docs/moderation.md); its own employer may withdraw it to draft.
 * Publishing again needs a deadline today or later (checked by the service).
 */
export const JOB_STATUS_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  draft: ['publish', 'closed'],
  pending: ['publish', 'draft', 'closed'],
  publish: ['closed', 'filled', 'draft'],
  closed: ['publish', 'filled'],
  expired: ['publish', 'closed', 'filled'],
  filled: ['publish', 'closed'],
  // No way out for the owner (nor by this route for anyone): the reports queue's restore puts the old status back.
  hidden: [],
};

export const canChangeJobStatus = (from: JobStatus, to: JobStatus): boolean =>
  from === to || JOB_STATUS_TRANSITIONS[from].includes(to);

export const isJobStatus = (value: unknown): value is JobStatus =>
  typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);

/** Active = published and the deadline (a calendar date, inclusive) is today or later. */
export const isActiveJob = (job: { status: string; end_date: string }, today: string): boolean =>
  job.status === 'publish' && job.end_date >= today;

/** The same rule as SQL, for `alias.status` and `alias.end_date`. */
export function whereActive<T extends Knex.QueryBuilder>(query: T, alias: string, today: string): T {
  return query.where(`${alias}.status`, 'publish').where(`${alias}.end_date`, '>=', today) as T;
}

/**
 * The periodic sweep: flips published jobs whose deadline has passed to 'expired' and records one event per job.
 * Safe to run from any number of processes at once (the UPDATE only takes rows still in 'publish').
 * Schedule it daily (the queue module does); listings never depend on it having run.
 */
export async function expireOverdueJobs(db: Knex, today: string): Promise<number[]> {
  return db.transaction(async (trx) => {
    const rows: { id: number }[] = await trx('jobs')
      .where('status', 'publish')
      .where('end_date', '<', today)
      .update({ status: 'expired', modified_at: trx.fn.now() })
      .returning(['id']);
    if (rows.length > 0) {
      await trx('events').insert(
        rows.map((row) => ({
          actor_user_id: null,
          entity: 'job',
          entity_id: String(row.id),
          action: 'status',
          from_value: 'publish',
          to_value: 'expired',
          details: JSON.stringify({ reason: 'deadline passed', today }),
        })),
      );
      await recordJobWebhookEvent(trx, 'job.expired', rows.map((row) => row.id));
    }
    return rows.map((row) => row.id);
  });
}
