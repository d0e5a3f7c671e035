import type { Knex } from 'knex';

/**
 * Covering indexes for the football pages' aggregates (docs/performance.md, football). Totals stay GROUP BYs over
 * the rows; these let Postgres answer them from the index alone (index-only scans) instead of visiting a heap page
 * per row:
 * - a player's stat lines read his appearances' counters by player (300 rows → a few index pages, not ~300 heap pages);
 * - those lines reach the competition season of each match through the primary key (id → competition season);
 * - a league table reads the season's results (clubs, status, full-time score) by competition season.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX player_appearances_player_lines ON player_appearances (player_id)
    INCLUDE (match_id, club_id, started, minutes, goals, assists, yellow_cards, red_cards)`);
  await knex.raw('CREATE INDEX matches_id_competition_season ON matches (id) INCLUDE (competition_season_id)');
  await knex.raw(`CREATE INDEX matches_cs_results ON matches (competition_season_id)
    INCLUDE (home_club_id, away_club_id, status, ft_home, ft_away)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS matches_cs_results');
  await knex.raw('DROP INDEX IF EXISTS matches_id_competition_season');
  await knex.raw('DROP INDEX IF EXISTS player_appearances_player_lines');
}
