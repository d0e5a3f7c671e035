import type { Knex } from 'knex';
import { compiledQuery } from '../../lib/compiled-query';
import type { ClubRow } from './clubs-staff.repo';
import type { PlayerRow } from './players.repo';

/**
 * `/club/{slug}` in ONE prepared statement (docs/performance.md "Football reads without the cache"): the club row
 * and, as JSON columns, its seasons, squad, staff, the shown season's matches and its competitions. It was six
 * statements in two round trips (the club, its seasons, then four in parallel). The seasons and competitions come
 * from competition_standings (a row per competition season and club, kept by triggers on matches), the season's
 * matches from the competition seasons the club is in. `season = ''` shows the latest season the club played in.
 */
const CLUB_PAGE_SQL = `WITH club AS (
    SELECT * FROM clubs WHERE slug = ?
  ), played AS (
    SELECT st.competition_season_id, cs.competition_id, s.name AS season, s.start_year
    FROM club JOIN competition_standings st ON st.club_id = club.id
    JOIN competition_seasons cs ON cs.id = st.competition_season_id JOIN seasons s ON s.id = cs.season_id
  ), shown AS (
    SELECT COALESCE(NULLIF(?, ''), (SELECT season FROM played ORDER BY start_year DESC LIMIT 1)) AS season
  )
  SELECT club.*,
    (SELECT COALESCE(json_agg(x.season ORDER BY x.start_year DESC), '[]'::json)
       FROM (SELECT DISTINCT season, start_year FROM played) x) AS seasons_json,
    (SELECT COALESCE(json_agg(x ORDER BY x.shirt_number NULLS LAST, x.name, x.id), '[]'::json) FROM (
       -- Hidden by a moderator (docs/reports.md): out of the squad like an unpublished profile.
       SELECT p.id, p.slug, p.name, p.position, p.position_code, p.nationality, p.date_of_birth, p.shirt_number, p.photo_id, p.published,
              club.name AS club_name, club.slug AS club_slug
       FROM players p WHERE p.current_club_id = club.id AND p.published AND p.hidden_at IS NULL
       ORDER BY p.shirt_number NULLS LAST, p.name, p.id LIMIT 80) x) AS squad_json,
    (SELECT COALESCE(json_agg(x ORDER BY x.job_title, x.name), '[]'::json) FROM (
       SELECT st.slug, st.name, st.job_title, st.photo_id FROM staff st WHERE st.current_club_id = club.id) x) AS staff_json,
    (SELECT COALESCE(json_agg(x ORDER BY x.match_date, x.kick_off, x.id), '[]'::json) FROM (
       SELECT m.id, m.round, m.match_date, m.kick_off, m.status, m.ft_home, m.ft_away, m.ht_home, m.ht_away,
              h.id AS home_id, h.name AS home_name, h.slug AS home_slug, h.short_name AS home_short_name, h.logo_photo_id AS home_logo_id,
              a.id AS away_id, a.name AS away_name, a.slug AS away_slug, a.short_name AS away_short_name, a.logo_photo_id AS away_logo_id,
              co.name AS competition_name, co.slug AS competition_slug, played.season AS season_name
       FROM played JOIN shown ON shown.season = played.season
       JOIN matches m ON m.competition_season_id = played.competition_season_id AND (m.home_club_id = club.id OR m.away_club_id = club.id)
       JOIN clubs h ON h.id = m.home_club_id JOIN clubs a ON a.id = m.away_club_id
       JOIN competitions co ON co.id = played.competition_id) x) AS matches_json,
    (SELECT COALESCE(json_agg(x ORDER BY x.id), '[]'::json) FROM (
       SELECT DISTINCT ON (co.id) co.id, co.name, co.slug, played.season
       FROM played JOIN competitions co ON co.id = played.competition_id
       ORDER BY co.id, played.start_year DESC) x) AS competitions_json
  FROM club`;

export interface ClubPageRow extends ClubRow {
  seasons_json: string[];
  squad_json: PlayerRow[];
  staff_json: { slug: string; name: string; job_title: string; photo_id: number | null }[];
  matches_json: Record<string, unknown>[];
  competitions_json: { id: number; name: string; slug: string; season: string }[];
}

export function createClubPageStatement(db: Knex) {
  const statement = compiledQuery<'slug' | 'season', ClubPageRow>(db, 'football-club-page', (value) =>
    db.select('*').fromRaw(db.raw(`(${CLUB_PAGE_SQL}) AS statement`, [value('slug'), value('season')])));
  /** The club's page row, or undefined when no club has the slug. */
  return async (slug: string, season: string | undefined): Promise<ClubPageRow | undefined> => (await statement({ slug, season: season ?? '' }))[0];
}
