import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Weight = 400 | 700;
export interface CardFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

/**
 * The web's type pair (docs/design.md) as static .woff files from @fontsource: Figtree for Latin (with Latin
 * Extended for names like "Ødegaard"), Readex Pro for Arabic. satori picks, per character, the first listed family
 * that has the glyph, so the family list "Figtree, Readex Pro" draws mixed text in the right face.
 */
const FILES: readonly (readonly [family: string, file: string, weight: Weight])[] = [
  ['Figtree', '@fontsource/figtree/files/figtree-latin-400-normal.woff', 400],
  ['Figtree', '@fontsource/figtree/files/figtree-latin-700-normal.woff', 700],
  ['Figtree', '@fontsource/figtree/files/figtree-latin-ext-400-normal.woff', 400],
  ['Figtree', '@fontsource/figtree/files/figtree-latin-ext-700-normal.woff', 700],
  ['Readex Pro', '@fontsource/readex-pro/files/readex-pro-arabic-400-normal.woff', 400],
  ['Readex Pro', '@fontsource/readex-pro/files/readex-pro-arabic-700-normal.woff', 700],
];

export const CARD_FONT_FAMILY = 'Figtree, Readex Pro';

let loading: Promise<CardFont[]> | undefined;

/** Read once per process (the first card pays for it; every later one reuses the buffers). */
export function cardFonts(): Promise<CardFont[]> {
  loading ??= Promise.all(
    FILES.map(async ([name, file, weight]) => ({ name, data: await readFile(require.resolve(file)), weight, style: 'normal' as const })),
  ).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
