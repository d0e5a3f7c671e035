import type { Knex } from 'knex';

/**
 * Football summaries kept with the rows they summarise (docs/football.md "Stored summaries", docs/performance.md
 * "Football reads without the cache"): the player page read 300 appearances and probed 300 matches per request, the
 * league table and a club's competitions walked every match of the season or of the club.
 *
 * - `player_stat_lines`: one line per player, competition season and club he played for, with the totals of
 *   those appearances (apps, starts, minutes, goals, assists, cards): what the player page, a season's stats and
 *   the per-club stats are sums of.
 * - `competition_standings`: one line per competition season and club that has a match in it (fixtures too), with
 *   its finished matches' results (played, won, drawn, lost, goals for and against): the league table without
 *   points adjustments (few rows, still read from points_adjustments), and a club's competition seasons.
 *
 * Both are kept by statement-level triggers with transition tables in the writer's transaction (importer, admin
 * and data-scout edits, seeds, cascades): nothing needs to know of them. Player lines are recomputed for the
 * players a statement touched (from their appearances as they now are), so a match deleted with its appearances
 * or a match moved to another competition season leaves no stale line; standings add each match's two sides'
 * deltas (grouped and written in key order, so concurrent writers lock lines in the same order) and drop lines
 * left with no match. TRUNCATE is not followed (nothing truncates these tables).
 */

const STAT_LINE = `COUNT(*)::int, COUNT(*) FILTER (WHERE a.started)::int, COALESCE(SUM(a.minutes), 0)::int, COALESCE(SUM(a.goals), 0)::int,
  COALESCE(SUM(a.assists), 0)::int, COALESCE(SUM(a.yellow_cards), 0)::int, COALESCE(SUM(a.red_cards), 0)::int`;

/** What player_stat_lines must hold for the players in `players` (a query of player ids), from the appearances. */
export const playerStatLinesSql = (players: string) => `
  SELECT a.player_id, m.competition_season_id, a.club_id, ${STAT_LINE}
    FROM player_appearances a JOIN matches m ON m.id = a.match_id
   WHERE a.player_id IN (${players})
   GROUP BY a.player_id, m.competition_season_id, a.club_id`;

/** Each match's two sides as standings deltas (`sign` 1 for new rows, -1 for old ones). */
const sidesOf = (rows: string, sign: 1 | -1) => `
  SELECT m.competition_season_id, side.club_id, ${sign} AS matches,
         ${sign} * (m.status = 'finished')::int AS played,
         ${sign} * (m.status = 'finished' AND side.gf > side.ga)::int AS won,
         ${sign} * (m.status = 'finished' AND side.gf = side.ga)::int AS drawn,
         ${sign} * (m.status = 'finished' AND side.gf < side.ga)::int AS lost,
         ${sign} * CASE WHEN m.status = 'finished' THEN side.gf ELSE 0 END AS goals_for,
         ${sign} * CASE WHEN m.status = 'finished' THEN side.ga ELSE 0 END AS goals_against
    FROM ${rows} m
    CROSS JOIN LATERAL (VALUES (m.home_club_id, m.ft_home, m.ft_away), (m.away_club_id, m.ft_away, m.ft_home)) AS side (club_id, gf, ga)`;

/** What competition_standings must hold, from the matches: the backfill, and the consistency test. */
export const COMPETITION_STANDINGS_SQL = `
  SELECT competition_season_id, club_id, SUM(matches)::int AS matches, SUM(played)::int AS played, SUM(won)::int AS won,
         SUM(drawn)::int AS drawn, SUM(lost)::int AS lost, SUM(goals_for)::int AS goals_for, SUM(goals_against)::int AS goals_against
    FROM (${sidesOf('matches', 1)}) s
   GROUP BY competition_season_id, club_id`;

export const refreshPlayerLines = (players: string) => `
  DELETE FROM player_stat_lines WHERE player_id IN (${players});
  INSERT INTO player_stat_lines (player_id, competition_season_id, club_id, apps, started, minutes, goals, assists, yellow, red)
  ${playerStatLinesSql(players)}
  ORDER BY 1, 2, 3
  ON CONFLICT (player_id, competition_season_id, club_id) DO UPDATE SET apps = EXCLUDED.apps, started = EXCLUDED.started,
    minutes = EXCLUDED.minutes, goals = EXCLUDED.goals, assists = EXCLUDED.assists, yellow = EXCLUDED.yellow, red = EXCLUDED.red;`;

const applyStandings = (source: string) => `
  WITH deltas AS (
    SELECT competition_season_id, club_id, SUM(matches)::int AS matches, SUM(played)::int AS played, SUM(won)::int AS won,
           SUM(drawn)::int AS drawn, SUM(lost)::int AS lost, SUM(goals_for)::int AS goals_for, SUM(goals_against)::int AS goals_against
      FROM (${source}) s
     GROUP BY competition_season_id, club_id
    HAVING SUM(matches) <> 0 OR SUM(played) <> 0 OR SUM(won) <> 0 OR SUM(drawn) <> 0 OR SUM(lost) <> 0 OR SUM(goals_for) <> 0 OR SUM(goals_against) <> 0
  )
  INSERT INTO competition_standings AS c (competition_season_id, club_id, matches, played, won, drawn, lost, goals_for, goals_against)
  SELECT * FROM deltas ORDER BY competition_season_id, club_id
  ON CONFLICT (competition_season_id, club_id) DO UPDATE SET matches = c.matches + EXCLUDED.matches, played = c.played + EXCLUDED.played,
    won = c.won + EXCLUDED.won, drawn = c.drawn + EXCLUDED.drawn, lost = c.lost + EXCLUDED.lost,
    goals_for = c.goals_for + EXCLUDED.goals_for, goals_against = c.goals_against + EXCLUDED.goals_against;
  DELETE FROM competition_standings WHERE matches = 0 AND (competition_season_id, club_id) IN (SELECT competition_season_id, club_id FROM (${source}) s);`;

const TRIGGERS = [
  {
    table: 'player_appearances', name: 'player_lines_insert', event: 'INSERT', referencing: 'NEW TABLE AS new_rows',
    body: refreshPlayerLines('SELECT DISTINCT player_id FROM new_rows'),
  },
  {
    table: 'player_appearances', name: 'player_lines_delete', event: 'DELETE', referencing: 'OLD TABLE AS old_rows',
    body: refreshPlayerLines('SELECT DISTINCT player_id FROM old_rows'),
  },
  {
    table: 'player_appearances', name: 'player_lines_update', event: 'UPDATE', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    body: refreshPlayerLines('SELECT player_id FROM old_rows UNION SELECT player_id FROM new_rows'),
  },
  {
    // A match moved to another competition season moves its appearances' lines (scores do not matter to them).
    table: 'matches', name: 'player_lines_update', event: 'UPDATE', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    body: refreshPlayerLines(`SELECT DISTINCT a.player_id FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN player_appearances a ON a.match_id = n.id
                               WHERE o.competition_season_id <> n.competition_season_id`),
  },
  { table: 'matches', name: 'standings_insert', event: 'INSERT', referencing: 'NEW TABLE AS new_rows', body: applyStandings(sidesOf('new_rows', 1)) },
  { table: 'matches', name: 'standings_delete', event: 'DELETE', referencing: 'OLD TABLE AS old_rows', body: applyStandings(sidesOf('old_rows', -1)) },
  {
    table: 'matches', name: 'standings_update', event: 'UPDATE', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    body: applyStandings(`${sidesOf('new_rows', 1)} UNION ALL ${sidesOf('old_rows', -1)}`),
  },
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE player_stat_lines (
    player_id integer NOT NULL,
    competition_season_id integer NOT NULL,
    club_id integer NOT NULL,
    apps integer NOT NULL, started integer NOT NULL, minutes integer NOT NULL, goals integer NOT NULL,
    assists integer NOT NULL, yellow integer NOT NULL, red integer NOT NULL,
    PRIMARY KEY (player_id, competition_season_id, club_id)
  )`);
  await knex.raw(`CREATE TABLE competition_standings (
    competition_season_id integer NOT NULL,
    club_id integer NOT NULL,
    matches integer NOT NULL, played integer NOT NULL, won integer NOT NULL, drawn integer NOT NULL, lost integer NOT NULL,
    goals_for integer NOT NULL, goals_against integer NOT NULL,
    PRIMARY KEY (competition_season_id, club_id)
  )`);
  // A club's competition seasons (the player page's active competitions, the club page's seasons and competitions).
  await knex.raw('CREATE INDEX competition_standings_club ON competition_standings (club_id, competition_season_id)');
  await knex.raw(`INSERT INTO player_stat_lines (player_id, competition_season_id, club_id, apps, started, minutes, goals, assists, yellow, red)
    ${playerStatLinesSql('SELECT id FROM players')}`);
  await knex.raw(`INSERT INTO competition_standings (competition_season_id, club_id, matches, played, won, drawn, lost, goals_for, goals_against)
    ${COMPETITION_STANDINGS_SQL}`);
  for (const trigger of TRIGGERS) {
    const fn = `${trigger.table}_${trigger.name}`;
    await knex.raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        ${trigger.body}
        RETURN NULL;
      END $fn$`);
    await knex.raw(`CREATE TRIGGER ${fn} AFTER ${trigger.event} ON ${trigger.table} REFERENCING ${trigger.referencing}
      FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
  }
  await knex.raw('ANALYZE player_stat_lines, competition_standings');
}

export async function down(knex: Knex): Promise<void> {
  for (const trigger of TRIGGERS) {
    const fn = `${trigger.table}_${trigger.name}`;
    await knex.raw(`DROP TRIGGER ${fn} ON ${trigger.table}`);
    await knex.raw(`DROP FUNCTION ${fn}()`);
  }
  await knex.raw('DROP TABLE competition_standings');
  await knex.raw('DROP TABLE player_stat_lines');
}
