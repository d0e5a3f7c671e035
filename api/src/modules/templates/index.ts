import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createTemplatesRepo } from './templates.repo';
import { registerTemplatesRoutes } from './templates.routes';
import { createTemplatesService } from './templates.service';

export { TEMPLATES_API } from './templates.routes';

export function createTemplatesModule(app: FastifyInstance, deps: { db: Knex }): void {
  registerTemplatesRoutes(app, createTemplatesService({ db: deps.db, repo: createTemplatesRepo(deps.db) }));
}
