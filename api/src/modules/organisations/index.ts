import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Actor } from '../../plugins/policy-types';
import { employerDashboard } from './employer-dashboard';
import type { EmployerDashboardData } from './organisations.schemas';
import { createOrganisationsRepo } from './organisations.repo';
import { registerOrganisationsRoutes } from './organisations.routes';
import { createOrganisationsService } from './organisations.service';

export { createOrganisationsAdminReads, type EmployerFilters, type OrganisationsAdminReads } from './organisations.admin-reads';

export interface OrganisationsModuleDeps {
  db: Knex;
  publicWebUrl: string;
  now: () => Date;
}

export function createOrganisationsModule(app: FastifyInstance, deps: OrganisationsModuleDeps): void {
  registerOrganisationsRoutes(app, createOrganisationsService({ db: deps.db, repo: createOrganisationsRepo(deps.db), now: deps.now }));
}

/** `GET /get-dashboard-data` for employer roles (the candidates module dispatches to it by role). */
export function employerDashboardFor(deps: OrganisationsModuleDeps): (actor: Actor) => Promise<EmployerDashboardData> {
  const repo = createOrganisationsRepo(deps.db);
  return (actor) => employerDashboard({ ...deps, repo }, actor);
}

/** The company profile fields `GET /get-profile` adds for employer accounts and their team (`employerProfile`). */
export function employerProfileForAccount(db: Knex): (employerId: number) => Promise<object | undefined> {
  const service = createOrganisationsService({ db, repo: createOrganisationsRepo(db), now: () => new Date() });
  return (employerId) => service.profileFor(employerId);
}

/** For the media module: an organisation's logo is public like a public profile photo. */
export function isEmployerLogo(db: Knex): (mediaId: number) => Promise<boolean> {
  const repo = createOrganisationsRepo(db);
  return (mediaId) => repo.isEmployerLogo(mediaId);
}
