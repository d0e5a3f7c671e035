/**
 * Generated pictures of the football demo data (no real people): a head-and-shoulders silhouette in a club shirt
 * for players, a suit-and-tie silhouette for staff, a shield with the initials for clubs. Stored as SVG we wrote;
 * the api renders them to PNG when served (GET /football-photo/{id}).
 */
const SKIN = ['#f1c7a5', '#d9a47b', '#b57b4f', '#8a5a3b', '#5c3b27'] as const;
const HAIR = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a57c3f', '#2d2d2d'] as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function person(shirt: string, trim: string, variant: number, suit: boolean): string {
  const skin = SKIN[variant % SKIN.length]!;
  const hair = HAIR[(variant >> 2) % HAIR.length]!;
  const collar = suit
    ? `<path d="M100 148 L88 170 L100 200 L112 170 Z" fill="#f8fafc"/><path d="M100 160 L95 200 L100 212 L105 200 Z" fill="${trim}"/>`
    : `<path d="M82 146 Q100 168 118 146" fill="none" stroke="${trim}" stroke-width="7"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#94a3b8"/></linearGradient></defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  <path d="M28 200 Q32 150 78 140 L122 140 Q168 150 172 200 Z" fill="${suit ? '#1f2937' : shirt}"/>
  ${suit ? `<path d="M78 140 L100 200 L122 140 Z" fill="${shirt}"/>` : `<path d="M28 200 Q30 170 46 156 L58 200 Z" fill="${trim}" opacity="0.85"/><path d="M172 200 Q170 170 154 156 L142 200 Z" fill="${trim}" opacity="0.85"/>`}
  ${collar}
  <rect x="88" y="118" width="24" height="28" rx="8" fill="${skin}"/>
  <ellipse cx="100" cy="88" rx="32" ry="38" fill="${skin}"/>
  <path d="M68 84 Q66 48 100 46 Q134 48 132 84 Q124 64 100 62 Q78 64 68 84 Z" fill="${hair}"/>
</svg>`;
}

export const playerSvg = (shirt: string, trim: string, variant: number) => person(shirt, trim, variant, false);
export const staffSvg = (tie: string, variant: number) => person(tie, tie, variant, true);

export function crestSvg(shortName: string, primary: string, secondary: string): string {
  const initials = escape(shortName.split(/\s+/).map((word) => word[0]).join('').slice(0, 3).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <path d="M80 8 L144 28 L138 100 Q128 136 80 154 Q32 136 22 100 L16 28 Z" fill="${primary}" stroke="${secondary}" stroke-width="8"/>
  <path d="M80 22 L130 38 L126 70 L34 70 L30 38 Z" fill="${secondary}" opacity="0.9"/>
  <text x="80" y="118" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="40" fill="${secondary}">${initials}</text>
</svg>`;
}
