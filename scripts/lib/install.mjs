// Installs the workspace's dependencies when node_modules is missing or older than the manifests.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, workspacePackages } from './paths.mjs';
import { pnpm } from './pnpm.mjs';

const INSTALL_GRACE_MS = 10_000;

function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Why an install is needed, or undefined when node_modules matches the lockfile and every package.json. */
export function installReason() {
  // pnpm rewrites this copy of the lockfile at the end of every successful install.
  const installedAt = mtimeOf(path.join(repoRoot, 'node_modules', '.pnpm', 'lock.yaml'));
  if (installedAt === undefined) return 'node_modules is missing';
  for (const pkg of workspacePackages) {
    if (!fs.existsSync(path.join(repoRoot, pkg, 'node_modules'))) return `${pkg}/node_modules is missing`;
  }
  const manifests = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', ...workspacePackages.map((p) => `${p}/package.json`)];
  // `pnpm add` rewrites package.json a moment after the lockfile copy, hence the grace period.
  const newer = manifests.find((file) => (mtimeOf(path.join(repoRoot, file)) ?? 0) > installedAt + INSTALL_GRACE_MS);
  return newer ? `${newer} changed since the last install` : undefined;
}

/** Runs `pnpm install --frozen-lockfile` if needed; throws when the install fails. */
export async function ensureDependencies() {
  const reason = installReason();
  if (!reason) return false;
  console.log(`[setup] Installing dependencies (${reason})…`);
  const code = await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
  return true;
}
