import type { Knex } from 'knex';

/**
 * The football database (issue 12, docs/football.md): clubs, competitions, seasons and their matches (filled by
 * the openfootball importer and the demo seed), players and staff with their §3 fields, careers, per-match
 * appearances (every aggregate is a GROUP BY over these, never a stored total), achievements, points
 * adjustments, player claims and the player edit log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('football_photos', (t) => {
    t.increments('id').primary();
    // Generated artwork (SVG, rendered to PNG when served) or an uploaded raster image.
    t.string('mime', 40).notNullable();
    t.binary('bytes').notNullable();
    t.string('label', 120).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('clubs', (t) => {
    t.increments('id').primary();
    t.string('name', 120).notNullable().unique();
    t.string('short_name', 60).notNullable().defaultTo('');
    t.string('slug', 140).notNullable().unique();
    t.string('country', 10).notNullable().defaultTo('');
    t.integer('logo_photo_id').nullable().references('id').inTable('football_photos').onDelete('SET NULL');
    t.integer('founded').nullable();
    t.string('ground', 120).notNullable().defaultTo('');
    t.boolean('is_national_team').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX clubs_name_trgm ON clubs USING GIN (name gin_trgm_ops)');

  await knex.schema.createTable('competitions', (t) => {
    t.increments('id').primary();
    t.string('name', 120).notNullable().unique();
    t.string('slug', 140).notNullable().unique();
    t.string('country', 10).notNullable().defaultTo('');
    t.string('kind', 20).notNullable().defaultTo('league');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE competitions ADD CONSTRAINT competitions_kind CHECK (kind IN ('league', 'cup', 'international'))`);

  await knex.schema.createTable('seasons', (t) => {
    t.increments('id').primary();
    // '2023-24' (split seasons) or '2024' (calendar-year seasons).
    t.string('name', 9).notNullable().unique();
    t.integer('start_year').notNullable();
  });

  await knex.schema.createTable('competition_seasons', (t) => {
    t.increments('id').primary();
    t.integer('competition_id').notNullable().references('id').inTable('competitions').onDelete('CASCADE');
    t.integer('season_id').notNullable().references('id').inTable('seasons').onDelete('CASCADE');
    t.unique(['competition_id', 'season_id']);
  });

  await knex.schema.createTable('matches', (t) => {
    t.increments('id').primary();
    t.integer('competition_season_id').notNullable().references('id').inTable('competition_seasons').onDelete('CASCADE');
    t.string('round', 60).notNullable();
    t.date('match_date').notNullable();
    t.string('kick_off', 5).notNullable().defaultTo('');
    t.integer('home_club_id').notNullable().references('id').inTable('clubs');
    t.integer('away_club_id').notNullable().references('id').inTable('clubs');
    t.smallint('ft_home').nullable();
    t.smallint('ft_away').nullable();
    t.smallint('ht_home').nullable();
    t.smallint('ht_away').nullable();
    // 'scheduled' (a fixture: no score yet) or 'finished'.
    t.string('status', 12).notNullable().defaultTo('scheduled');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A club meets another at home once per round: the importer's identity of a match.
    t.unique(['competition_season_id', 'round', 'home_club_id', 'away_club_id']);
  });
  await knex.raw(`ALTER TABLE matches ADD CONSTRAINT matches_status CHECK (status IN ('scheduled', 'finished')),
    ADD CONSTRAINT matches_two_clubs CHECK (home_club_id <> away_club_id),
    ADD CONSTRAINT matches_score CHECK ((status = 'finished') = (ft_home IS NOT NULL AND ft_away IS NOT NULL))`);
  await knex.raw('CREATE INDEX matches_home_date ON matches (home_club_id, match_date DESC)');
  await knex.raw('CREATE INDEX matches_away_date ON matches (away_club_id, match_date DESC)');
  await knex.raw('CREATE INDEX matches_cs_date ON matches (competition_season_id, match_date, id)');

  await knex.schema.createTable('players', (t) => {
    t.increments('id').primary();
    t.string('slug', 140).notNullable().unique();
    t.string('name', 120).notNullable();
    t.string('full_name', 200).notNullable().defaultTo('');
    t.string('short_name', 60).notNullable().defaultTo('');
    t.integer('current_club_id').nullable().references('id').inTable('clubs').onDelete('SET NULL');
    t.integer('national_team_id').nullable().references('id').inTable('clubs').onDelete('SET NULL');
    t.string('position', 40).notNullable().defaultTo('');
    t.string('main_position', 40).notNullable().defaultTo('');
    t.string('position_code', 5).notNullable().defaultTo('');
    t.specificType('other_positions', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.string('foot', 10).notNullable().defaultTo('');
    t.string('nationality', 10).notNullable().defaultTo('');
    t.string('other_nationality', 10).notNullable().defaultTo('');
    t.string('place_of_birth', 120).notNullable().defaultTo('');
    t.string('country_of_birth', 10).notNullable().defaultTo('');
    t.date('date_of_birth').nullable();
    t.string('gender', 20).notNullable().defaultTo('');
    t.smallint('weight_kg').nullable();
    t.smallint('height_cm').nullable();
    // Market value in whole euros.
    t.bigInteger('value_eur').nullable();
    t.text('bio').notNullable().defaultTo('');
    t.integer('photo_id').nullable().references('id').inTable('football_photos').onDelete('SET NULL');
    t.integer('social_image_id').nullable().references('id').inTable('football_photos').onDelete('SET NULL');
    t.string('youtube_link', 300).notNullable().defaultTo('');
    // 'active', 'injured', 'free-agent', 'retired'.
    t.string('status', 20).notNullable().defaultTo('active');
    t.string('standing', 40).notNullable().defaultTo('');
    t.string('post_title', 200).notNullable().defaultTo('');
    t.string('post_name', 140).notNullable().defaultTo('');
    t.string('external_id', 60).notNullable().defaultTo('');
    // The candidate account this profile belongs to (a player edits only their own), set when a claim is approved.
    t.integer('user_id').nullable().unique().references('id').inTable('users').onDelete('SET NULL');
    // Public only once published: profiles created through a claim wait for a data scout.
    t.boolean('published').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE players ADD COLUMN search_vector tsvector GENERATED ALWAYS AS
    (to_tsvector('simple', name || ' ' || full_name || ' ' || short_name)) STORED`);
  await knex.raw('CREATE INDEX players_search ON players USING GIN (search_vector)');
  await knex.raw('CREATE INDEX players_name_trgm ON players USING GIN (name gin_trgm_ops)');
  await knex.raw('CREATE INDEX players_club ON players (current_club_id, id) WHERE published');
  await knex.raw('CREATE INDEX players_name_order ON players (name, id) WHERE published');

  await knex.schema.createTable('player_careers', (t) => {
    t.increments('id').primary();
    t.integer('player_id').notNullable().references('id').inTable('players').onDelete('CASCADE');
    // 'youth', 'senior' or 'national'.
    t.string('kind', 10).notNullable();
    t.integer('club_id').nullable().references('id').inTable('clubs').onDelete('SET NULL');
    t.string('team_name', 120).notNullable();
    t.date('from_date').nullable();
    t.date('to_date').nullable();
    t.integer('apps').notNullable().defaultTo(0);
    t.integer('goals').notNullable().defaultTo(0);
    t.index(['player_id', 'kind']);
  });
  await knex.raw(`ALTER TABLE player_careers ADD CONSTRAINT player_careers_kind CHECK (kind IN ('youth', 'senior', 'national'))`);

  await knex.schema.createTable('player_appearances', (t) => {
    t.bigIncrements('id').primary();
    t.integer('player_id').notNullable().references('id').inTable('players').onDelete('CASCADE');
    t.integer('match_id').notNullable().references('id').inTable('matches').onDelete('CASCADE');
    t.integer('club_id').notNullable().references('id').inTable('clubs');
    t.boolean('started').notNullable().defaultTo(false);
    t.smallint('minutes').notNullable().defaultTo(0);
    t.smallint('goals').notNullable().defaultTo(0);
    t.smallint('assists').notNullable().defaultTo(0);
    t.smallint('yellow_cards').notNullable().defaultTo(0);
    t.smallint('red_cards').notNullable().defaultTo(0);
    // §3 playing stats: shots, shots on target, passes total, passes accurate, key passes, tackles total,
    // blocks, interceptions, duels attempted, duels successful, fouls drawn, fouls committed; rating 0–10.
    for (const column of ['s', 'so', 'pt', 'pa', 'pk', 'tt', 'tb', 'ti', 'da', 'ds', 'fd', 'fc']) {
      t.smallint(`stat_${column}`).notNullable().defaultTo(0);
    }
    t.decimal('rating', 3, 1).nullable();
  });
  await knex.raw('CREATE UNIQUE INDEX player_appearances_player_match ON player_appearances (player_id, match_id)');
  await knex.raw('CREATE INDEX player_appearances_match ON player_appearances (match_id)');
  await knex.raw(`ALTER TABLE player_appearances ADD CONSTRAINT player_appearances_sane CHECK (
    minutes BETWEEN 0 AND 130 AND goals >= 0 AND assists >= 0 AND yellow_cards BETWEEN 0 AND 2 AND red_cards BETWEEN 0 AND 1
    AND (rating IS NULL OR rating BETWEEN 0 AND 10))`);

  await knex.schema.createTable('staff', (t) => {
    t.increments('id').primary();
    t.string('slug', 140).notNullable().unique();
    t.string('name', 120).notNullable();
    t.string('title', 120).notNullable().defaultTo('');
    t.string('job_title', 120).notNullable().defaultTo('');
    t.integer('current_club_id').nullable().references('id').inTable('clubs').onDelete('SET NULL');
    t.date('date_of_birth').nullable();
    t.string('based', 120).notNullable().defaultTo('');
    t.string('nationality', 10).notNullable().defaultTo('');
    t.string('other_nationality', 10).notNullable().defaultTo('');
    t.string('place_of_birth', 120).notNullable().defaultTo('');
    t.string('gender', 20).notNullable().defaultTo('');
    t.string('qualification', 120).notNullable().defaultTo('');
    t.integer('photo_id').nullable().references('id').inTable('football_photos').onDelete('SET NULL');
    t.string('youtube_link', 300).notNullable().defaultTo('');
    t.text('bio').notNullable().defaultTo('');
    t.string('status', 40).notNullable().defaultTo('');
    t.text('world').notNullable().defaultTo('');
    t.specificType('languages', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.specificType('software', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    // §3 organization: the list of qualifications; softwareExperience: the software bullet list.
    t.specificType('organization', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    t.specificType('software_experience', 'text[]').notNullable().defaultTo(knex.raw(`'{}'::text[]`));
    // [{ role, percent }] with percent 0–100 (the role bars).
    t.jsonb('role_experience').notNullable().defaultTo('[]');
    // [{ reference, name, position }].
    t.jsonb('references').notNullable().defaultTo('[]');
    t.string('preferred_formation', 20).notNullable().defaultTo('');
    t.string('playing_style', 200).notNullable().defaultTo('');
    t.string('pressing_style', 200).notNullable().defaultTo('');
    t.string('coaching_style', 200).notNullable().defaultTo('');
    t.text('contact').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX staff_name_trgm ON staff USING GIN (name gin_trgm_ops)');
  await knex.raw('CREATE INDEX staff_club ON staff (current_club_id, id)');

  await knex.schema.createTable('staff_careers', (t) => {
    t.increments('id').primary();
    t.integer('staff_id').notNullable().references('id').inTable('staff').onDelete('CASCADE');
    t.integer('club_id').nullable().references('id').inTable('clubs').onDelete('SET NULL');
    t.string('club_name', 120).notNullable();
    t.string('job', 120).notNullable();
    t.date('from_date').nullable();
    t.date('to_date').nullable();
    t.index(['staff_id', 'from_date']);
  });

  await knex.schema.createTable('achievements', (t) => {
    t.increments('id').primary();
    t.integer('player_id').nullable().references('id').inTable('players').onDelete('CASCADE');
    t.integer('staff_id').nullable().references('id').inTable('staff').onDelete('CASCADE');
    t.string('season', 9).notNullable();
    t.string('achievement', 200).notNullable();
    t.index(['player_id', 'season']);
    t.index(['staff_id', 'season']);
  });
  await knex.raw('ALTER TABLE achievements ADD CONSTRAINT achievements_owner CHECK ((player_id IS NULL) <> (staff_id IS NULL))');

  await knex.schema.createTable('points_adjustments', (t) => {
    t.increments('id').primary();
    t.integer('competition_season_id').notNullable().references('id').inTable('competition_seasons').onDelete('CASCADE');
    t.integer('club_id').notNullable().references('id').inTable('clubs').onDelete('CASCADE');
    // Negative for a deduction.
    t.integer('points').notNullable();
    t.string('reason', 300).notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['competition_season_id', 'club_id']);
  });

  await knex.schema.createTable('player_claims', (t) => {
    t.increments('id').primary();
    t.integer('player_id').notNullable().references('id').inTable('players').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // 'claim' of an existing profile or 'create' of a new one (unpublished until approved).
    t.string('kind', 10).notNullable();
    t.string('status', 10).notNullable().defaultTo('pending');
    t.string('message', 1000).notNullable().defaultTo('');
    t.integer('decided_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE player_claims ADD CONSTRAINT player_claims_kind CHECK (kind IN ('claim', 'create')),
    ADD CONSTRAINT player_claims_status CHECK (status IN ('pending', 'approved', 'rejected'))`);
  await knex.raw(`CREATE UNIQUE INDEX player_claims_one_pending ON player_claims (player_id) WHERE status = 'pending'`);
  await knex.raw(`CREATE INDEX player_claims_status ON player_claims (status, created_at)`);
  await knex.raw(`CREATE INDEX player_claims_user ON player_claims (user_id)`);

  await knex.schema.createTable('player_edit_events', (t) => {
    t.bigIncrements('id').primary();
    t.integer('player_id').notNullable().references('id').inTable('players').onDelete('CASCADE');
    t.integer('actor_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // { field: { from, to } } for every field that changed.
    t.jsonb('changes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['player_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'player_edit_events', 'player_claims', 'points_adjustments', 'achievements', 'staff_careers', 'staff',
    'player_appearances', 'player_careers', 'players', 'matches', 'competition_seasons', 'seasons', 'competitions',
    'clubs', 'football_photos',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
