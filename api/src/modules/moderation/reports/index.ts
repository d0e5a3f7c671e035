import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../../mail';
import { createThrottle } from '../../../lib/throttle';
import { createUsersAdminRepo } from '../../users';
import { createUsersRepo } from '../../users/users.repo';
import { createReportObjects } from './report-objects';
import { createReportsRepo } from './reports.repo';
import { registerReportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export interface ReportsModuleDeps {
  db: Knex;
  mailer: Mailer;
  /** The server secret: visitors' addresses are stored only as a keyed hash. */
  secret: string;
  now: () => Date;
}

/** Issue 25 (docs/reports.md): reports of jobs, profiles, players, posts and messages, and the administrators' queue. */
export function registerReportsModule(app: FastifyInstance, deps: ReportsModuleDeps): void {
  const service = createReportsService({
    db: deps.db,
    repo: createReportsRepo(deps.db),
    objects: createReportObjects(deps.db),
    users: createUsersAdminRepo(deps.db),
    mailer: deps.mailer,
    throttle: createThrottle(deps.db, deps.now),
    secret: deps.secret,
    now: deps.now,
    log: app.log,
  });
  registerReportsRoutes(app, { service, users: createUsersRepo(deps.db) });
}
