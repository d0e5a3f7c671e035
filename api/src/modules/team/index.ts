import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createUsersRepo } from '../users/users.repo';
import { createTeamRepo } from './team.repo';
import { registerTeamRoutes } from './team.routes';
import { createTeamService } from './team.service';

export function createTeamModule(app: FastifyInstance, deps: { db: Knex }): void {
  registerTeamRoutes(app, createTeamService({ db: deps.db, repo: createTeamRepo(deps.db), users: createUsersRepo(deps.db) }));
}
