import type { Knex } from 'knex';
import { PLAYER_FIRST_NAMES, PLAYER_LAST_NAMES } from './football-data';

/**
 * The football part of `pnpm db:seed:scale`: 200 clubs in 10 leagues over 19 seasons (72,200 matches), 50,000
 * players and about 2,000,000 appearances, written set-based (INSERT … SELECT generate_series) so it takes a
 * minute, not hours. Deterministic: every value is a function of row numbers. The bench reads one player with
 * exactly 300 appearances (`scale-bench-player`), a name search and a league table (`scale-league-1`, 2025-26).
 */
export const FOOTBALL_SCALE = {
  clubs: 200,
  leagues: 10,
  firstSeason: 2007,
  lastSeason: 2025,
  players: 50_000,
  benchPlayerSlug: 'scale-bench-player',
  benchAppearances: 300,
} as const;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(quote).join(',')}]::text[]`;
const pickSql = (values: readonly string[], expr: string) => `(${sqlArray(values)})[1 + ((${expr}) % ${values.length})]`;

/** `multiplier` (seeds/scale.ts `scaleCounts`): that many times the clubs, leagues and players; same seasons, same league size. */
export async function seedFootballScale(knex: Knex, log: (line: string) => void = console.log, multiplier = 1): Promise<boolean> {
  if (await knex('clubs').where({ slug: 'scale-fc-1' }).first('id')) {
    log('Football scale data already present: skipped.');
    return false;
  }
  const { firstSeason, lastSeason } = FOOTBALL_SCALE;
  const [clubs, leagues, players] = [FOOTBALL_SCALE.clubs * multiplier, FOOTBALL_SCALE.leagues * multiplier, FOOTBALL_SCALE.players * multiplier];
  const perLeague = clubs / leagues;
  const perClub = players / clubs;
  const timed = async (label: string, step: () => Promise<unknown>) => {
    const started = Date.now();
    await step();
    log(`football ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await knex.transaction(async (trx) => {
    await timed('clubs, leagues, seasons', async () => {
      await trx.raw(`INSERT INTO clubs (name, short_name, slug, country, founded, ground)
        SELECT 'Scale FC ' || g, 'Scale ' || g, 'scale-fc-' || g, 'gb-eng', 1870 + g % 120, 'Scale Park ' || g FROM generate_series(1, ${clubs}) g`);
      await trx.raw(`INSERT INTO competitions (name, slug, country, kind)
        SELECT 'Scale League ' || g, 'scale-league-' || g, 'gb-eng', 'league' FROM generate_series(1, ${leagues}) g`);
      await trx.raw(`INSERT INTO seasons (name, start_year)
        SELECT y || '-' || lpad(((y + 1) % 100)::text, 2, '0'), y FROM generate_series(${firstSeason}, ${lastSeason}) y ON CONFLICT (name) DO NOTHING`);
      await trx.raw(`INSERT INTO competition_seasons (competition_id, season_id)
        SELECT c.id, s.id FROM competitions c CROSS JOIN seasons s
        WHERE c.slug LIKE 'scale-league-%' AND s.start_year BETWEEN ${firstSeason} AND ${lastSeason}`);
    });

    await timed('matches', async () => {
      // Every ordered pair of a league's clubs once a season: 20 × 19 = 380 matches, 10 a matchday.
      await trx.raw(`
        WITH league_clubs AS (
          SELECT id, ((substring(slug FROM 10)::int - 1) / ${perLeague}) + 1 AS league, (substring(slug FROM 10)::int - 1) % ${perLeague} AS pos
          FROM clubs WHERE slug LIKE 'scale-fc-%'
        ), pairs AS (
          SELECT h.league, h.id AS home, a.id AS away, h.pos AS hp, a.pos AS ap,
                 row_number() OVER (PARTITION BY h.league ORDER BY (a.pos - h.pos + ${perLeague}) % ${perLeague}, h.pos) - 1 AS k
          FROM league_clubs h JOIN league_clubs a ON a.league = h.league AND a.id <> h.id
        )
        INSERT INTO matches (competition_season_id, round, match_date, kick_off, home_club_id, away_club_id, ft_home, ft_away, ht_home, ht_away, status)
        SELECT cs.id, 'Matchday ' || (p.k / ${perLeague / 2} + 1), make_date(s.start_year, 8, 10) + (p.k / ${perLeague / 2})::int * 7, '15:00',
               p.home, p.away, (p.hp * 7 + p.ap * 3 + s.start_year) % 4, (p.hp * 5 + p.ap * 11 + s.start_year) % 3,
               ((p.hp * 7 + p.ap * 3 + s.start_year) % 4) / 2, ((p.hp * 5 + p.ap * 11 + s.start_year) % 3) / 2, 'finished'
        FROM pairs p
        JOIN competitions c ON c.slug = 'scale-league-' || p.league
        JOIN competition_seasons cs ON cs.competition_id = c.id
        JOIN seasons s ON s.id = cs.season_id`);
    });

    await timed('players', async () => {
      await trx.raw(`
        INSERT INTO players (slug, name, full_name, short_name, current_club_id, position, main_position, position_code, foot, nationality,
                             country_of_birth, date_of_birth, gender, height_cm, weight_kg, status, published)
        SELECT CASE WHEN g = 0 THEN '${FOOTBALL_SCALE.benchPlayerSlug}' ELSE 'scale-player-' || g END,
               ${pickSql(PLAYER_FIRST_NAMES, 'g * 7')} || ' ' || ${pickSql(PLAYER_LAST_NAMES, 'g / 3')},
               '', '', c.id,
               (ARRAY['Goalkeeper','Defender','Midfielder','Forward'])[1 + g % 4], '', (ARRAY['GK','CB','CM','CF'])[1 + g % 4],
               'right', (ARRAY['gb-eng','es','fr','de','ng','br'])[1 + g % 6], 'gb-eng',
               make_date(1988 + g % 18, 1 + g % 12, 1 + g % 28), 'male', 170 + g % 25, 65 + g % 25, 'active', true
        FROM generate_series(0, ${players - 1}) g
        JOIN clubs c ON c.slug = 'scale-fc-' || (g / ${perClub} + 1)`);
    });

    await timed('appearances', async () => {
      // 14 a side per match, rotating through the club's squad (slot 0, the bench player, is left out here);
      // goals go to two slots and never exceed the club's score.
      await trx.raw(`
        WITH sides AS (
          SELECT m.id AS match_id, m.home_club_id AS club_id, m.ft_home AS scored FROM matches m JOIN clubs c ON c.id = m.home_club_id WHERE c.slug LIKE 'scale-fc-%'
          UNION ALL
          SELECT m.id, m.away_club_id, m.ft_away FROM matches m JOIN clubs c ON c.id = m.away_club_id WHERE c.slug LIKE 'scale-fc-%'
        ), numbered AS (
          SELECT s.*, row_number() OVER (PARTITION BY s.club_id ORDER BY s.match_id) - 1 AS n FROM sides s
        ), squads AS (
          SELECT current_club_id AS club_id, array_agg(id ORDER BY id) AS ids FROM players WHERE slug LIKE 'scale-player-%' OR slug = '${FOOTBALL_SCALE.benchPlayerSlug}' GROUP BY current_club_id
        )
        INSERT INTO player_appearances (player_id, match_id, club_id, started, minutes, goals, assists, yellow_cards, red_cards,
                                        stat_s, stat_so, stat_pt, stat_pa, stat_pk, stat_tt, stat_tb, stat_ti, stat_da, stat_ds, stat_fd, stat_fc, rating)
        SELECT sq.ids[2 + ((x.n * 14 + j) % (array_length(sq.ids, 1) - 1))], x.match_id, x.club_id, j < 11,
               CASE WHEN j < 11 THEN 90 - (j % 3) * 10 ELSE 20 END,
               CASE WHEN j = 10 THEN LEAST(x.scored, 1) WHEN j = 9 THEN LEAST(GREATEST(x.scored - 1, 0), 1) ELSE 0 END,
               CASE WHEN j = 8 AND x.scored > 0 THEN 1 ELSE 0 END, (x.n + j) % 9 / 8, 0,
               j % 4, j % 2, 30 + j * 2, 24 + j, j % 3, j % 5, j % 2, j % 3, 5 + j % 7, 3 + j % 4, j % 3, j % 2, 6.0 + (j % 20) / 10.0
        FROM numbered x JOIN squads sq ON sq.club_id = x.club_id CROSS JOIN generate_series(0, 13) j`);
      await trx.raw(`
        WITH bench AS (SELECT id, current_club_id FROM players WHERE slug = '${FOOTBALL_SCALE.benchPlayerSlug}'),
        club_matches AS (
          SELECT m.id, b.id AS player_id, b.current_club_id AS club_id,
                 CASE WHEN m.home_club_id = b.current_club_id THEN m.ft_home ELSE m.ft_away END AS scored
          FROM matches m JOIN bench b ON b.current_club_id IN (m.home_club_id, m.away_club_id)
          ORDER BY m.match_date DESC, m.id DESC LIMIT ${FOOTBALL_SCALE.benchAppearances}
        )
        INSERT INTO player_appearances (player_id, match_id, club_id, started, minutes, goals, assists, stat_s, stat_so, stat_pt, stat_pa, rating)
        SELECT player_id, id, club_id, true, 90, 0, 0, 2, 1, 40, 33, 7.1 FROM club_matches`);
    });
  });
  // VACUUM sets the visibility map, so the covering indexes (migration 0650) answer with index-only scans.
  await timed('vacuum analyze', () => knex.raw('VACUUM ANALYZE clubs, matches, players, player_appearances'));
  return true;
}
