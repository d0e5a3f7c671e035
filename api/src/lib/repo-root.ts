import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The workspace root (the folder holding pnpm-workspace.yaml), found by walking up from this module. The API runs
 * both from its TypeScript sources (api/src/…, under tsx) and from the built bundle (api/dist/server.js), so a fixed
 * number of `..` from `import.meta.url` would be right in only one of them.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${start}`);
  }
}

export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
