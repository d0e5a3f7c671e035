import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createCommunityRepo } from './community.repo';
import { registerCommunityRoutes } from './community.routes';
import { createCommunityService } from './community.service';

export interface CommunityModuleDeps {
  db: Knex;
  now: () => Date;
}

export function createCommunityModule(app: FastifyInstance, deps: CommunityModuleDeps): void {
  registerCommunityRoutes(app, createCommunityService({ db: deps.db, repo: createCommunityRepo(deps.db), now: deps.now }));
}
