import type { Knex } from 'knex';

/**
 * Planner statistics for the dashboard's counter tables (docs/performance.md, admin). 0702/0703 fill them in one
 * statement, and until autovacuum gets round to them the planner believes they are empty: it walked the primary key
 * of admin_daily_counts for a year of applications (3,900 buffers, 2.4 ms) where a sequential read of its 46 pages
 * takes 1 ms. No index is added: the tables are small enough that a scan is the right plan once they are counted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ANALYZE admin_daily_counts, admin_user_counts, admin_job_counts');
}

export async function down(): Promise<void> {
  // Statistics are not undone.
}
