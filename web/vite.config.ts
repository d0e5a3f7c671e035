import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm:<package>` for a dependency, the repository-relative path for our own sources. */
function moduleName(id: string): string {
  const clean = id.replace(/\?.*$/, '');
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inPackage) return `npm:${inPackage[1]}`;
  return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
}

/**
 * Writes `.vite/chunk-modules.json` (chunk file → the modules inside it) next to Vite's manifest, so the bundle
 * budget (scripts/lib/bundle-budget.mjs) can assert what the first load carries, not only how much.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'fj-chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = [...new Set(output.moduleIds.map(moduleName))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) });
    },
  };
}

export default defineConfig({
  plugins: [react(), chunkModulesReport()],
  // The manifest is what the bundle budget walks (entry → static imports → the home route's lazy chunks).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  preview: { port: Number(process.env.WEB_PORT ?? 3000) },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    // Under CI's 2-core load a test may once lose a race with a lazy chunk (seen: the submit-a-job form test, green
    // alone and in most full runs). One retry in CI only; a test that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    css: false,
  },
});
