import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Storage } from '../../../storage';
import { createMediaRepo } from '../../media/media.repo';
import { createAuthoringRepo } from './authoring.repo';
import { registerAuthoringRoutes } from './authoring.routes';
import { createAuthoringService } from './authoring.service';

export { isCoachingCover } from './cover-access';

export interface CoachingAuthoringModuleDeps {
  db: Knex;
  storage: Storage;
  now: () => Date;
}

/** Authoring for coaches (their own courses) and administrators (all): docs/coaching.md "Authoring". */
export function createCoachingAuthoringModule(app: FastifyInstance, deps: CoachingAuthoringModuleDeps): void {
  const service = createAuthoringService({
    db: deps.db,
    repo: createAuthoringRepo(deps.db),
    media: createMediaRepo(deps.db),
    storage: deps.storage,
    now: deps.now,
    log: app.log,
  });
  registerAuthoringRoutes(app, service);
}
