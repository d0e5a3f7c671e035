// Builds the SPA into web/dist when it is missing, older than its sources, or built for another API URL.
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';
import { repoRoot, webDir, webDist } from './paths.mjs';
import { pnpm } from './pnpm.mjs';

const STAMP_FILE = '.build-stamp.json';
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'shared/src'];

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, STAMP_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why web/dist must be (re)built, or undefined when it is current. */
export function spaBuildReason(viteApiUrl = process.env.VITE_API_URL ?? '') {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return 'web/dist is missing';
  const stamp = readStamp();
  if (!stamp) return 'web/dist has no build stamp';
  if (stamp.viteApiUrl !== viteApiUrl) return `web/dist was built for VITE_API_URL="${stamp.viteApiUrl}"`;
  const builtAt = fs.statSync(index).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(repoRoot, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** `vite build` of the web package into web/dist, stamped with the VITE_API_URL it was built for. */
export async function buildSpa(viteApiUrl = process.env.VITE_API_URL ?? '') {
  const env = { ...process.env };
  if (viteApiUrl) env.VITE_API_URL = viteApiUrl;
  else delete env.VITE_API_URL;
  const code = await pnpm(['--filter', '@fj/web', 'build'], { env, cwd: webDir });
  if (code !== 0) throw new Error(`the SPA build (vite build in web/) failed (exit ${code})`);
  fs.writeFileSync(path.join(webDist, STAMP_FILE), JSON.stringify({ viteApiUrl, builtAt: new Date().toISOString() }));
}

/** Builds only when spaBuildReason() says so. */
export async function ensureSpaBuilt() {
  const reason = spaBuildReason();
  if (!reason) return false;
  console.log(`[setup] Building the SPA (${reason})…`);
  await buildSpa();
  return true;
}
