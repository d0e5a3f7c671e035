// `pnpm start`: one process to try the platform on a fresh clone with only Node 20+.
// Installs dependencies and builds the SPA and the API when needed (each only when a source changed), then runs the
// built API (which migrates, seeds the demo data into an empty database and serves the built SPA on WEB_PORT).
import { assertSupportedNode } from './lib/node-version.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ensureApiBuilt, builtApiEntry } from './lib/api-build.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';
import { webDist } from './lib/paths.mjs';
import { spawnForwardingSignals } from './lib/run.mjs';
import { applyApiPortToViteEnv } from './lib/vite-api-url.mjs';

assertSupportedNode();
applyApiPortToViteEnv('start');

try {
  await ensureDependencies();
  await ensureSpaBuilt();
  await ensureApiBuilt();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// Replies by email to message notifications are taken on 2525 unless told otherwise (docs/reply-by-email.md).
const env = { ...process.env, WEB_DIST: process.env.WEB_DIST ?? webDist, SEED: process.env.SEED ?? 'demo', INBOUND_SMTP_PORT: process.env.INBOUND_SMTP_PORT ?? '2525' };
const server = spawnForwardingSignals(process.execPath, ['--enable-source-maps', builtApiEntry], { env });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
