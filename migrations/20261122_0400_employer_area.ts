import type { Knex } from 'knex';

/**
 * The employer area (docs/employer-area.md): the company profile on `employers`, private application notes,
 * email templates, and the outbox of emails that must leave only after their transaction commits (rejections).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('employers', (t) => {
    // §3 headline: stored as text; the api answers it as { label } too.
    t.string('headline', 200).notNullable().defaultTo('');
    t.string('emp_email', 254).notNullable().defaultTo('');
    t.string('emp_city', 100).notNullable().defaultTo('');
    // A COUNTRIES value ('' = not given); answered as { value, label }.
    t.string('emp_country', 20).notNullable().defaultTo('');
    t.string('emp_nos', 40).notNullable().defaultTo('');
    t.date('emp_est').nullable();
    t.string('emp_web', 2048).notNullable().defaultTo('');
    t.string('emp_fb', 2048).notNullable().defaultTo('');
    t.string('emp_twitter', 2048).notNullable().defaultTo('');
    t.string('emp_google', 2048).notNullable().defaultTo('');
    t.string('emp_linkedin', 2048).notNullable().defaultTo('');
    t.string('emp_youtube', 2048).notNullable().defaultTo('');
    t.string('emp_video', 2048).notNullable().defaultTo('');
    // Sanitized HTML (allowlist of lib/rich-text.ts), never stored raw.
    t.text('intro').notNullable().defaultTo('');
    t.text('culture').notNullable().defaultTo('');
    t.text('insights').notNullable().defaultTo('');
    t.integer('logo_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    t.boolean('is_featured').notNullable().defaultTo(false);
  });
  // Directory: featured first, then by name; name search by trigram.
  await knex.raw('CREATE INDEX employers_featured_name ON employers (is_featured DESC, name, id) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX employers_name_trgm ON employers USING GIN (name gin_trgm_ops)');

  await knex.schema.createTable('application_notes', (t) => {
    t.increments('id').primary();
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    // The organisation the note belongs to (its team reads it); never shown to the candidate.
    t.integer('employer_id').notNullable().references('id').inTable('employers').onDelete('CASCADE');
    t.integer('author_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_id', 'created_at']);
  });

  await knex.schema.createTable('email_templates', (t) => {
    t.increments('id').primary();
    t.integer('employer_id').notNullable().references('id').inTable('employers').onDelete('CASCADE');
    t.integer('created_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('email_temp_name', 120).notNullable();
    t.string('email_temp_subject', 200).notNullable();
    t.string('email_temp_for', 40).notNullable();
    // Sanitized HTML with merge fields such as {candidate_name}.
    t.text('email_temp_details').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['employer_id', 'updated_at']);
  });

  // Written in the transaction of the change that causes the email; delivered only after that commit.
  await knex.schema.createTable('outbound_emails', (t) => {
    t.bigIncrements('id').primary();
    t.string('kind', 40).notNullable();
    t.string('to_email', 254).notNullable();
    t.string('subject', 255).notNullable();
    t.text('text').notNullable();
    t.text('html').notNullable();
    t.string('ref', 80).notNullable().defaultTo('');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A sender holds an email until then; a crashed sender's claim simply runs out.
    t.timestamp('claimed_until', { useTz: true }).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE INDEX outbound_emails_pending ON outbound_emails (id) WHERE sent_at IS NULL');

  // CV database filters over discoverable profiles.
  await knex.raw(`CREATE INDEX candidate_profiles_pub_country_city ON candidate_profiles (cand_country, lower(cand_city)) WHERE cand_profile = 'pub'`);
  await knex.raw('CREATE INDEX candidate_profiles_skills_gin ON candidate_profiles USING GIN (cand_skills jsonb_path_ops)');
  await knex.raw('CREATE INDEX candidate_profiles_qualification_gin ON candidate_profiles USING GIN (cand_qualification jsonb_path_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS candidate_profiles_qualification_gin');
  await knex.raw('DROP INDEX IF EXISTS candidate_profiles_skills_gin');
  await knex.raw('DROP INDEX IF EXISTS candidate_profiles_pub_country_city');
  await knex.schema.dropTable('outbound_emails');
  await knex.schema.dropTable('email_templates');
  await knex.schema.dropTable('application_notes');
  await knex.raw('DROP INDEX IF EXISTS employers_name_trgm');
  await knex.raw('DROP INDEX IF EXISTS employers_featured_name');
  await knex.schema.alterTable('employers', (t) => {
    for (const column of [
      'headline', 'emp_email', 'emp_city', 'emp_country', 'emp_nos', 'emp_est', 'emp_web', 'emp_fb', 'emp_twitter', 'emp_google',
      'emp_linkedin', 'emp_youtube', 'emp_video', 'intro', 'culture', 'insights', 'logo_media_id', 'is_featured',
    ]) t.dropColumn(column);
  });
}
