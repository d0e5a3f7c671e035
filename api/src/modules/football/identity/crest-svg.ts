import { clubColours, contrast, hashText, type ClubColours } from './colours';

/**
 * A club's generated crest (no real club's marks): a shield shape and a pattern (plain, stripes, hoops, halves,
 * quarters, sash, chevron) chosen from the club's name, drawn in its colours, with its initials on a roundel.
 * Deterministic: the same club always gets the same SVG. Every piece of text is escaped.
 */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SHAPES = [
  // heater shield, rounded shield, roundel
  'M50 4 L94 16 L90 66 Q84 100 50 116 Q16 100 10 66 L6 16 Z',
  'M8 8 H92 V64 Q92 102 50 116 Q8 102 8 64 Z',
  'M50 12 A48 48 0 1 1 49.99 12 Z',
] as const;

type Pattern = (secondary: string) => string;
const PATTERNS: readonly Pattern[] = [
  () => '',
  (s) => [18, 42, 66].map((x) => `<rect x="${x}" y="0" width="12" height="120" fill="${s}"/>`).join(''),
  (s) => [16, 46, 76].map((y) => `<rect x="0" y="${y}" width="100" height="14" fill="${s}"/>`).join(''),
  (s) => `<rect x="50" y="0" width="50" height="120" fill="${s}"/>`,
  (s) => `<rect x="50" y="0" width="50" height="60" fill="${s}"/><rect x="0" y="60" width="50" height="60" fill="${s}"/>`,
  (s) => `<path d="M-10 20 L20 -10 L110 80 L80 110 Z" fill="${s}"/>`,
  (s) => `<path d="M0 40 L50 70 L100 40 L100 60 L50 90 L0 60 Z" fill="${s}"/>`,
];

const NOISE_WORDS = /^(fc|afc|sc|cf|fk|sk|ac|cd|sv|the)$/i;

/** Up to three initials of the club's name, leaving out "FC"-like words ("Northbridge Athletic FC" → "NA"). */
export function clubInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const meaningful = words.filter((word) => !NOISE_WORDS.test(word));
  const chosen = (meaningful.length ? meaningful : words).slice(0, 3);
  return chosen.map((word) => [...word][0] ?? '').join('').toUpperCase();
}

export interface CrestClub {
  name: string;
  primary_colour?: string | null;
  secondary_colour?: string | null;
}

export function crestSvg(club: CrestClub): string {
  const colours: ClubColours = clubColours(club);
  const { primary, secondary } = colours;
  const hash = hashText(club.name);
  const shape = SHAPES[hash % SHAPES.length]!;
  const pattern = PATTERNS[(hash >>> 4) % PATTERNS.length]!(secondary);
  const initials = clubInitials(club.name);
  // The initials in the colour that stands out most on the roundel's primary.
  const ink = [secondary, '#ffffff', '#111827'].reduce((best, colour) => (contrast(colour, primary) > contrast(best, primary) + 1.5 ? colour : best));
  const fontSize = initials.length >= 3 ? 17 : initials.length === 2 ? 22 : 28;
  const label = escapeXml(`${club.name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="120" viewBox="0 0 100 120" role="img" aria-label="${label}">`
    + `<title>${label}</title>`
    + `<defs><clipPath id="c"><path d="${shape}"/></clipPath></defs>`
    + `<g clip-path="url(#c)"><rect width="100" height="120" fill="${primary}"/>${pattern}</g>`
    + `<path d="${shape}" fill="none" stroke="#0f172a" stroke-opacity="0.85" stroke-width="3"/>`
    + `<circle cx="50" cy="60" r="24" fill="${primary}" stroke="${secondary}" stroke-width="3"/>`
    + `<text x="50" y="60" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${ink}">${escapeXml(initials)}</text>`
    + '</svg>';
}
