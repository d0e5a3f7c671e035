import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createAuditRepo } from './audit.repo';
import { registerAuditRoutes } from './audit.routes';

export { recordAudit, type AuditEntry } from './audit.repo';

export function createAuditModule(app: FastifyInstance, deps: { db: Knex }): void {
  registerAuditRoutes(app, createAuditRepo(deps.db));
}
