import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Storage } from '../../storage';
import { createMediaRepo } from '../media/media.repo';
import { contractAdviceThreadPolicy } from './contract-advice-thread-policy';
import { createContractAdviceRepo } from './contract-advice.repo';
import { registerContractAdviceRoutes } from './contract-advice.routes';
import { createContractAdviceService } from './contract-advice.service';

export { contractAdviceThreadPolicy } from './contract-advice-thread-policy';
export { contractFileAccess } from './contract-file-access';

export interface ContractAdviceModuleDeps {
  db: Knex;
  storage: Storage;
  now: () => Date;
}

/** Specialist contract advice (docs/contract-advice.md). */
export function createContractAdviceModule(app: FastifyInstance, deps: ContractAdviceModuleDeps): void {
  const service = createContractAdviceService({
    db: deps.db,
    repo: createContractAdviceRepo(deps.db),
    media: createMediaRepo(deps.db),
    storage: deps.storage,
    threadPolicy: contractAdviceThreadPolicy(deps.db),
    now: deps.now,
    log: app.log,
  });
  registerContractAdviceRoutes(app, service);
}
