// Browser journeys: real Chromium against the real API and the built SPA. One worker, because every file
// drives the same API and database that global-setup starts once.
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const names = (list: string | undefined): string[] => (list ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const only = names(process.env.E2E_ONLY);

export default defineConfig({
  // Keep vitest's cache with the web package's, not in a node_modules folder inside e2e/.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-e2e', import.meta.url)),
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // E2E_ONLY=a,b runs those journeys alone and E2E_EXCLUDE=a,b leaves them out, by name (.ci/run's Postgres pass).
    include: only.length ? only.map((name) => `**/${name}.e2e.ts`) : ['**/*.e2e.ts'],
    exclude: [...configDefaults.exclude, ...names(process.env.E2E_EXCLUDE).map((name) => `**/${name}.e2e.ts`)],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    // Tests marked concurrent (every-link's walks, each in its own browser context) run two at a time: three, beside
    // the API, the database and Chromium on a 2-core CI machine, timed out now and then.
    maxConcurrency: 2,
    testTimeout: 60_000,
    // One retry in CI for a journey that loses a timing race on a loaded 2-core machine (seen once: the search
    // journey, green in the runs before and after). A journey that fails twice still fails the run.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
