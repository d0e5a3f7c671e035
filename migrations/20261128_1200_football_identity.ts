import type { Knex } from 'knex';

/**
 * Football identity (issue 21, docs/football.md "Identity"): what the pages need to look like Transfermarkt/FBref.
 * - `competitions.zones`: the table's zones (champions, continental places, promotion, play-offs, relegation) as a
 *   JSON array of `{ from, to, kind }` position ranges; the API validates it (no overlaps, from ≤ to) and the SPA
 *   colours and labels each kind in both languages.
 * - `clubs.primary_colour`, `clubs.secondary_colour`: `#rrggbb`, drawn into the generated crest and the player
 *   portraits' shirts (a club without them gets colours derived from its name). An uploaded logo still wins.
 * - `players.shirt_number`: 1–99, shown in the club's squad.
 * - The league table's covering index also carries each match's date and id, so the form column (a club's last five
 *   results) stays an index-only scan of the season's matches.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('competitions', (t) => {
    t.jsonb('zones').notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
  });
  await knex.raw(`ALTER TABLE competitions ADD CONSTRAINT competitions_zones_array CHECK (jsonb_typeof(zones) = 'array')`);
  await knex.schema.alterTable('clubs', (t) => {
    t.string('primary_colour', 7).nullable();
    t.string('secondary_colour', 7).nullable();
  });
  await knex.raw(`ALTER TABLE clubs ADD CONSTRAINT clubs_colours_hex CHECK (
    (primary_colour IS NULL OR primary_colour ~ '^#[0-9a-f]{6}$') AND (secondary_colour IS NULL OR secondary_colour ~ '^#[0-9a-f]{6}$'))`);
  await knex.schema.alterTable('players', (t) => {
    t.smallint('shirt_number').nullable();
  });
  await knex.raw('ALTER TABLE players ADD CONSTRAINT players_shirt_number_range CHECK (shirt_number BETWEEN 1 AND 99)');
  await knex.raw('DROP INDEX IF EXISTS matches_cs_results');
  await knex.raw(`CREATE INDEX matches_cs_results ON matches (competition_season_id)
    INCLUDE (home_club_id, away_club_id, status, ft_home, ft_away, match_date, id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS matches_cs_results');
  await knex.raw(`CREATE INDEX matches_cs_results ON matches (competition_season_id)
    INCLUDE (home_club_id, away_club_id, status, ft_home, ft_away)`);
  await knex.raw('ALTER TABLE players DROP CONSTRAINT IF EXISTS players_shirt_number_range');
  await knex.schema.alterTable('players', (t) => t.dropColumn('shirt_number'));
  await knex.raw('ALTER TABLE clubs DROP CONSTRAINT IF EXISTS clubs_colours_hex');
  await knex.schema.alterTable('clubs', (t) => { t.dropColumn('primary_colour'); t.dropColumn('secondary_colour'); });
  await knex.raw('ALTER TABLE competitions DROP CONSTRAINT IF EXISTS competitions_zones_array');
  await knex.schema.alterTable('competitions', (t) => t.dropColumn('zones'));
}
