import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real openfootball files (CC0) live beside the repository in `../shared/data/openfootball`; they are read
 * from there, never copied in. Tests that need them skip, saying so, when the folder is absent.
 */
export const OPENFOOTBALL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/data/openfootball');
export const HAVE_OPENFOOTBALL = existsSync(join(OPENFOOTBALL_DIR, '2023-24_en.1.json'));
if (!HAVE_OPENFOOTBALL) console.warn(`football tests: ${OPENFOOTBALL_DIR} is missing — the tests on the real openfootball files are SKIPPED`);

export const openfootballFile = (name: string) => readFile(join(OPENFOOTBALL_DIR, name), 'utf8');
export const OPENFOOTBALL_FILES = ['2022-23_en.1.json', '2023-24_de.1.json', '2023-24_en.1.json'] as const;
