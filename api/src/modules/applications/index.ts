import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import type { EmployerMediaAccess } from '../media/media-access';
import { createMediaRepo } from '../media/media.repo';
import { createUsersRepo } from '../users/users.repo';
import { createApplicationsRepo } from './applications.repo';
import { registerApplicationsRoutes } from './applications.routes';
import { createApplicationsService } from './applications.service';

export { APPLICATION_MESSAGES } from './applications.service';
export { applicationThreadPolicy } from './application-thread-policy';
export { createApplicationsAdminReads, type ApplicationFilters, type ApplicationsAdminReads } from './applications.admin-reads';

export interface ApplicationsModuleDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  now: () => Date;
}

export function createApplicationsModule(app: FastifyInstance, deps: ApplicationsModuleDeps): void {
  const service = createApplicationsService({
    db: deps.db,
    applications: createApplicationsRepo(deps.db),
    users: createUsersRepo(deps.db),
    media: createMediaRepo(deps.db),
    mailer: deps.mailer,
    publicWebUrl: deps.publicWebUrl,
    now: deps.now,
    log: app.log,
  });
  registerApplicationsRoutes(app, service);
}

/**
 * The media module's employer check (media-access.ts): an employer (and its team) may read a file that is the CV
 * of an application to one of its jobs.
 */
export function employerMayReadAppliedCv(db: Knex): EmployerMediaAccess {
  const applications = createApplicationsRepo(db);
  return (employerId, media) => (media.kind === 'cv' ? applications.cvAppliedToEmployer(media.id, employerId) : Promise.resolve(false));
}

/** For the candidate dashboard's appliedJobs figure. */
export function appliedJobsCounter(db: Knex): (userId: number) => Promise<number> {
  const applications = createApplicationsRepo(db);
  return (userId) => applications.countForCandidate(userId);
}
