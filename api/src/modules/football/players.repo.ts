import type { Knex } from 'knex';
import type { StatTotals } from '@fj/shared';
import { matchesWithClubs } from './competitions.repo';

type Db = Knex | Knex.Transaction;

export const PLAYING_STAT_COLUMNS = ['s', 'so', 'pt', 'pa', 'pk', 'tt', 'tb', 'ti', 'da', 'ds', 'fd', 'fc'] as const;
export type PlayingStatKey = (typeof PLAYING_STAT_COLUMNS)[number];

export interface PlayerRow {
  id: number;
  slug: string;
  name: string;
  full_name: string;
  short_name: string;
  current_club_id: number | null;
  national_team_id: number | null;
  position: string;
  main_position: string;
  position_code: string;
  other_positions: string[];
  foot: string;
  nationality: string;
  other_nationality: string;
  place_of_birth: string;
  country_of_birth: string;
  date_of_birth: string | Date | null;
  gender: string;
  weight_kg: number | null;
  height_cm: number | null;
  value_eur: string | number | null;
  bio: string;
  photo_id: number | null;
  shirt_number?: number | null;
  social_image_id: number | null;
  youtube_link: string;
  status: string;
  standing: string;
  post_title: string;
  post_name: string;
  external_id: string;
  user_id: number | null;
  published: boolean;
  /** Set when a moderator hid the profile after a report (docs/reports.md). */
  hidden_at: Date | null;
  updated_at: Date;
  club_name: string | null;
  club_slug: string | null;
  club_logo_id: number | null;
  club_country: string | null;
  club_ground: string | null;
  club_founded: number | null;
  national_team_name: string | null;
  national_team_slug: string | null;
}

const toStatLine = (row: Record<string, unknown> | undefined): StatTotals => ({
  apps: Number(row?.apps ?? 0),
  started: Number(row?.started ?? 0),
  minutes: Number(row?.minutes ?? 0),
  goals: Number(row?.goals ?? 0),
  assists: Number(row?.assists ?? 0),
  yellow: Number(row?.yellow ?? 0),
  red: Number(row?.red ?? 0),
});

/** Appearances of a player joined to their match's competition and season. */
function appearances(db: Db, playerId: number) {
  return db('player_appearances as a')
    .join('matches as m', 'm.id', 'a.match_id')
    .join('competition_seasons as cs', 'cs.id', 'm.competition_season_id')
    .join('seasons as s', 's.id', 'cs.season_id')
    .where('a.player_id', playerId);
}

/**
 * The player's stored lines (player_stat_lines: one per competition season and club, kept by triggers on the
 * appearances; migration 20261129_0100) joined to their competition season and season.
 */
function statLines(db: Db, playerId: number) {
  return db('player_stat_lines as l')
    .join('competition_seasons as cs', 'cs.id', 'l.competition_season_id')
    .join('seasons as s', 's.id', 'cs.season_id')
    .where('l.player_id', playerId);
}
const STORED_LINE = ['l.apps', 'l.started', 'l.minutes', 'l.goals', 'l.assists', 'l.yellow', 'l.red'];
const STORED_LINE_SUMS = ['apps', 'started', 'minutes', 'goals', 'assists', 'yellow', 'red'].map((column) => `SUM(l.${column})::int AS ${column}`).join(', ');

export interface PlayerSearchFilters {
  term?: string;
  clubId?: number;
  nationality?: string;
  position?: string;
  ageMin?: number;
  ageMax?: number;
  includeUnpublished?: boolean;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createPlayersRepo(db: Knex) {
  const base = (trx: Db) =>
    trx('players as p')
      .leftJoin('clubs as c', 'c.id', 'p.current_club_id')
      .leftJoin('clubs as n', 'n.id', 'p.national_team_id')
      .select(
        'p.*',
        'c.name as club_name', 'c.slug as club_slug', 'c.logo_photo_id as club_logo_id', 'c.country as club_country',
        'c.ground as club_ground', 'c.founded as club_founded', 'n.name as national_team_name', 'n.slug as national_team_slug',
      );

  return {
    async findBySlug(slug: string, trx: Db = db): Promise<PlayerRow | undefined> {
      return base(trx).where('p.slug', slug).first();
    },

    async findById(id: number, trx: Db = db): Promise<PlayerRow | undefined> {
      return base(trx).where('p.id', id).first();
    },

    async findByUser(userId: number, trx: Db = db): Promise<PlayerRow | undefined> {
      return base(trx).where('p.user_id', userId).first();
    },

    async lockById(id: number, trx: Knex.Transaction): Promise<Record<string, unknown> | undefined> {
      return trx('players').where({ id }).forUpdate().first();
    },

    async careers(playerId: number, trx: Db = db) {
      return trx('player_careers as pc')
        .leftJoin('clubs as c', 'c.id', 'pc.club_id')
        .where('pc.player_id', playerId)
        .orderBy([{ column: 'pc.kind' }, { column: 'pc.from_date', order: 'desc', nulls: 'last' }, { column: 'pc.id' }])
        .select('pc.id', 'pc.kind', 'pc.club_id', 'pc.team_name', 'pc.from_date', 'pc.to_date', 'pc.apps', 'pc.goals', 'c.slug as club_slug', 'c.logo_photo_id as club_logo_id');
    },

    async achievements(playerId: number, trx: Db = db) {
      return trx('achievements').where({ player_id: playerId }).orderBy([{ column: 'season', order: 'desc' }, { column: 'id' }]).select('id', 'season', 'achievement');
    },

    /** Seasons with at least one appearance, newest first. */
    async seasons(playerId: number, trx: Db = db): Promise<string[]> {
      const rows = await statLines(trx, playerId).distinct('s.name', 's.start_year').orderBy('s.start_year', 'desc');
      return rows.map((row: { name: string }) => row.name);
    },



    /**
     * One line per season, competition and club the player appeared for: the single GROUP BY the profile is built
     * from (seasons, totals, the season's competitions and the per-club career numbers are sums of these lines).
     */
    async lines(playerId: number, trx: Db = db) {
      const rows = await statLines(trx, playerId)
        .join('competitions as co', 'co.id', 'cs.competition_id')
        .orderBy([{ column: 's.start_year', order: 'desc' }, { column: 'co.name' }, { column: 'l.club_id' }])
        .select('s.name as season', 's.start_year', 'co.name as competition', 'co.slug', 'l.club_id', ...STORED_LINE);
      return rows.map((row: Record<string, unknown>) => ({
        season: String(row.season), competition: String(row.competition), slug: String(row.slug), clubId: Number(row.club_id), ...toStatLine(row),
      }));
    },


    /** §3 statsByClub: per season and club, newest season first. */
    async statsByClub(playerId: number, trx: Db = db) {
      const rows = await statLines(trx, playerId)
        .join('clubs as c', 'c.id', 'l.club_id')
        .groupBy('s.name', 's.start_year', 'c.id', 'c.name', 'c.slug', 'c.logo_photo_id')
        .orderBy([{ column: 's.start_year', order: 'desc' }, { column: 'c.name' }])
        .select('s.name as season', 'c.id as club_id', 'c.name as club_name', 'c.slug as club_slug', 'c.logo_photo_id', trx.raw(STORED_LINE_SUMS));
      return rows.map((row: Record<string, unknown>) => ({
        season: String(row.season),
        club: { id: Number(row.club_id), name: String(row.club_name), slug: String(row.club_slug), logoId: (row.logo_photo_id as number | null) ?? null },
        ...toStatLine(row),
      }));
    },

    /** §3 playing stats: totals of the counters and the average rating over the season's appearances. */
    async playingStats(playerId: number, season: string, trx: Db = db) {
      const sums = PLAYING_STAT_COLUMNS.map((key) => `COALESCE(SUM(a.stat_${key}), 0)::int AS ${key}`).join(', ');
      const row = (await appearances(trx, playerId)
        .where('s.name', season)
        .select(trx.raw(`COUNT(*)::int AS matches, ${sums}, AVG(a.rating) AS rating`))
        .first()) as Record<string, unknown> | undefined;
      const totals = Object.fromEntries(PLAYING_STAT_COLUMNS.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<PlayingStatKey, number>;
      return { matches: Number(row?.matches ?? 0), totals, rating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating) };
    },

    /** The player's matches of a season with his line in each, newest first. */
    async matches(playerId: number, season: string | undefined, limit: number, trx: Db = db) {
      const query = matchesWithClubs(trx)
        .join('player_appearances as ap', 'ap.match_id', 'm.id')
        .join('clubs as pc', 'pc.id', 'ap.club_id')
        .where('ap.player_id', playerId)
        .select('ap.started', 'ap.minutes', 'ap.goals', 'ap.assists', 'ap.yellow_cards', 'ap.red_cards', 'ap.rating', 'pc.slug as player_club_slug')
        .orderBy([{ column: 'm.match_date', order: 'desc' }, { column: 'm.id', order: 'desc' }])
        .limit(limit);
      if (season) query.where('s.name', season);
      return query;
    },

    /** Every appearance with its match, for the appearances editor (oldest first). */
    async appearancesForEdit(playerId: number, trx: Db = db) {
      return matchesWithClubs(trx)
        .join('player_appearances as ap', 'ap.match_id', 'm.id')
        .where('ap.player_id', playerId)
        .select('ap.*', 'ap.club_id as appearance_club_id')
        .orderBy([{ column: 'm.match_date' }, { column: 'm.id' }]);
    },

    /** Competitions (and their latest season) the player's club plays in, for "Currently Active Competitions". */
    async activeCompetitions(clubId: number, trx: Db = db) {
      const { rows } = (await trx.raw(
        `SELECT DISTINCT ON (co.id) co.name, co.slug, s.name AS season
         FROM competition_standings st JOIN competition_seasons cs ON cs.id = st.competition_season_id
         JOIN competitions co ON co.id = cs.competition_id JOIN seasons s ON s.id = cs.season_id
         WHERE st.club_id = ?
         ORDER BY co.id, s.start_year DESC`,
        [clubId],
      )) as { rows: { name: string; slug: string; season: string }[] };
      return rows;
    },

    async related(clubId: number, excludeSlug: string | undefined, limit: number, trx: Db = db) {
      const query = base(trx).where('p.current_club_id', clubId).andWhere('p.published', true).whereNull('p.hidden_at').orderBy([{ column: 'p.name' }, { column: 'p.id' }]).limit(limit);
      if (excludeSlug) query.whereNot('p.slug', excludeSlug);
      return query;
    },

    /**
     * The player database search. The name matches every typed word anywhere in the name (trigram index); the
     * matches are collected first (a materialized CTE, so the planner cannot walk the name index row by row),
     * then sorted and counted in one pass. Without a name the filters are read in name order with a count.
     */
    async search(filters: PlayerSearchFilters, paging: { offset: number; limit: number }, now: Date, trx: Db = db) {
      const matched = trx('players as p').select('p.id', 'p.name');
      // Editors' lists (includeUnpublished) show hidden profiles too; the public never does (docs/reports.md).
      if (!filters.includeUnpublished) matched.where('p.published', true).whereNull('p.hidden_at');
      const words = (filters.term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6);
      for (const word of words) matched.whereRaw(`p.name ILIKE ? ESCAPE '\\'`, [`%${likeEscape(word)}%`]);
      if (filters.clubId) matched.where('p.current_club_id', filters.clubId);
      if (filters.nationality) matched.where('p.nationality', filters.nationality);
      if (filters.position) matched.where((q) => q.where('p.position_code', filters.position!).orWhereRaw('? = ANY (p.other_positions)', [filters.position!]));
      const today = now.toISOString().slice(0, 10);
      // Age a..b ⇔ born after today − (b+1) years and on or before today − a years.
      if (filters.ageMin !== undefined) matched.whereRaw(`p.date_of_birth <= (?::date - make_interval(years => ?))`, [today, filters.ageMin]);
      if (filters.ageMax !== undefined) matched.whereRaw(`p.date_of_birth > (?::date - make_interval(years => ?))`, [today, filters.ageMax + 1]);

      let ids: number[];
      let total: number;
      if (words.length > 0) {
        const page = (await trx.withMaterialized('matched', matched)
          .select('id', trx.raw('count(*) OVER () AS total')).from('matched')
          .orderBy([{ column: 'name' }, { column: 'id' }]).offset(paging.offset).limit(paging.limit)) as { id: number; total: string }[];
        ids = page.map((row) => row.id);
        total = page.length > 0 ? Number(page[0]!.total) : paging.offset > 0 ? Number((await trx.withMaterialized('matched', matched).from('matched').count<{ n: string }[]>({ n: '*' }).first())?.n ?? 0) : 0;
      } else {
        ids = (await matched.clone().orderBy([{ column: 'p.name' }, { column: 'p.id' }]).offset(paging.offset).limit(paging.limit)).map((row: { id: number }) => row.id);
        total = Number((await matched.clone().clearSelect().count<{ n: string }[]>({ n: '*' }).first())?.n ?? 0);
      }
      if (ids.length === 0) return { rows: [] as PlayerRow[], total };
      const byId = new Map(((await base(trx).whereIn('p.id', ids)) as PlayerRow[]).map((row) => [row.id, row]));
      return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
    },

    async update(id: number, values: Record<string, unknown>, trx: Db = db): Promise<void> {
      await trx('players').where({ id }).update({ ...values, updated_at: trx.fn.now() });
    },

    async recordEdit(event: { player_id: number; actor_user_id: number; changes: Record<string, { from: unknown; to: unknown }> }, trx: Db = db) {
      await trx('player_edit_events').insert({ ...event, changes: JSON.stringify(event.changes) });
    },

    async editEvents(playerId: number, trx: Db = db) {
      return trx('player_edit_events as e')
        .leftJoin('users as u', 'u.id', 'e.actor_user_id')
        .where('e.player_id', playerId)
        .orderBy('e.id', 'desc')
        .limit(50)
        .select('e.id', 'e.changes', 'e.created_at as createdAt', 'u.display_name as actor');
    },
  };
}

export type PlayersRepo = ReturnType<typeof createPlayersRepo>;
