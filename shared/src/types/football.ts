/** Football response shapes that the API builds and the SPA reads (docs/football.md): the API's own field names. */

/** The `matches.status` values (a CHECK constraint holds the column to them). */
export type MatchStatus = 'scheduled' | 'finished';

/** One match in a list; `ft` and `ht` are [home, away] scores, null until known. */
export interface MatchItem {
  id: number;
  round: string;
  date: string;
  time: string;
  status: MatchStatus;
  home: { name: string; slug: string };
  away: { name: string; slug: string };
  ft: [number, number] | null;
  ht: [number, number] | null;
  competition?: { name: string; slug: string; season: string };
}

/** One club's line of a league table. */
export interface LeagueTableRow {
  position: number;
  club: { id: number; name: string; slug: string; logo: string | null };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Points adjustment already included in `points` (negative for a deduction). */
  adjustment: number;
  points: number;
}

/** A player's totals over a set of appearances (counted from the appearances, never stored). */
export interface StatTotals {
  apps: number;
  started: number;
  minutes: number;
  goals: number;
  assists: number;
  yellow: number;
  red: number;
}
