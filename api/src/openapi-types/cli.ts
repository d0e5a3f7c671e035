import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { API_TYPES_COMMAND, API_TYPES_FILE, renderApiTypes } from './render';
import { buildOpenApiDocument } from './spec';

/** `tsx src/openapi-types/cli.ts` writes the file; with `--check` it only says whether the committed one is current. */
async function main(check: boolean): Promise<void> {
  const text = await renderApiTypes(await buildOpenApiDocument());
  const shown = relative(process.cwd(), API_TYPES_FILE);
  const current = await readFile(API_TYPES_FILE, 'utf8').catch(() => undefined);
  if (check) {
    if (current === text) console.log(`${shown} is up to date.`);
    else {
      console.error(`${shown} is stale: run ${API_TYPES_COMMAND} and commit the result.`);
      process.exitCode = 1;
    }
    return;
  }
  if (current === text) {
    console.log(`${shown} is up to date (${text.length} characters).`);
    return;
  }
  await mkdir(dirname(API_TYPES_FILE), { recursive: true });
  await writeFile(API_TYPES_FILE, text);
  console.log(`Wrote ${shown} (${text.length} characters).`);
}

main(process.argv.includes('--check')).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
