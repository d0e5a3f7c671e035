import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createUsersRepo } from '../users/users.repo';
import { createJobSearchRepo } from './job-search.repo';
import { registerJobPostingRoutes } from './job-posting.routes';
import { createJobsRepo } from './jobs.repo';
import { registerPublicJobRoutes } from './jobs.routes';
import { createJobsService } from './jobs.service';
import { createJobImportModule } from './import';
import type { ModerationSettings } from '../moderation';

export { jobAccessFor, type JobViewer } from './job-access';
export { expireOverdueJobs, isActiveJob, JOB_STATUSES, JOB_STATUS_TRANSITIONS, type JobStatus } from './job-lifecycle';
export { createJobsRepo, type JobRecord } from './jobs.repo';
export { createJobsService, type JobsService } from './jobs.service';
export { createJobSearchRepo } from './job-search.repo';
export { employerOpenJobsSql } from './job-open-counts';
export { createJobsAdminReads, type JobsAdminReads } from './jobs.admin-reads';

export interface JobsModuleDeps {
  db: Knex;
  now: () => Date;
  /** The moderation detectors' settings (docs/moderation.md). */
  moderation?: ModerationSettings;
}

export function createJobsModule(app: FastifyInstance, deps: JobsModuleDeps): void {
  const jobs = createJobsRepo(deps.db);
  const service = createJobsService({ db: deps.db, jobs, search: createJobSearchRepo(deps.db), now: deps.now, moderation: deps.moderation });
  registerPublicJobRoutes(app, { service, users: createUsersRepo(deps.db) });
  registerJobPostingRoutes(app, { service });
  createJobImportModule(app, { db: deps.db, jobs: service, now: deps.now });
}
