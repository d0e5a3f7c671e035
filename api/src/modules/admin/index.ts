import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { createApplicationsAdminReads } from '../applications';
import { createAuditModule } from '../audit';
import type { AuthService } from '../auth';
import { createJobsAdminReads, createJobSearchRepo, createJobsRepo, createJobsService } from '../jobs';
import { createAdminCreditsRepo, createAdminCreditsService } from '../memberships';
import { createOrganisationsAdminReads } from '../organisations';
import { createPaymentsAdminReads } from '../payments';
import { createUsersAdminRepo } from '../users';
import { employerTrustFields } from '../moderation';
import { registerAdminJobRoutes } from './admin-jobs.routes';
import { createAdminDashboardRepo } from './admin-dashboard.repo';
import { registerAdminReadRoutes } from './admin-reads.routes';
import { registerAdminRoutes } from './admin.routes';
import { registerAdminUsersRoutes } from './admin-users.routes';
import { createAdminUsersService } from './admin-users.service';

export { suspendAccount } from './admin-users.service';

/** Site-wide reads and user actions; other domains are read and written through their modules (ARCHITECTURE §7). */
export function createAdminModule(app: FastifyInstance, deps: { db: Knex; mailer: Mailer; auth: AuthService; now: () => Date }): void {
  const { db, now } = deps;
  registerAdminRoutes(app, deps);
  createAuditModule(app, { db });
  const users = createUsersAdminRepo(db);
  const applications = createApplicationsAdminReads(db);
  const payments = createPaymentsAdminReads(db);
  const organisations = createOrganisationsAdminReads(db);
  const jobsAdmin = createJobsAdminReads(db);
  const credits = createAdminCreditsService({ db, repo: createAdminCreditsRepo(db), now });
  registerAdminUsersRoutes(app, createAdminUsersService({ db, users, applications, payments, organisations, auth: deps.auth, credits, now }));
  registerAdminReadRoutes(app, { dashboard: createAdminDashboardRepo(db), payments, applications, organisations, jobs: jobsAdmin, users, employerTrust: (id) => employerTrustFields(db, id), now });
  const jobs = createJobsService({ db, jobs: createJobsRepo(db), search: createJobSearchRepo(db), now });
  registerAdminJobRoutes(app, { jobsAdmin, jobs, now });
}
