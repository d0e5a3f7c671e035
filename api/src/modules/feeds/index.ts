import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createFeedsRepo } from './feeds.repo';
import { registerFeedsRoutes } from './feeds.routes';

export interface FeedsModuleDeps {
  db: Knex;
  publicWebUrl: string;
  now: () => Date;
}

/** sitemap.xml, the RSS 2.0 jobs feed and the Indeed-style XML jobs feed. */
export function createFeedsModule(app: FastifyInstance, deps: FeedsModuleDeps): void {
  registerFeedsRoutes(app, { feeds: createFeedsRepo(deps.db), publicWebUrl: deps.publicWebUrl, now: deps.now });
}
