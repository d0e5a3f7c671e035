import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Storage } from '../../storage';
import { createPartnerDownloadsRepo } from './partner-downloads.repo';
import { registerPartnerDownloadsRoutes } from './partner-downloads.routes';
import { createPartnerDownloadsService } from './partner-downloads.service';

export interface PartnerDownloadsModuleDeps {
  db: Knex;
  storage: Storage;
  now: () => Date;
}

export function createPartnerDownloadsModule(app: FastifyInstance, deps: PartnerDownloadsModuleDeps): void {
  const service = createPartnerDownloadsService({ db: deps.db, repo: createPartnerDownloadsRepo(deps.db), storage: deps.storage, now: deps.now, log: app.log });
  registerPartnerDownloadsRoutes(app, service);
}
