import type { Knex } from 'knex';

/**
 * The active-jobs filter (status, end_date) as a covering index: the total and the facet counts of the job
 * search (job type, work mode, experience, class, and the joins to categories and locations by id) then read
 * the narrow index only, not the wide rows with their descriptions. Replaces the plain (status, end_date) index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE INDEX jobs_active_facets ON jobs (status, end_date) INCLUDE (id, job_type, work_mode, experience, job_class, employer_id, post_date, salary_minor)',
  );
  await knex.raw('DROP INDEX jobs_status_end_date');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX jobs_status_end_date ON jobs (status, end_date)');
  await knex.raw('DROP INDEX jobs_active_facets');
}
