import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createUsersRepo } from '../users/users.repo';
import { createClubsRepo, createStaffRepo } from './clubs-staff.repo';
import { createCompetitionsRepo } from './competitions.repo';
import { registerFootballEditRoutes } from './football-admin.routes';
import { registerFootballRoutes } from './football.routes';
import { createFootballService } from './football.service';
import { registerIdentityRoutes } from './identity/identity.routes';
import { registerPhotoRoutes } from './photos.routes';
import { createPlayerEditService } from './player-edit.service';
import { createPlayersRepo } from './players.repo';

export { importFootballJson, formatImportReport, type ImportReport } from './import';

export interface FootballModuleDeps {
  db: Knex;
  now: () => Date;
}

/** Football database (issue 12, docs/football.md): players, staff, clubs, competitions, tables, importer. */
export function createFootballModule(app: FastifyInstance, deps: FootballModuleDeps): void {
  const players = createPlayersRepo(deps.db);
  const competitions = createCompetitionsRepo(deps.db);
  const clubs = createClubsRepo(deps.db);
  const staff = createStaffRepo(deps.db);
  const service = createFootballService({ db: deps.db, players, competitions, clubs, staff, now: deps.now });
  registerFootballRoutes(app, { service, users: createUsersRepo(deps.db) });
  registerFootballEditRoutes(app, { db: deps.db, edit: createPlayerEditService({ db: deps.db, players, clubs }), competitions, players });
  registerPhotoRoutes(app, deps.db);
  registerIdentityRoutes(app, deps.db);
}
