import type { Knex } from 'knex';

/**
 * Applications to jobs (docs/credits-applications-alerts.md). One per candidate and job (the unique index is the
 * last line of defence against a double submit); every status change writes an application_events row.
 * Applying through an external link leaves a job_apply_clicks row instead (we cannot see that application).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('applications', (t) => {
    t.increments('id').primary();
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.integer('candidate_user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // Shared APPLICATION_STATUSES code (0 Received … 10 Withdrew).
    t.integer('status').notNullable().defaultTo(0);
    t.integer('cv_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    t.text('cover_note').notNullable().defaultTo('');
    // [{ question_id, question, answer }] as asked when the candidate applied.
    t.jsonb('answers').notNullable().defaultTo('[]');
    // Which credit paid for it: 'standard' (free job) or 'premium' (Premium job).
    t.string('credit_kind', 10).notNullable();
    // 'site' or 'mail' (mail: the application was also emailed to the employer's address).
    t.string('channel', 5).notNullable().defaultTo('site');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('withdrawn_at', { useTz: true }).nullable();
    t.unique(['job_id', 'candidate_user_id'], { indexName: 'applications_one_per_candidate_and_job' });
  });
  await knex.raw(`ALTER TABLE applications
    ADD CONSTRAINT applications_status_known CHECK (status IN (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)),
    ADD CONSTRAINT applications_credit_kind CHECK (credit_kind IN ('standard', 'premium')),
    ADD CONSTRAINT applications_channel CHECK (channel IN ('site', 'mail'))`);
  // "Jobs applied" of a candidate (optionally by status), newest first; the employer pipeline per job and status.
  await knex.raw('CREATE INDEX applications_candidate_created ON applications (candidate_user_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX applications_candidate_status ON applications (candidate_user_id, status, created_at DESC)');
  await knex.raw('CREATE INDEX applications_job_status ON applications (job_id, status, created_at DESC)');
  // Media access: "is this CV attached to an application to one of the employer's jobs".
  await knex.raw('CREATE INDEX applications_cv_media ON applications (cv_media_id) WHERE cv_media_id IS NOT NULL');

  await knex.schema.createTable('application_events', (t) => {
    t.bigIncrements('id').primary();
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.integer('actor_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // Null on the event that created the application.
    t.integer('from_status').nullable();
    t.integer('to_status').notNullable();
    t.string('reason', 255).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_id', 'created_at']);
  });

  await knex.schema.createTable('job_apply_clicks', (t) => {
    t.bigIncrements('id').primary();
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('target', 5).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['job_id', 'created_at']);
  });
  await knex.raw(`ALTER TABLE job_apply_clicks ADD CONSTRAINT job_apply_clicks_target CHECK (target IN ('exter', 'mail'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_apply_clicks');
  await knex.schema.dropTable('application_events');
  await knex.schema.dropTable('applications');
}
