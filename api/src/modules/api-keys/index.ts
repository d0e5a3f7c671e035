import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createApiKeysRepo } from './api-keys.repo';
import { registerApiKeysRoutes } from './api-keys.routes';
import { createApiKeysService } from './api-keys.service';

export { apiKeyVerifier, API_KEY_MESSAGES, type VerifiedKey } from './key-auth';

export interface ApiKeysModuleDeps {
  db: Knex;
  now: () => Date;
}

/** Issue 24 (docs/api-keys.md): people's keys for scripts; the auth plugin checks them with `apiKeyVerifier`. */
export function createApiKeysModule(app: FastifyInstance, deps: ApiKeysModuleDeps): void {
  registerApiKeysRoutes(app, createApiKeysService({ db: deps.db, keys: createApiKeysRepo(deps.db), now: deps.now }));
}
