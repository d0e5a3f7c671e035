import type { Knex } from 'knex';
import type { LeagueTableRow, MatchItem, MatchStatus } from '@fj/shared';
import { clubLogoPath, uploadedPhotoPath } from './identity/paths';

export interface CompetitionSeasonRef {
  competitionSeasonId: number;
  competition: { id: number; name: string; slug: string; country: string; kind: string };
  season: string;
}

export const photoPath = uploadedPhotoPath;
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10));

export function toMatchItem(row: Record<string, unknown>): MatchItem {
  const finished = row.ft_home !== null && row.ft_home !== undefined;
  return {
    id: Number(row.id),
    round: String(row.round),
    date: dateText(row.match_date),
    time: String(row.kick_off ?? ''),
    status: String(row.status) as MatchStatus, // the matches_status CHECK allows no other value
    home: { name: String(row.home_name), slug: String(row.home_slug), shortName: String(row.home_short_name ?? ''), logo: clubLogoPath(row.home_logo_id as number | null, row.home_id as number) },
    away: { name: String(row.away_name), slug: String(row.away_slug), shortName: String(row.away_short_name ?? ''), logo: clubLogoPath(row.away_logo_id as number | null, row.away_id as number) },
    ft: finished ? [Number(row.ft_home), Number(row.ft_away)] : null,
    ht: row.ht_home !== null && row.ht_home !== undefined ? [Number(row.ht_home), Number(row.ht_away)] : null,
    ...(row.competition_slug
      ? { competition: { name: String(row.competition_name), slug: String(row.competition_slug), season: String(row.season_name) } }
      : {}),
  };
}

/** The columns of a match with both clubs' names (and its competition season), for lists of matches. */
export function matchesWithClubs(db: Knex | Knex.Transaction) {
  return db('matches as m')
    .join('clubs as h', 'h.id', 'm.home_club_id')
    .join('clubs as a', 'a.id', 'm.away_club_id')
    .join('competition_seasons as cs', 'cs.id', 'm.competition_season_id')
    .join('competitions as co', 'co.id', 'cs.competition_id')
    .join('seasons as s', 's.id', 'cs.season_id')
    .select(
      'm.id', 'm.round', 'm.match_date', 'm.kick_off', 'm.status', 'm.ft_home', 'm.ft_away', 'm.ht_home', 'm.ht_away',
      'h.id as home_id', 'h.name as home_name', 'h.slug as home_slug', 'h.short_name as home_short_name', 'h.logo_photo_id as home_logo_id',
      'a.id as away_id', 'a.name as away_name', 'a.slug as away_slug', 'a.short_name as away_short_name', 'a.logo_photo_id as away_logo_id',
      'co.name as competition_name', 'co.slug as competition_slug', 's.name as season_name',
    );
}

/** A table row from the table query's columns (`position` = its place in the ordered rows). */
export function toTableRow(row: Record<string, number | string | null>, index: number): LeagueTableRow {
  return {
    position: index + 1,
    club: { id: Number(row.club_id), name: String(row.name), slug: String(row.slug), logo: clubLogoPath(row.logo_photo_id as number | null, Number(row.club_id)) },
    played: Number(row.played),
    won: Number(row.won),
    drawn: Number(row.drawn),
    lost: Number(row.lost),
    goalsFor: Number(row.goals_for),
    goalsAgainst: Number(row.goals_against),
    goalDifference: Number(row.goals_for) - Number(row.goals_against),
    adjustment: Number(row.adjustment),
    points: Number(row.points),
  };
}

export function createCompetitionsRepo(db: Knex) {
  return {
    async listWithSeasons(trx: Knex | Knex.Transaction = db) {
      const rows = await trx('competitions as co')
        .leftJoin('competition_seasons as cs', 'cs.competition_id', 'co.id')
        .leftJoin('seasons as s', 's.id', 'cs.season_id')
        .select('co.id', 'co.name', 'co.slug', 'co.country', 'co.kind', 's.name as season', 's.start_year')
        .orderBy([{ column: 'co.name' }, { column: 's.start_year', order: 'desc' }]);
      const byId = new Map<number, { id: number; name: string; slug: string; country: string; kind: string; seasons: string[] }>();
      for (const row of rows as Record<string, never>[]) {
        const entry = byId.get(row.id) ?? { id: row.id, name: row.name, slug: row.slug, country: row.country, kind: row.kind, seasons: [] as string[] };
        if (row.season) entry.seasons.push(row.season);
        byId.set(row.id, entry);
      }
      return [...byId.values()];
    },

    async seasonsOf(competitionId: number, trx: Knex | Knex.Transaction = db): Promise<string[]> {
      return trx('competition_seasons as cs').join('seasons as s', 's.id', 'cs.season_id').where('cs.competition_id', competitionId)
        .orderBy('s.start_year', 'desc').pluck('s.name');
    },

    /** The competition season of a slug and season name ('2023-24'); without a season, the latest one. */
    async findCompetitionSeason(slug: string, season: string | undefined, trx: Knex | Knex.Transaction = db): Promise<CompetitionSeasonRef | undefined> {
      const query = trx('competition_seasons as cs')
        .join('competitions as co', 'co.id', 'cs.competition_id')
        .join('seasons as s', 's.id', 'cs.season_id')
        .where('co.slug', slug)
        .select('cs.id', 'co.id as competition_id', 'co.name', 'co.slug', 'co.country', 'co.kind', 's.name as season')
        .orderBy('s.start_year', 'desc');
      if (season) query.where('s.name', season);
      const row = (await query.first()) as Record<string, never> | undefined;
      if (!row) return undefined;
      return {
        competitionSeasonId: row.id,
        competition: { id: row.competition_id, name: row.name, slug: row.slug, country: row.country, kind: row.kind },
        season: row.season,
      };
    },

    /**
     * The league table from the finished matches (3 points a win, 1 a draw) plus recorded adjustments, ordered by
     * points, goal difference, goals scored, then name. Every club with a match (played or not) has a row.
     */
    async table(competitionSeasonId: number, trx: Knex | Knex.Transaction = db): Promise<LeagueTableRow[]> {
      const { rows } = (await trx.raw(
        `WITH results AS (
           SELECT home_club_id AS club_id, ft_home AS gf, ft_away AS ga FROM matches WHERE competition_season_id = :cs AND status = 'finished'
           UNION ALL
           SELECT away_club_id, ft_away, ft_home FROM matches WHERE competition_season_id = :cs AND status = 'finished'
         ), entrants AS (
           SELECT home_club_id AS club_id FROM matches WHERE competition_season_id = :cs
           UNION SELECT away_club_id FROM matches WHERE competition_season_id = :cs
         ), adjustments AS (
           SELECT club_id, SUM(points)::int AS points FROM points_adjustments WHERE competition_season_id = :cs GROUP BY club_id
         ), totals AS (
           SELECT e.club_id,
                  COUNT(r.club_id)::int AS played,
                  COUNT(*) FILTER (WHERE r.gf > r.ga)::int AS won,
                  COUNT(*) FILTER (WHERE r.gf = r.ga)::int AS drawn,
                  COUNT(*) FILTER (WHERE r.gf < r.ga)::int AS lost,
                  COALESCE(SUM(r.gf), 0)::int AS goals_for,
                  COALESCE(SUM(r.ga), 0)::int AS goals_against
           FROM entrants e LEFT JOIN results r ON r.club_id = e.club_id
           GROUP BY e.club_id
         )
         SELECT t.*, c.name, c.slug, c.logo_photo_id, COALESCE(a.points, 0) AS adjustment,
                (3 * t.won + t.drawn + COALESCE(a.points, 0)) AS points
         FROM totals t JOIN clubs c ON c.id = t.club_id LEFT JOIN adjustments a ON a.club_id = t.club_id
         ORDER BY points DESC, (t.goals_for - t.goals_against) DESC, t.goals_for DESC, c.name ASC`,
        { cs: competitionSeasonId },
      )) as { rows: Record<string, number | string | null>[] };
      return rows.map(toTableRow);
    },

    async matches(competitionSeasonId: number, trx: Knex | Knex.Transaction = db): Promise<MatchItem[]> {
      const rows = await matchesWithClubs(trx).where('m.competition_season_id', competitionSeasonId).orderBy([{ column: 'm.match_date' }, { column: 'm.kick_off' }, { column: 'm.id' }]);
      return rows.map((row: Record<string, unknown>) => {
        const { competition: _competition, ...item } = toMatchItem(row);
        return item;
      });
    },

    async adjustments(competitionSeasonId: number, trx: Knex | Knex.Transaction = db) {
      return trx('points_adjustments as p')
        .join('clubs as c', 'c.id', 'p.club_id')
        .where('p.competition_season_id', competitionSeasonId)
        .orderBy('p.id')
        .select('p.id', 'p.points', 'p.reason', 'p.created_at as createdAt', 'c.name as clubName', 'c.slug as clubSlug');
    },

    async addAdjustment(row: { competition_season_id: number; club_id: number; points: number; reason: string; created_by: number }, trx: Knex | Knex.Transaction = db) {
      const [created] = await trx('points_adjustments').insert(row).returning(['id']);
      return created.id as number;
    },

    async clubInCompetitionSeason(competitionSeasonId: number, clubSlug: string, trx: Knex | Knex.Transaction = db): Promise<number | undefined> {
      const row = await trx('clubs as c')
        .where('c.slug', clubSlug)
        .whereExists(trx('matches').where('competition_season_id', competitionSeasonId).andWhere((q) => q.whereRaw('home_club_id = c.id').orWhereRaw('away_club_id = c.id')))
        .first('c.id');
      return row?.id;
    },
  };
}

export type CompetitionsRepo = ReturnType<typeof createCompetitionsRepo>;

/** Groups matches by round in the order the rounds are first played. */
export function byRound(matches: MatchItem[]): { round: string; matches: MatchItem[] }[] {
  const rounds = new Map<string, MatchItem[]>();
  for (const match of matches) {
    const list = rounds.get(match.round) ?? [];
    list.push(match);
    rounds.set(match.round, list);
  }
  return [...rounds.entries()].map(([round, list]) => ({ round, matches: list }));
}
