/**
 * Latin words Arabic UI text may keep: file formats and notations a user must type or recognise as written (PDF,
 * JSON, DD/MM/YYYY, http://), keys as printed on a keyboard (Enter, Esc, the J and K shortcuts), and Google's name on its sign-in button. Everything else, brand and
 * product names included, is written in Arabic. Keep this list short; it is the whole exception. The Arabic
 * completeness test (catalogues) and the Arabic journey (rendered pages) both use it.
 */
export const LATIN_ALLOWED_WORDS: readonly string[] = ['PDF', 'JSON', 'CSV', 'JPEG', 'PNG', 'WebP', 'GIF', 'DD', 'MM', 'YYYY', 'http', 'https', 'Enter', 'Esc', 'Escape', 'J', 'K', 'Google'];

/** The Latin words of a text that the allowlist does not cover. */
export function unexpectedLatinWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_ALLOWED_WORDS.includes(word));
}
