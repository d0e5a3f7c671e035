/** React Query keys of the football feature; mutations invalidate by prefix. */
export const footballKeys = {
  all: ['football'] as const,
  player: (slug: string) => ['football', 'player', slug] as const,
  playerById: (id: number) => ['football', 'player-by-id', id] as const,
  playerStats: (slug: string, season: string | undefined) => ['football', 'player-stats', slug, season ?? ''] as const,
  playerMatches: (slug: string, season: string | undefined) => ['football', 'player-matches', slug, season ?? ''] as const,
  statsByClub: (slug: string) => ['football', 'stats-by-club', slug] as const,
  playingStats: (slug: string, season: string | undefined) => ['football', 'playing-stats', slug, season ?? ''] as const,
  related: (club: string, exclude: string) => ['football', 'related', club, exclude] as const,
  search: (query: Record<string, string | number | undefined>) => ['football', 'search', query] as const,
  table: (slug: string, season: string | undefined) => ['football', 'table', slug, season ?? ''] as const,
  competitions: ['football', 'competitions'] as const,
  staff: (slug: string) => ['football', 'staff', slug] as const,
  club: (slug: string, season?: string) => ['football', 'club', slug, season ?? ''] as const,
  claims: ['football', 'claims'] as const,
  myClaim: ['football', 'my-claim'] as const,
  events: (id: number) => ['football', 'events', id] as const,
};
