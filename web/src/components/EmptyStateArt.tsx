import type { ReactNode } from 'react';

export type EmptyStateIllustration = 'search' | 'inbox' | 'board' | 'list' | 'football' | 'document';

/* Line drawings on a 160×120 grid, coloured by classes (global.css, .empty-state__art) so they follow the tokens.
   No text inside: mirrored for right-to-left pages, they still read. */
const drawings: Record<EmptyStateIllustration, ReactNode> = {
  search: (
    <>
      <rect className="es-card" x="28" y="26" width="78" height="64" rx="8" />
      <path className="es-line" d="M40 44h46M40 56h36M40 68h42" />
      <circle className="es-lens" cx="104" cy="74" r="20" />
      <path className="es-brand" d="M118 88l16 16" />
      <circle className="es-accent" cx="98" cy="68" r="4" />
    </>
  ),
  inbox: (
    <>
      <path className="es-card" d="M30 62l14-30h72l14 30v30a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z" />
      <path className="es-brand" d="M30 62h30l6 10h28l6-10h30" />
      <rect className="es-card" x="56" y="18" width="48" height="34" rx="4" />
      <path className="es-line" d="M56 20l24 18 24-18" />
      <circle className="es-accent" cx="106" cy="20" r="6" />
    </>
  ),
  board: (
    <>
      <rect className="es-column" x="22" y="22" width="36" height="78" rx="6" />
      <rect className="es-column" x="62" y="22" width="36" height="78" rx="6" />
      <rect className="es-column" x="102" y="22" width="36" height="78" rx="6" />
      <rect className="es-card" x="27" y="30" width="26" height="16" rx="3" />
      <rect className="es-card" x="27" y="50" width="26" height="16" rx="3" />
      <rect className="es-card" x="67" y="30" width="26" height="16" rx="3" />
      <rect className="es-dashed" x="107" y="30" width="26" height="16" rx="3" />
      <circle className="es-accent" cx="49" cy="34" r="2.5" />
    </>
  ),
  list: (
    <>
      <rect className="es-card" x="44" y="18" width="72" height="88" rx="8" />
      <rect className="es-clip" x="64" y="12" width="32" height="12" rx="4" />
      <path className="es-brand" d="M56 44l4 4 7-8M56 64l4 4 7-8" />
      <path className="es-line" d="M74 44h30M74 64h24M74 84h28" />
      <rect className="es-dashed" x="55" y="78" width="12" height="12" rx="2" />
    </>
  ),
  football: (
    <>
      <path className="es-net" d="M24 90V30h112v60M24 45h112M24 60h112M24 75h112M46 30v60M68 30v60M90 30v60M112 30v60" />
      <path className="es-brand" d="M18 92h124" />
      <circle className="es-card" cx="80" cy="74" r="16" />
      <path className="es-ball" d="M80 66l7 5-3 8h-8l-3-8zM80 58v8M87 71l8-3M84 79l5 7M76 79l-5 7M73 71l-8-3" />
      <circle className="es-accent" cx="120" cy="22" r="5" />
    </>
  ),
  document: (
    <>
      <path className="es-card" d="M46 14h48l20 20v74a6 6 0 0 1-6 6H46a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6z" />
      <path className="es-line" d="M94 14v20h20" />
      <path className="es-brand" d="M52 50h44" />
      <path className="es-line" d="M52 64h52M52 76h40M52 88h48" />
      <circle className="es-accent" cx="118" cy="96" r="10" />
      <path className="es-plus" d="M118 91v10M113 96h10" />
    </>
  ),
};

/** The drawing of an empty state: decorative, so hidden from assistive technology. */
export function EmptyStateArt({ illustration }: { illustration: EmptyStateIllustration }) {
  return (
    <svg className="empty-state__art" viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse className="es-bg" cx="80" cy="64" rx="70" ry="50" />
      {drawings[illustration]}
    </svg>
  );
}
