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
  /** `shortName` and `logo` (an upload, else the generated crest) where the list shows them. */
  home: MatchClub;
  away: MatchClub;
  ft: [number, number] | null;
  ht: [number, number] | null;
  competition?: { name: string; slug: string; season: string };
}

/** A club as a match list shows it. */
export interface MatchClub {
  name: string;
  slug: string;
  shortName?: string;
  logo?: string | null;
}

/**
 * Kinds of league-table zone (docs/football.md "Zones"): a competition stores position ranges with a kind; the SPA
 * colours and names each kind in both languages.
 */
export const ZONE_KINDS = ['champions', 'promotion', 'continental', 'continental-qualifying', 'playoff', 'relegation-playoff', 'relegation'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** Positions `from`..`to` (1-based, inclusive) of a competition's table are in a zone of `kind`. */
export interface CompetitionZone {
  from: number;
  to: number;
  kind: ZoneKind;
}

/** One of a club's last results (the form column): W/D/L with the score and the opponent. */
export interface FormResult {
  result: 'W' | 'D' | 'L';
  goalsFor: number;
  goalsAgainst: number;
  opponent: string;
  home: boolean;
  date: string;
}

/** One club's line of a league table. */
export interface LeagueTableRow {
  position: number;
  club: { id: number; name: string; slug: string; logo: string | null };
  /** The last five finished matches, oldest first (newest last). */
  form?: FormResult[];
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
