import type { Knex } from 'knex';

/**
 * An employer's active jobs (the "available jobs" count on every job page, the employer's public job list, the
 * employer's own lists) as an index-only range: (employer_id, status, end_date), with post_date for the order.
 * Replaces (employer_id, status, post_date), which had to visit every row to check the deadline.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX jobs_employer_active ON jobs (employer_id, status, end_date) INCLUDE (post_date)');
  await knex.raw('DROP INDEX jobs_employer_status');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX jobs_employer_status ON jobs (employer_id, status, post_date DESC)');
  await knex.raw('DROP INDEX jobs_employer_active');
}
