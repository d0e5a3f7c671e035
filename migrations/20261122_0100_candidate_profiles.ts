import type { Knex } from 'knex';

/**
 * §3 candidate profile. One row per candidate user. The slug and profile_type stay on `users` (`profile_slug`,
 * `profile_type`): the token carries the slug and registration sets the type, so there is one source for each.
 * Repeated groups (education, work experience, certifications, skills, languages, headline tags,
 * qualifications) are JSONB arrays of the spec's objects. The diversity answers (cand_gender, cand_background,
 * cand_community, cand_condition) are never shown publicly and are left out of the search vector on purpose.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('candidate_profiles', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.string('cand_name', 100).notNullable().defaultTo('');
    t.string('cand_email', 254).notNullable().defaultTo('');
    t.string('cand_phone', 30).notNullable().defaultTo('');
    t.string('cand_availability', 3).notNullable().defaultTo('');
    t.string('cand_relocate', 3).notNullable().defaultTo('');
    t.string('immediately', 3).notNullable().defaultTo('');
    t.jsonb('cand_headline').notNullable().defaultTo('[]');
    t.string('cand_country', 20).notNullable().defaultTo('');
    t.string('cand_city', 100).notNullable().defaultTo('');
    t.string('cv_headline', 200).notNullable().defaultTo('');
    t.string('cand_fb', 2048).notNullable().defaultTo('');
    t.string('cand_google', 2048).notNullable().defaultTo('');
    t.string('cand_twiter', 2048).notNullable().defaultTo('');
    t.string('cand_linked', 2048).notNullable().defaultTo('');
    // Sanitized HTML (allowlist) written by the service; never stored raw.
    t.text('cand_intro').notNullable().defaultTo('');
    t.jsonb('cand_languages').notNullable().defaultTo('[]');
    t.jsonb('cand_education').notNullable().defaultTo('[]');
    t.jsonb('cand_profession').notNullable().defaultTo('[]');
    t.jsonb('cand_certifications').notNullable().defaultTo('[]');
    t.jsonb('cand_skills').notNullable().defaultTo('[]');
    // §3 `type` (looking for; cand_type): a job type value.
    t.string('cand_type', 60).notNullable().defaultTo('');
    t.string('level', 60).notNullable().defaultTo('');
    t.string('cand_experience', 60).notNullable().defaultTo('');
    t.jsonb('cand_qualification').notNullable().defaultTo('[]');
    t.string('cand_salary_type', 40).notNullable().defaultTo('');
    t.string('cand_salary_currency', 40).notNullable().defaultTo('');
    // Expected salary in minor units (pence, cents), null when not given.
    t.bigInteger('cand_salary_minor').nullable();
    t.string('cand_gender', 40).notNullable().defaultTo('');
    t.string('cand_background', 40).notNullable().defaultTo('');
    t.string('cand_community', 40).notNullable().defaultTo('');
    t.string('cand_condition', 40).notNullable().defaultTo('');
    t.string('cand_profile', 4).notNullable().defaultTo('pub');
    // Set when a photo is uploaded; the foreign key to media is added with the media table.
    t.integer('profile_pic_media_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE candidate_profiles
    ADD CONSTRAINT candidate_profiles_visibility CHECK (cand_profile IN ('pub', 'priv')),
    ADD CONSTRAINT candidate_profiles_salary_not_negative CHECK (cand_salary_minor IS NULL OR cand_salary_minor >= 0)`);
  // For the CV database: what a recruiter searches (name, headlines, skills, experience, qualifications…);
  // contact details and diversity answers are deliberately absent.
  await knex.raw(`ALTER TABLE candidate_profiles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', cand_name), 'A') ||
      setweight(to_tsvector('english', cv_headline), 'A') ||
      setweight(jsonb_to_tsvector('english', cand_headline, '["string"]'), 'A') ||
      setweight(jsonb_to_tsvector('english', cand_skills, '["string"]'), 'B') ||
      setweight(jsonb_to_tsvector('english', cand_qualification, '["string"]'), 'B') ||
      setweight(jsonb_to_tsvector('english', cand_profession, '["string"]'), 'B') ||
      setweight(jsonb_to_tsvector('english', cand_certifications, '["string"]'), 'C') ||
      setweight(jsonb_to_tsvector('english', cand_education, '["string"]'), 'C') ||
      setweight(jsonb_to_tsvector('simple', cand_languages, '["string"]'), 'C') ||
      setweight(to_tsvector('simple', cand_city), 'C') ||
      setweight(to_tsvector('english', cand_intro), 'D')
    ) STORED`);
  await knex.raw('CREATE INDEX candidate_profiles_search_gin ON candidate_profiles USING GIN (search_vector)');
  // Public list (/profile/list) and CV database filters, newest first.
  await knex.raw('CREATE INDEX candidate_profiles_visibility_updated ON candidate_profiles (cand_profile, updated_at DESC, id DESC)');

  // Old permalinks keep working: a slug given up by a user points to that user until someone else claims it.
  await knex.schema.createTable('profile_slug_history', (t) => {
    t.increments('id').primary();
    t.string('slug', 140).notNullable().unique();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('profile_slug_history');
  await knex.schema.dropTable('candidate_profiles');
}
