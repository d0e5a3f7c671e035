import type { Knex } from 'knex';

/**
 * Jobs (§3 Job and the job post form), their categories and locations. Lifecycle and the meaning of each column
 * are documented in docs/jobs.md. Every list filter and sort of the job search has an index here.
 *
 * - `status`: draft | pending | publish | closed | expired | filled. "Active" (listed publicly) is
 *   status = 'publish' AND end_date >= today, so a job past its deadline drops out of every list at once; a
 *   periodic sweep also flips such rows to 'expired'.
 * - `search_vector` is written by the repository together with the categories (a generated column cannot read
 *   job_categories): title A, skills and category labels B, description text C.
 * - `credited_class`: which credit was spent for this job (null: none yet), so editing never charges twice and
 *   an upgrade from Free to Premium charges the difference once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.increments('id').primary();
    t.string('slug', 200).notNullable().unique();
    t.integer('employer_id').notNullable().references('id').inTable('employers').onDelete('CASCADE');
    t.integer('posted_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('title', 200).notNullable();
    // Sanitized HTML (allowlist) written by the service; never stored raw.
    t.text('description').notNullable().defaultTo('');
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('job_class', 10).notNullable().defaultTo('free');
    t.string('credited_class', 10).nullable();
    t.string('job_type', 60).notNullable().defaultTo('');
    t.string('work_mode', 20).notNullable().defaultTo('');
    t.string('experience', 60).notNullable().defaultTo('');
    t.jsonb('qualifications').notNullable().defaultTo('[]');
    t.string('must_have_qualification', 100).notNullable().defaultTo('');
    t.string('shift', 100).notNullable().defaultTo('');
    t.integer('vacancies').notNullable().defaultTo(1);
    t.string('salary_type', 40).notNullable().defaultTo('');
    // Offered salary in minor units (pence, cents) of `currency`; null when not given.
    t.bigInteger('salary_minor').nullable();
    t.string('currency', 40).notNullable().defaultTo('');
    t.date('end_date').notNullable();
    t.string('receive_applicants', 5).notNullable().defaultTo('site');
    t.string('external_url', 2048).notNullable().defaultTo('');
    t.string('external_email', 254).notNullable().defaultTo('');
    t.string('reference', 20).notNullable().defaultTo('');
    t.boolean('is_send_rejection').notNullable().defaultTo(false);
    t.string('rejection_email_subject', 255).notNullable().defaultTo('');
    t.text('rejection_email_body').notNullable().defaultTo('');
    t.jsonb('screening_questions').notNullable().defaultTo('[]');
    t.jsonb('skills').notNullable().defaultTo('[]');
    t.specificType('search_vector', 'tsvector').notNullable().defaultTo(knex.raw("''::tsvector"));
    t.timestamp('post_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE jobs
    ADD CONSTRAINT jobs_status_known CHECK (status IN ('draft', 'pending', 'publish', 'closed', 'expired', 'filled')),
    ADD CONSTRAINT jobs_class_known CHECK (job_class IN ('free', 'premium')),
    ADD CONSTRAINT jobs_credited_class_known CHECK (credited_class IS NULL OR credited_class IN ('free', 'premium')),
    ADD CONSTRAINT jobs_receive_applicants_known CHECK (receive_applicants IN ('site', 'exter', 'mail')),
    ADD CONSTRAINT jobs_salary_not_negative CHECK (salary_minor IS NULL OR salary_minor >= 0),
    ADD CONSTRAINT jobs_vacancies_positive CHECK (vacancies >= 1)`);

  // Public lists: active = status + end_date, newest first (the default browse, homepage lists and feeds).
  await knex.raw('CREATE INDEX jobs_status_post_date ON jobs (status, post_date DESC, id DESC)');
  await knex.raw('CREATE INDEX jobs_status_end_date ON jobs (status, end_date)');
  await knex.raw('CREATE INDEX jobs_class_post_date ON jobs (job_class, status, post_date DESC)');
  await knex.raw('CREATE INDEX jobs_type ON jobs (job_type, status)');
  await knex.raw('CREATE INDEX jobs_work_mode ON jobs (work_mode, status)');
  await knex.raw('CREATE INDEX jobs_experience ON jobs (experience, status)');
  await knex.raw('CREATE INDEX jobs_employer_status ON jobs (employer_id, status, post_date DESC)');
  await knex.raw('CREATE INDEX jobs_posted_by ON jobs (posted_by_user_id, post_date DESC)');
  await knex.raw('CREATE INDEX jobs_salary ON jobs (salary_minor) WHERE salary_minor IS NOT NULL');
  await knex.raw('CREATE INDEX jobs_search_gin ON jobs USING GIN (search_vector)');
  await knex.raw('CREATE INDEX jobs_title_trgm ON jobs USING GIN (title gin_trgm_ops)');

  await knex.schema.createTable('job_categories', (t) => {
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.string('category', 60).notNullable();
    t.primary(['job_id', 'category']);
    t.index(['category', 'job_id']);
  });

  await knex.schema.createTable('job_locations', (t) => {
    t.increments('id').primary();
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.string('country', 20).notNullable();
    t.string('city', 100).notNullable().defaultTo('');
    t.integer('position').notNullable().defaultTo(0);
    t.index(['job_id', 'position']);
    t.index(['country', 'job_id']);
  });
  await knex.raw('CREATE INDEX job_locations_city ON job_locations (lower(city), job_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_locations');
  await knex.schema.dropTable('job_categories');
  await knex.schema.dropTable('jobs');
}
