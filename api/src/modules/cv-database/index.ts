import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createCvDatabaseRepo } from './cv-database.repo';
import { registerCvDatabaseRoutes } from './cv-database.routes';
import { createCvDatabaseService } from './cv-database.service';

export function createCvDatabaseModule(app: FastifyInstance, deps: { db: Knex }): void {
  registerCvDatabaseRoutes(app, createCvDatabaseService({ repo: createCvDatabaseRepo(deps.db) }));
}
