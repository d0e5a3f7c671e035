import type { Knex } from 'knex';
import { compiledQuery } from '../../lib/compiled-query';
import { clubLogoSql } from './identity/paths';
import type { PlayerRow } from './players.repo';

/**
 * The public football pages' reads, each ONE prepared statement (docs/performance.md, football): the player profile,
 * the league table page and the name search. Each answered in four to nine round trips before (player row, then
 * lines, careers, achievements, competitions; competition season, then table, matches, adjustments, seasons), and
 * at the scale seed the statements themselves take 1–3 ms: the per-query costs (knex building the SQL, a round
 * trip, Postgres parsing and planning) were most of the time. Here the sub-results come back as JSON columns of one
 * row, the SQL is compiled once per process and planned once per pooled connection (`compiledQuery`).
 * The player's stat lines and the table's results are read from the stored summaries (player_stat_lines,
 * competition_standings; migration 20261129_0100), kept by triggers in the writers' transactions.
 */

/** The players row without its search tsvector (sent and parsed for nothing), with its clubs' columns. */
const PLAYER_COLUMNS = `p.id, p.slug, p.name, p.full_name, p.short_name, p.current_club_id, p.national_team_id, p.position, p.main_position, p.position_code,
  p.other_positions, p.foot, p.nationality, p.other_nationality, p.place_of_birth, p.country_of_birth, p.date_of_birth, p.gender, p.weight_kg,
  p.height_cm, p.value_eur, p.bio, p.photo_id, p.social_image_id, p.youtube_link, p.status, p.standing, p.post_title, p.post_name, p.external_id,
  p.user_id, p.published, p.created_at, p.updated_at, p.shirt_number, p.hidden_at,
  c.name AS club_name, c.slug AS club_slug, c.logo_photo_id AS club_logo_id, c.country AS club_country,
  c.ground AS club_ground, c.founded AS club_founded, n.name AS national_team_name, n.slug AS national_team_slug`;

/** What a player card (players.mapper.ts toPlayerCard) reads: not p.*, whose tsvector and bio would be sent and parsed for nothing. */
const CARD_COLUMNS = `p.id, p.slug, p.name, p.position, p.position_code, p.nationality, p.date_of_birth, p.shirt_number, p.photo_id, p.published,
  c.name AS club_name, c.slug AS club_slug`;

const PLAYER_SQL = `SELECT ${PLAYER_COLUMNS},
  (SELECT COALESCE(json_agg(l ORDER BY l.start_year DESC, l.competition, l.club_id), '[]'::json) FROM (
     -- The stored lines (player_stat_lines, one per competition season and club, kept by triggers on the
     -- appearances): ~8 rows by the primary key instead of 300 appearances and 300 match probes.
     SELECT s.name AS season, s.start_year, co.name AS competition, co.slug, g.club_id, g.apps, g.started, g.minutes, g.goals, g.assists, g.yellow, g.red
     FROM player_stat_lines g
     JOIN competition_seasons cs ON cs.id = g.competition_season_id JOIN seasons s ON s.id = cs.season_id
     JOIN competitions co ON co.id = cs.competition_id
     WHERE g.player_id = p.id) l) AS lines_json,
  (SELECT COALESCE(json_agg(x ORDER BY x.kind, x.from_date DESC NULLS LAST, x.id), '[]'::json) FROM (
     SELECT pc.id, pc.kind, pc.club_id, pc.team_name, pc.from_date, pc.to_date, pc.apps, pc.goals, cc.slug AS club_slug, cc.logo_photo_id AS club_logo_id
     FROM player_careers pc LEFT JOIN clubs cc ON cc.id = pc.club_id WHERE pc.player_id = p.id) x) AS careers_json,
  (SELECT COALESCE(json_agg(x ORDER BY x.season DESC, x.id), '[]'::json) FROM (
     SELECT id, season, achievement FROM achievements WHERE player_id = p.id) x) AS achievements_json,
  (SELECT COALESCE(json_agg(x ORDER BY x.id), '[]'::json) FROM (
     SELECT DISTINCT ON (co.id) co.id, co.name, co.slug, s.name AS season
     FROM competition_standings played
     JOIN competition_seasons cs ON cs.id = played.competition_season_id
     JOIN competitions co ON co.id = cs.competition_id JOIN seasons s ON s.id = cs.season_id
     WHERE played.club_id = p.current_club_id
     ORDER BY co.id, s.start_year DESC) x) AS active_json
FROM players p LEFT JOIN clubs c ON c.id = p.current_club_id LEFT JOIN clubs n ON n.id = p.national_team_id
WHERE p.slug = ?`;

/**
 * The competition page's whole answer, `{"success":true,"data":{…}}`, as JSON text built by Postgres: the table in
 * one pass over the competition season's matches (each match gives a line to both clubs; covering index
 * matches_cs_results, so an index-only scan), the matches by round (rounds in the order they are first played),
 * the adjustments, the seasons, the competition's zones and each club's form (its last five results, from the same
 * lines). The page carries every match of the season (380 at the scale seed, ~86 kB): built
 * here and sent as it is, Node neither parses nor re-serialises it. `season = ''` means the competition's latest.
 */
const TABLE_DOCUMENT_SQL = `WITH ref AS (
    SELECT cs.id, co.id AS competition_id, co.name, co.slug, co.country, co.kind, co.zones, s.name AS season
    FROM competition_seasons cs JOIN competitions co ON co.id = cs.competition_id JOIN seasons s ON s.id = cs.season_id
    WHERE co.slug = ? AND (s.name = ? OR ? = '')
    ORDER BY s.start_year DESC LIMIT 1
  ), lines AS (
    SELECT side.club_id, side.opponent_id, side.home, side.gf, side.ga, m.status, m.match_date, m.id AS match_id
    FROM ref JOIN matches m ON m.competition_season_id = ref.id AND m.status = 'finished'
    CROSS JOIN LATERAL (VALUES (m.home_club_id, m.away_club_id, true, m.ft_home, m.ft_away), (m.away_club_id, m.home_club_id, false, m.ft_away, m.ft_home))
      AS side (club_id, opponent_id, home, gf, ga)
  ), recent AS (
    -- The form column: each club's last five finished matches, from the same lines (no query per club).
    SELECT club_id, opponent_id, home, gf, ga, match_date, match_id
    FROM (SELECT lines.*, row_number() OVER (PARTITION BY club_id ORDER BY match_date DESC, match_id DESC) AS back FROM lines) numbered
    WHERE back <= 5
  ), form AS (
    SELECT recent.club_id, json_agg(json_build_object('result', CASE WHEN gf > ga THEN 'W' WHEN gf = ga THEN 'D' ELSE 'L' END,
             'goalsFor', gf, 'goalsAgainst', ga, 'opponent', o.name, 'home', home, 'date', to_char(match_date, 'YYYY-MM-DD'))
             ORDER BY match_date, match_id) AS items
    FROM recent JOIN clubs o ON o.id = recent.opponent_id GROUP BY recent.club_id
  ), totals AS (
    -- The stored standings (competition_standings, kept by triggers on matches): one row per club of the season.
    SELECT st.club_id, st.played, st.won, st.drawn, st.lost, st.goals_for, st.goals_against
    FROM ref JOIN competition_standings st ON st.competition_season_id = ref.id
  ), adjustment_sums AS (
    SELECT pa.club_id, SUM(pa.points)::int AS points FROM ref JOIN points_adjustments pa ON pa.competition_season_id = ref.id GROUP BY pa.club_id
  ), standings AS (
    SELECT totals.*, c.name, c.slug, c.logo_photo_id, COALESCE(aj.points, 0) AS adjustment, 3 * totals.won + totals.drawn + COALESCE(aj.points, 0) AS points,
      COALESCE(form.items, '[]'::json) AS form
    FROM totals JOIN clubs c ON c.id = totals.club_id LEFT JOIN adjustment_sums aj ON aj.club_id = totals.club_id LEFT JOIN form ON form.club_id = totals.club_id
  ), ranked AS (
    SELECT standings.*, row_number() OVER (ORDER BY points DESC, goals_for - goals_against DESC, goals_for DESC, name) AS position FROM standings
  ), match_items AS (
    SELECT m.round, row_number() OVER (ORDER BY m.match_date, m.kick_off, m.id) AS n,
      json_build_object('id', m.id, 'round', m.round, 'date', to_char(m.match_date, 'YYYY-MM-DD'), 'time', m.kick_off, 'status', m.status,
        'home', json_build_object('name', h.name, 'slug', h.slug, 'shortName', h.short_name, 'logo', ${clubLogoSql('h.logo_photo_id', 'h.id')}),
        'away', json_build_object('name', aw.name, 'slug', aw.slug, 'shortName', aw.short_name, 'logo', ${clubLogoSql('aw.logo_photo_id', 'aw.id')}),
        'ft', CASE WHEN m.ft_home IS NULL THEN NULL ELSE json_build_array(m.ft_home, m.ft_away) END,
        'ht', CASE WHEN m.ht_home IS NULL THEN NULL ELSE json_build_array(m.ht_home, m.ht_away) END) AS item
    FROM ref JOIN matches m ON m.competition_season_id = ref.id JOIN clubs h ON h.id = m.home_club_id JOIN clubs aw ON aw.id = m.away_club_id
  ), rounds AS (
    SELECT round, MIN(n) AS first, json_agg(item ORDER BY n) AS matches FROM match_items GROUP BY round
  )
  SELECT json_build_object('success', true, 'data', json_build_object(
    'competition', json_build_object('id', ref.competition_id, 'name', ref.name, 'slug', ref.slug, 'country', ref.country, 'kind', ref.kind, 'zones', ref.zones),
    'season', ref.season,
    'seasons', (SELECT COALESCE(json_agg(s.name ORDER BY s.start_year DESC), '[]'::json)
                FROM competition_seasons cs JOIN seasons s ON s.id = cs.season_id WHERE cs.competition_id = ref.competition_id),
    'table', (SELECT COALESCE(json_agg(json_build_object('position', position,
                'club', json_build_object('id', club_id, 'name', name, 'slug', slug, 'logo', ${clubLogoSql('logo_photo_id', 'club_id')}), 'form', form,
                'played', played, 'won', won, 'drawn', drawn, 'lost', lost, 'goalsFor', goals_for, 'goalsAgainst', goals_against,
                'goalDifference', goals_for - goals_against, 'adjustment', adjustment, 'points', points) ORDER BY position), '[]'::json) FROM ranked),
    'adjustments', (SELECT COALESCE(json_agg(json_build_object('id', pa.id, 'points', pa.points, 'reason', pa.reason,
                      'createdAt', to_char(pa.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'clubName', c.name, 'clubSlug', c.slug)
                      ORDER BY pa.id), '[]'::json)
                    FROM points_adjustments pa JOIN clubs c ON c.id = pa.club_id WHERE pa.competition_season_id = ref.id),
    'rounds', (SELECT COALESCE(json_agg(json_build_object('round', round, 'matches', matches) ORDER BY first), '[]'::json) FROM rounds)
  ))::text AS document
  FROM ref`;

export interface PlayerPageRow extends PlayerRow {
  lines_json: Record<string, unknown>[];
  careers_json: Record<string, unknown>[];
  achievements_json: { id: number; season: string; achievement: string }[];
  active_json: { id: number; name: string; slug: string; season: string }[];
}


/** Wraps a raw statement so `compiledQuery` can compile and name it (markers go in as the raw's bindings). */
const rawStatement = (db: Knex, sql: string, bindings: readonly string[]) => db.select('*').fromRaw(db.raw(`(${sql}) AS statement`, bindings as string[]));

export interface NameSearch {
  /** 1–6 words, each matched anywhere in the name (trigram index). */
  words: readonly string[];
  clubId?: number;
  nationality?: string;
  position?: string;
  today: string;
  ageMin?: number;
  ageMax?: number;
  includeUnpublished?: boolean;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The name search's page with the players' columns and the total in one statement. The matches are collected first
 * (MATERIALIZED: otherwise the planner walks the whole name-order index row by row hoping to meet 20 matches), then
 * sorted and counted in one pass. One prepared statement per shape (number of words, which filters).
 */
function nameSearchSql(search: NameSearch) {
  const where: string[] = [];
  const markers: string[] = [];
  if (!search.includeUnpublished) where.push('p.published', 'p.hidden_at IS NULL');
  search.words.forEach((_, i) => {
    where.push(`p.name ILIKE ? ESCAPE '\\'`);
    markers.push(`w${i}`);
  });
  if (search.clubId !== undefined) { where.push('p.current_club_id = ?'); markers.push('club'); }
  if (search.nationality !== undefined) { where.push('p.nationality = ?'); markers.push('nationality'); }
  if (search.position !== undefined) { where.push('(p.position_code = ? OR ? = ANY (p.other_positions))'); markers.push('position', 'position'); }
  // Age a..b ⇔ born after today − (b+1) years and on or before today − a years.
  if (search.ageMin !== undefined) { where.push('p.date_of_birth <= (?::date - make_interval(years => ?::int))'); markers.push('today', 'ageMin'); }
  if (search.ageMax !== undefined) { where.push('p.date_of_birth > (?::date - make_interval(years => ?::int))'); markers.push('today', 'ageMaxNext'); }
  markers.push('offset', 'limit');
  const sql = `WITH matched AS MATERIALIZED (SELECT p.id, p.name FROM players p WHERE ${where.join(' AND ')}),
    page AS (SELECT id, name, count(*) OVER () AS total FROM matched ORDER BY name, id OFFSET ?::int LIMIT ?::int)
    SELECT ${CARD_COLUMNS}, page.total
    FROM page JOIN players p ON p.id = page.id LEFT JOIN clubs c ON c.id = p.current_club_id
    ORDER BY page.name, page.id`;
  const shape = [search.words.length, ...['clubId', 'nationality', 'position', 'ageMin', 'ageMax', 'includeUnpublished'].map((key) => (search[key as keyof NameSearch] === undefined || search[key as keyof NameSearch] === false ? 0 : 1))].join('');
  return { sql, markers, shape };
}

type SearchMarker = 'w0' | 'w1' | 'w2' | 'w3' | 'w4' | 'w5' | 'club' | 'nationality' | 'position' | 'today' | 'ageMin' | 'ageMaxNext' | 'offset' | 'limit';

export function createPageStatements(db: Knex) {
  const searches = new Map<string, ReturnType<typeof compiledQuery<SearchMarker, PlayerRow & { total: string }>>>();
  const player = compiledQuery<'slug', PlayerPageRow>(db, 'football-player-page', (value) => rawStatement(db, PLAYER_SQL, [value('slug')]));
  const table = compiledQuery<'slug' | 'season', { document: string }>(db, 'football-table-page', (value) =>
    rawStatement(db, TABLE_DOCUMENT_SQL, [value('slug'), value('season'), value('season')]));
  return {
    /** The player row with his stat lines, careers, achievements and his club's competitions. */
    async playerPage(slug: string): Promise<PlayerPageRow | undefined> {
      return (await player({ slug }))[0];
    },
    /** The competition page's JSON answer (the latest season when `season` is absent); undefined when there is none. */
    async tableDocument(slug: string, season: string | undefined): Promise<string | undefined> {
      return (await table({ slug, season: season ?? '' }))[0]?.document;
    },
    /** A page of the name search (players in name order) and the number of matches (0 rows past the end). */
    async nameSearch(search: NameSearch, paging: { offset: number; limit: number }): Promise<{ rows: PlayerRow[]; total: number }> {
      const { sql, markers, shape } = nameSearchSql(search);
      let statement = searches.get(shape);
      if (!statement) {
        statement = compiledQuery<SearchMarker, PlayerRow & { total: string }>(db, `football-name-search-${shape}`, (value) =>
          rawStatement(db, sql, markers.map((marker) => value(marker as SearchMarker))));
        searches.set(shape, statement);
      }
      const values: Record<string, string | number> = { today: search.today, offset: paging.offset, limit: paging.limit };
      search.words.forEach((word, i) => { values[`w${i}`] = `%${likeEscape(word)}%`; });
      if (search.clubId !== undefined) values.club = search.clubId;
      if (search.nationality !== undefined) values.nationality = search.nationality;
      if (search.position !== undefined) values.position = search.position;
      if (search.ageMin !== undefined) values.ageMin = search.ageMin;
      if (search.ageMax !== undefined) values.ageMaxNext = search.ageMax + 1;
      const rows = await statement(values as Record<SearchMarker, string | number>);
      return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
    },
  };
}

export type PageStatements = ReturnType<typeof createPageStatements>;
