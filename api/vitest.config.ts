import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds once per run; each file then copies that template (see test/database-templates.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database; two workers match the 2-core CI machine. 'threads' measured no faster
    // (Postgres suite 103 s vs 109 s, same load); forks keep each file's PGlite WASM memory and native modules apart.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // Generous: starting PGlite (WASM) takes ~1 s idle but far longer on a loaded CI machine.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
