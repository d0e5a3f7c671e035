import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { candidateProfileForAccount } from '../candidates';
import { createEmployersRepo } from '../employers/employers.repo';
import { employerProfileForAccount } from '../organisations';
import { registerUsersRoutes } from './users.routes';
import { createUsersRepo } from './users.repo';
import { createUsersService } from './users.service';

export { createUsersAdminRepo, type AdminUserListRow, type AdminUserRow, type UserListFilters, type UsersAdminRepo } from './users.admin';

export function createUsersModule(app: FastifyInstance, deps: { db: Knex }): void {
  registerUsersRoutes(
    app,
    createUsersService({
      users: createUsersRepo(deps.db),
      employers: createEmployersRepo(deps.db),
      candidateProfile: candidateProfileForAccount(deps.db),
      employerProfile: employerProfileForAccount(deps.db),
    }),
  );
}
