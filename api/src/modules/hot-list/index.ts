import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createCvDatabaseRepo } from '../cv-database/cv-database.repo';
import { createHotListRepo } from './hot-list.repo';
import { registerHotListRoutes } from './hot-list.routes';
import { createHotListService } from './hot-list.service';

export { hotListWeeklyTask, isoWeekOf, runHotListWeekly, type HotListWeeklySummary } from './hot-list-weekly';

export function createHotListModule(app: FastifyInstance, deps: { db: Knex; now: () => Date }): void {
  registerHotListRoutes(app, createHotListService({ db: deps.db, repo: createHotListRepo(deps.db), cv: createCvDatabaseRepo(deps.db), now: deps.now }));
}
