import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail';
import { registerAdminRoutes } from './admin.routes';

export function createAdminModule(app: FastifyInstance, deps: { mailer: Mailer }): void {
  registerAdminRoutes(app, deps);
}
