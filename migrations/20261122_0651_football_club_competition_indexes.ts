import type { Knex } from 'knex';

/**
 * A club's competition seasons from the index alone (docs/performance.md, football): the player page's "Currently
 * Active Competitions" reads the competition seasons of the matches the player's club played home or away (~700
 * matches at the scale seed) — an index-only scan of each of these instead of a bitmap heap scan of the matches.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX matches_home_competition_season ON matches (home_club_id, competition_season_id)');
  await knex.raw('CREATE INDEX matches_away_competition_season ON matches (away_club_id, competition_season_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS matches_away_competition_season');
  await knex.raw('DROP INDEX IF EXISTS matches_home_competition_season');
}
