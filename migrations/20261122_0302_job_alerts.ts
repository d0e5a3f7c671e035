import type { Knex } from 'knex';

/**
 * Job alerts (§3, docs/credits-applications-alerts.md). The worker claims (alert_id, period) in alert_runs with
 * INSERT … ON CONFLICT DO NOTHING before it sends, so an alert is sent at most once per period however many API
 * processes run; alert_sent_jobs makes sure no job is listed twice to the same alert.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_alerts', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('alert_name', 100).notNullable();
    t.string('alert_email', 254).notNullable();
    // §3 values: 1 daily, 7 weekly, 15 fortnightly, 30 monthly, 12 yearly.
    t.integer('alert_frequency').notNullable();
    t.string('alert_category', 60).notNullable();
    t.timestamp('last_sent_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
    t.index(['alert_frequency', 'id']);
  });
  await knex.raw('ALTER TABLE job_alerts ADD CONSTRAINT job_alerts_frequency CHECK (alert_frequency IN (1, 7, 15, 30, 12))');

  await knex.schema.createTable('alert_runs', (t) => {
    t.integer('alert_id').notNullable().references('id').inTable('job_alerts').onDelete('CASCADE');
    // The alert's period, e.g. 'D2026-11-22', 'W2026-47', 'F1450', 'M2026-11', 'Y2026'.
    t.string('period', 20).notNullable();
    t.integer('job_count').notNullable().defaultTo(0);
    t.timestamp('ran_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['alert_id', 'period']);
  });

  await knex.schema.createTable('alert_sent_jobs', (t) => {
    t.integer('alert_id').notNullable().references('id').inTable('job_alerts').onDelete('CASCADE');
    t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['alert_id', 'job_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('alert_sent_jobs');
  await knex.schema.dropTable('alert_runs');
  await knex.schema.dropTable('job_alerts');
}
