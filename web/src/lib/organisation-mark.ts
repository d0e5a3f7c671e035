/** The default mark of an organisation without a logo: its initials and a hue that depends only on its name. */

/** Words that say what an organisation is rather than which one ('FC', 'United', 'the'…) are skipped. */
const GENERIC_WORDS = new Set(['fc', 'afc', 'cf', 'sc', 'ac', 'club', 'football', 'the', 'of', 'de', 'and', '&']);

export function organisationInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const telling = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const chosen = (telling.length ? telling : words).slice(0, 2);
  const initials = chosen.map((word) => [...word][0] ?? '').join('');
  return initials.toLocaleUpperCase();
}

/** 0–359, stable for a name (FNV-1a over its UTF-16 code units), so a club keeps its colour everywhere. */
export function organisationHue(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}
