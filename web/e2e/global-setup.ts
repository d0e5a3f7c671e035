// Once per journey run: a fresh database, the SPA built for this run's API port, the real API serving it,
// and everything removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { demoSiteEnv, startApi } from './support/api-server';
import { buildSpaFor } from './support/build-spa';
import { freePort } from './support/ports';
import { provisionTestDatabase } from './support/test-database';
import './support/context';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(webDir, '..');

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    throw new Error('Chromium not found: install Debian\'s chromium (/usr/bin/chromium) or set CHROMIUM_PATH.');
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'fj-e2e-'));
  const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? path.join(os.tmpdir(), 'fj-e2e-artifacts');
  rmSync(artifactsDir, { recursive: true, force: true });
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const spaDir = path.join(runDir, 'spa');

  await buildSpaFor(apiUrl, webDir, spaDir, path.join(runDir, 'vite-build.log'));
  const database = await provisionTestDatabase(process.env.DATABASE_URL);
  let api;
  try {
    api = await startApi({
      repoRoot,
      apiUrl,
      webUrl,
      logFile: path.join(runDir, 'api.log'),
      env: demoSiteEnv({ apiPort, webPort, webUrl, spaDir, dataDir: path.join(runDir, 'data'), databaseUrl: database.url }),
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  console.log(`[e2e] API ${apiUrl} and SPA ${webUrl} on ${database.description}; logs in ${runDir}`);

  project.provide('webUrl', webUrl);
  project.provide('apiUrl', apiUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('artifactsDir', artifactsDir);

  return async () => {
    await api.stop();
    await database.drop();
    rmSync(path.join(runDir, 'data'), { recursive: true, force: true });
    rmSync(spaDir, { recursive: true, force: true });
  };
}
