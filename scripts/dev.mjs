// `pnpm dev`: the API in watch mode (restarts on change) and the Vite dev server with hot reload.
// The Vite dev server is the SPA here (on WEB_PORT).
import { assertSupportedNode } from './lib/node-version.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { apiEntry, webDir } from './lib/paths.mjs';
import { spawnForwardingSignals } from './lib/run.mjs';
import { fileURLToPath } from 'node:url';
import { applyApiPortToViteEnv } from './lib/vite-api-url.mjs';

assertSupportedNode();
applyApiPortToViteEnv('dev');
await ensureDependencies();

const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
const viteCli = fileURLToPath(new URL('../web/node_modules/vite/bin/vite.js', import.meta.url));
const webPort = process.env.WEB_PORT ?? '3000';
const spaOrigins = `http://localhost:${webPort},http://127.0.0.1:${webPort}`;
// The API serves web/dist on WEB_PORT whenever a build exists; here Vite owns that port, so the API's copy is put
// on a throwaway port (0 = any free one) and the origins it would derive from WEB_PORT are given explicitly.
const apiEnv = {
  ...process.env,
  SEED: process.env.SEED ?? 'demo',
  WEB_PORT: '0',
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? spaOrigins,
  PUBLIC_WEB_URL: process.env.PUBLIC_WEB_URL ?? `http://localhost:${webPort}`,
};
delete apiEnv.WEB_DIST;

const children = [
  spawnForwardingSignals(process.execPath, [tsxCli, 'watch', '--clear-screen=false', apiEntry], { env: apiEnv }),
  spawnForwardingSignals(process.execPath, [viteCli, '--strictPort'], { cwd: webDir }),
];
console.log(`[dev] API on http://localhost:${process.env.API_PORT ?? 4000}, SPA (Vite, hot reload) on http://localhost:${webPort}`);

// One half without the other is not a dev environment: when either stops, stop both.
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
