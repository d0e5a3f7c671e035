import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createSavedJobsRepo } from './saved-jobs.repo';
import { registerSavedJobsRoutes } from './saved-jobs.routes';
import { createSavedJobsService } from './saved-jobs.service';

export interface SavedJobsModuleDeps {
  db: Knex;
  now: () => Date;
}

export function createSavedJobsModule(app: FastifyInstance, deps: SavedJobsModuleDeps): void {
  registerSavedJobsRoutes(app, createSavedJobsService({ db: deps.db, saved: createSavedJobsRepo(deps.db), now: deps.now }));
}
