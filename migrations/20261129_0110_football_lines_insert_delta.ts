import type { Knex } from 'knex';
import { refreshPlayerLines } from './20261129_0100_football_summaries';

/**
 * Inserted appearances ADD their grouped totals to player_stat_lines instead of recomputing the touched players from
 * all their appearances (migration 20261129_0100): a bulk insert (the 10× scale seed's 20 million appearances in
 * one statement) then reads only the new rows, not the whole table again. An inserted appearance always has its
 * match (foreign key), so the delta is exact; updates and deletes still recompute (a deleted match's appearances
 * have no match left to name their competition season).
 */
const INSERT_DELTA = `
  INSERT INTO player_stat_lines AS l (player_id, competition_season_id, club_id, apps, started, minutes, goals, assists, yellow, red)
  SELECT a.player_id, m.competition_season_id, a.club_id, COUNT(*)::int, COUNT(*) FILTER (WHERE a.started)::int, SUM(a.minutes)::int,
         SUM(a.goals)::int, SUM(a.assists)::int, SUM(a.yellow_cards)::int, SUM(a.red_cards)::int
    FROM new_rows a JOIN matches m ON m.id = a.match_id
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (player_id, competition_season_id, club_id) DO UPDATE SET apps = l.apps + EXCLUDED.apps, started = l.started + EXCLUDED.started,
    minutes = l.minutes + EXCLUDED.minutes, goals = l.goals + EXCLUDED.goals, assists = l.assists + EXCLUDED.assists,
    yellow = l.yellow + EXCLUDED.yellow, red = l.red + EXCLUDED.red;`;

const replaceInsertFunction = (body: string) => `CREATE OR REPLACE FUNCTION player_appearances_player_lines_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    ${body}
    RETURN NULL;
  END $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(replaceInsertFunction(INSERT_DELTA));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(replaceInsertFunction(refreshPlayerLines('SELECT DISTINCT player_id FROM new_rows')));
}
