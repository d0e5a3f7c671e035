import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { createAuditModule } from '../audit';
import type { AuthService } from '../auth';
import { createJobSearchRepo, createJobsRepo, createJobsService } from '../jobs';
import { createAdminCreditsRepo, createAdminCreditsService } from '../memberships';
import { registerAdminJobRoutes } from './admin-jobs.routes';
import { createAdminDashboardRepo } from './admin-dashboard.repo';
import { createAdminOrganisationsRepo } from './admin-organisations.repo';
import { registerAdminReadRoutes } from './admin-reads.routes';
import { registerAdminRoutes } from './admin.routes';
import { createAdminTransactionsRepo } from './admin-transactions.repo';
import { createAdminUsersRepo } from './admin-users.repo';
import { registerAdminUsersRoutes } from './admin-users.routes';
import { createAdminUsersService } from './admin-users.service';

export function createAdminModule(app: FastifyInstance, deps: { db: Knex; mailer: Mailer; auth: AuthService; now: () => Date }): void {
  registerAdminRoutes(app, deps);
  createAuditModule(app, { db: deps.db });
  const credits = createAdminCreditsService({ db: deps.db, repo: createAdminCreditsRepo(deps.db), now: deps.now });
  registerAdminUsersRoutes(app, createAdminUsersService({ db: deps.db, repo: createAdminUsersRepo(deps.db), auth: deps.auth, credits, now: deps.now }));
  const organisations = createAdminOrganisationsRepo(deps.db);
  registerAdminReadRoutes(app, {
    dashboard: createAdminDashboardRepo(deps.db),
    transactions: createAdminTransactionsRepo(deps.db),
    organisations,
    now: deps.now,
  });
  const jobs = createJobsService({ db: deps.db, jobs: createJobsRepo(deps.db), search: createJobSearchRepo(deps.db), now: deps.now });
  registerAdminJobRoutes(app, { organisations, jobs, now: deps.now });
}
