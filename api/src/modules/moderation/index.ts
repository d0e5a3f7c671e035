import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { createModerationRepo } from './moderation.repo';
import { registerModerationRoutes } from './moderation.routes';
import { createModerationService } from './moderation.service';

/** Job moderation (docs/moderation.md): the queue, the word list, employer trust; the detectors the jobs module runs. */
export { reasonsToHold, recordSubmission, type ModerationSettings, type SubmittedJob } from './job-review';
export { moderationStates, type JobModerationState } from './moderation.repo';
export { signUnsignedJobs } from './near-duplicates';
export { APPROVALS_TO_TRUST } from './moderation.service';

export interface ModerationModuleDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  now: () => Date;
}

export function createModerationModule(app: FastifyInstance, deps: ModerationModuleDeps) {
  const service = createModerationService({ ...deps, repo: createModerationRepo(deps.db) });
  registerModerationRoutes(app, service);
  return service;
}

/** The trust fields the admin employer read adds (docs/moderation.md). */
export async function employerTrustFields(db: Knex, employerId: number) {
  const row = await createModerationRepo(db).employerTrust(db, employerId);
  return row
    ? { trusted: row.trusted_at !== null, trustedReason: row.trusted_reason, trustedAt: row.trusted_at ? new Date(row.trusted_at).toISOString() : null, approvedJobs: Number(row.approved_job_count) }
    : {};
}
