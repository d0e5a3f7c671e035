/** Club colours: stored `#rrggbb` pairs, or a pair derived from the club's name when none is stored. */

const HEX = /^#[0-9a-f]{6}$/;

/** Kit-like pairs for clubs without stored colours (imported clubs): [primary, secondary]. */
const FALLBACK_PAIRS: readonly [string, string][] = [
  ['#b91c1c', '#ffffff'], ['#1d4ed8', '#ffffff'], ['#15803d', '#ffffff'], ['#0f172a', '#facc15'], ['#7c3aed', '#ffffff'],
  ['#ea580c', '#111827'], ['#0369a1', '#e0f2fe'], ['#9f1239', '#fde68a'], ['#065f46', '#fef3c7'], ['#1e3a8a', '#dc2626'],
  ['#374151', '#f9fafb'], ['#a16207', '#1f2937'],
];

/** FNV-1a, 32 bits: a stable number from a text (the same name always gives the same crest). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export interface ClubColours {
  primary: string;
  secondary: string;
}

export function clubColours(club: { name: string; primary_colour?: string | null; secondary_colour?: string | null }): ClubColours {
  const [fallbackPrimary, fallbackSecondary] = FALLBACK_PAIRS[hashText(club.name) % FALLBACK_PAIRS.length]!;
  const primary = club.primary_colour && HEX.test(club.primary_colour) ? club.primary_colour : fallbackPrimary;
  const secondary = club.secondary_colour && HEX.test(club.secondary_colour) ? club.secondary_colour : fallbackSecondary;
  return { primary, secondary };
}

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour mixed with white (`amount` 0 = the colour, 1 = white). */
export function tint(hex: string, amount: number): string {
  return `#${channels(hex).map((value) => Math.round(value + (255 - value) * amount).toString(16).padStart(2, '0')).join('')}`;
}
