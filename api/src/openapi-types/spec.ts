import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';
import { createMailer } from '../mail';
import { offlineAppSettings } from '../offline-settings';
import { createDiskStorage } from '../storage';

/**
 * The OpenAPI document the API serves, from an app built on an empty in-memory PGlite: building the routes needs no
 * schema, data or configuration, and nothing in the document depends on them.
 */
export async function buildOpenApiDocument(): Promise<object> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fj-api-types-'));
  const db = await connectDatabase({});
  try {
    const app = await buildApp({
      config: offlineAppSettings('api-types-generation-only-secret-not-used-to-sign'),
      db: db.knex,
      mailer: createMailer({ mailFrom: 'Football Jobs <no-reply@example.test>', dataDir, logger: { info: () => undefined } }),
      storage: createDiskStorage(join(dataDir, 'uploads')),
    });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
