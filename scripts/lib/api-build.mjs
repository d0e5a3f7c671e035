// The API as built JavaScript (api/dist): `pnpm build` makes it, `pnpm start` runs it, rebuilding first only when a
// source is newer than the build. tsx stays for `pnpm dev`, the tests and the scripts. One esbuild bundle per entry
// (server, worker, database CLI) holds the API and the workspace packages it imports (@fj/shared, @fj/migrations,
// @fj/seeds: TypeScript that Node cannot load); every other package stays in node_modules, loaded by Node as usual.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './newest-mtime.mjs';
import { repoRoot } from './paths.mjs';

export const apiDist = path.join(repoRoot, 'api', 'dist');
export const builtApiEntry = path.join(apiDist, 'server.js');
const ENTRIES = { server: 'api/src/server.ts', worker: 'api/src/worker.ts', 'db-cli': 'api/src/db/cli.ts' };
const SOURCES = ['api/src', 'api/package.json', 'shared/src', 'shared/package.json', 'migrations', 'seeds', 'pnpm-lock.yaml'];
const STAMP_FILE = path.join(apiDist, '.build-stamp.json');

/** Why api/dist must be (re)built, or undefined when it is current. */
export function apiBuildReason() {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'));
  } catch {
    return 'api/dist is missing';
  }
  if (Object.keys(ENTRIES).some((name) => !fs.existsSync(path.join(apiDist, `${name}.js`)))) return 'api/dist is incomplete';
  const changed = SOURCES.find((source) => newestMtime(path.join(repoRoot, source)) > stamp.sourcesAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Keeps every package import external except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@fj/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildApi() {
  // Taken before reading, so a source saved during the build makes the next start build again.
  const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(repoRoot, source))));
  fs.rmSync(apiDist, { recursive: true, force: true });
  await build({
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES)),
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Function and class names stay as written: logs and error stacks name them.
    keepNames: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  fs.writeFileSync(STAMP_FILE, JSON.stringify({ sourcesAt, builtAt: new Date().toISOString() }));
}

/** Builds only when apiBuildReason() says so. */
export async function ensureApiBuilt() {
  const reason = apiBuildReason();
  if (!reason) return false;
  console.log(`[setup] Building the API (${reason})…`);
  await buildApi();
  return true;
}
