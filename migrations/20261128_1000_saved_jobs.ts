import type { Knex } from 'knex';

/**
 * Job search like Indeed (issue 21, docs/jobs.md "Search"):
 * - saved_jobs: a candidate's saved jobs (POST /save-job, GET /get-saved-jobs). The key (user_id, job_id) makes
 *   saving idempotent; the (user_id, created_at) index serves the newest-first list and its count.
 * - job_locations_city_prefix: the location box's suggestions match typed city prefixes (lower(city) LIKE 'ber%');
 *   text_pattern_ops lets the btree answer LIKE under any collation.
 * - job_alerts.alert_keyword / alert_country / alert_city: an alert made from a search ("Get alerts for this
 *   search") keeps the search's keyword and place; empty means "any", as every existing alert has it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_jobs', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'job_id']);
  });
  await knex.raw('CREATE INDEX saved_jobs_user_newest ON saved_jobs (user_id, created_at DESC, job_id DESC)');
  await knex.raw('CREATE INDEX saved_jobs_job ON saved_jobs (job_id)');
  await knex.raw('CREATE INDEX job_locations_city_prefix ON job_locations (lower(city) text_pattern_ops, job_id)');
  await knex.schema.alterTable('job_alerts', (t) => {
    t.string('alert_keyword', 200).notNullable().defaultTo('');
    t.string('alert_country', 20).notNullable().defaultTo('');
    t.string('alert_city', 100).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_alerts', (t) => {
    t.dropColumn('alert_keyword');
    t.dropColumn('alert_country');
    t.dropColumn('alert_city');
  });
  await knex.raw('DROP INDEX job_locations_city_prefix');
  await knex.schema.dropTable('saved_jobs');
}
