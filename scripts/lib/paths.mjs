// Absolute locations every script shares, so no script depends on the directory it was started from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const webDir = path.join(repoRoot, 'web');
export const webDist = path.join(webDir, 'dist');
export const apiEntry = path.join(repoRoot, 'api', 'src', 'server.ts');
export const workspacePackages = ['shared', 'api', 'web', 'migrations', 'seeds', 'docs/examples'];
