/**
 * Generated pictures of the football demo data (no real people): a suit-and-tie silhouette for staff. Stored as SVG
 * we wrote; the api renders them to PNG when served (GET /football-photo/{id}). Club crests and player portraits are
 * drawn by the api itself (api/src/modules/football/identity).
 */
const SKIN = ['#f1c7a5', '#d9a47b', '#b57b4f', '#8a5a3b', '#5c3b27'] as const;
const HAIR = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a57c3f', '#2d2d2d'] as const;

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

export const staffSvg = (tie: string, variant: number) => person(tie, tie, variant, true);
