import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, type DatabaseTemplates } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Built once per run; createTestContext copies it instead of migrating and seeding in every file. */
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(join(tmpdir(), 'fj-api-templates-'));
  try {
    const built = await buildDatabaseTemplates(workDir, process.env.DATABASE_URL);
    project.provide('databaseTemplates', built.templates);
    return async () => {
      try {
        await built.dispose();
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
