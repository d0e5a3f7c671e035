import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../../config';
import { connectDatabase, pgliteDirFor } from '../../../db/connect';
import { migrateToLatest } from '../../../db/migration-source';
import { formatImportReport, ImportFileError, importFootballJson } from './index';

/**
 * `pnpm football:import <file-or-folder>…`: imports openfootball football.json files (a folder: every *.json in
 * it, sorted) into the configured database (DATABASE_URL, else the PGlite under DATA_DIR). One transaction per
 * file; a bad file is reported and skipped, the exit code is 1 if any failed.
 */
async function filesFrom(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) throw new ImportFileError(path, 'no such file or folder');
    if (info.isDirectory()) {
      const names = (await readdir(path)).filter((name) => name.toLowerCase().endsWith('.json')).sort();
      files.push(...names.map((name) => join(path, name)));
    } else {
      files.push(path);
    }
  }
  return files;
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0) {
    console.error('usage: pnpm football:import <file-or-folder>…');
    return 2;
  }
  // pnpm runs root scripts in the workspace root; INIT_CWD is where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const files = await filesFrom(args.map((arg) => resolve(base, arg)));
  const config = loadConfig();
  const db = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir), poolMax: 2 });
  let failed = 0;
  try {
    await migrateToLatest(db.knex);
    for (const file of files) {
      try {
        console.log(formatImportReport(await importFootballJson(db.knex, file, await readFile(file, 'utf8'))));
      } catch (error) {
        failed += 1;
        console.error(error instanceof ImportFileError ? `error: ${error.message} (nothing written)` : `error: ${file}: ${error instanceof Error ? error.message : String(error)} (nothing written)`);
      }
    }
  } finally {
    await db.close();
  }
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? `error: ${error.message}` : error);
    process.exitCode = 1;
  },
);
