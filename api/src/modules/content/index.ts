import type { FastifyInstance } from 'fastify';
import { registerContentRoutes } from './content.routes';
import { createContentService } from './content.service';

export function createContentModule(app: FastifyInstance): void {
  registerContentRoutes(app, createContentService());
}
