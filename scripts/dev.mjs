// `pnpm dev`: the API in watch mode (restarts on change) and the Vite dev server with hot reload.
// The dev server is the SPA here, so the API does not serve web/dist (WEB_DIST is cleared).
import { assertSupportedNode } from './lib/node-version.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { apiEntry, webDir } from './lib/paths.mjs';
import { spawnForwardingSignals } from './lib/run.mjs';
import { fileURLToPath } from 'node:url';

assertSupportedNode();
await ensureDependencies();

const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
const viteCli = fileURLToPath(new URL('../web/node_modules/vite/bin/vite.js', import.meta.url));
const apiEnv = { ...process.env, SEED: process.env.SEED ?? 'demo' };
delete apiEnv.WEB_DIST;

const children = [
  spawnForwardingSignals(process.execPath, [tsxCli, 'watch', '--clear-screen=false', apiEntry], { env: apiEnv }),
  spawnForwardingSignals(process.execPath, [viteCli, '--strictPort'], { cwd: webDir }),
];
console.log(`[dev] API on http://localhost:${process.env.API_PORT ?? 4000}, SPA on http://localhost:${process.env.WEB_PORT ?? 3000}`);

// One half without the other is not a dev environment: when either stops, stop both.
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
