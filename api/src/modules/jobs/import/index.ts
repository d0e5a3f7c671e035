import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { JobsService } from '../jobs.service';
import { createJobImportRepo } from './job-import.repo';
import { registerJobImportRoutes } from './job-import.routes';
import { createJobImportService } from './job-import.service';

export { IMPORT_BODY_LIMIT_BYTES } from './job-import.routes';

/** The ATS import (issue 24, docs/job-import.md): POST /job-api/jobs/import. */
export function createJobImportModule(app: FastifyInstance, deps: { db: Knex; jobs: JobsService; now: () => Date }): void {
  const importer = createJobImportService({ db: deps.db, jobs: deps.jobs, repo: createJobImportRepo(deps.db), now: deps.now });
  registerJobImportRoutes(app, { importer });
}
