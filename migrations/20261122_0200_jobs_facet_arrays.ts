import type { Knex } from 'knex';

/**
 * Facet counts in one scan: each job carries its category values and (distinct) location countries as arrays,
 * kept in the covering index of the active-jobs filter, so the search's facets (type, mode, experience, class,
 * category, country) and total are one index-only scan instead of three scans and two joins.
 * job_categories / job_locations stay the source of truth; `job_category_values(id)` and
 * `job_country_values(id)` derive the arrays, written together with the search vector after every write.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE jobs ADD COLUMN category_values text[] NOT NULL DEFAULT '{}', ADD COLUMN country_values text[] NOT NULL DEFAULT '{}'`);
  await knex.raw(`CREATE FUNCTION job_category_values(job_id integer) RETURNS text[] LANGUAGE sql STABLE AS $fn$
    SELECT coalesce(array_agg(DISTINCT c.category ORDER BY c.category), '{}') FROM job_categories c WHERE c.job_id = $1
  $fn$`);
  await knex.raw(`CREATE FUNCTION job_country_values(job_id integer) RETURNS text[] LANGUAGE sql STABLE AS $fn$
    SELECT coalesce(array_agg(DISTINCT l.country ORDER BY l.country), '{}') FROM job_locations l WHERE l.job_id = $1
  $fn$`);
  await knex.raw('UPDATE jobs SET category_values = job_category_values(id), country_values = job_country_values(id)');
  await knex.raw('DROP INDEX jobs_active_facets');
  await knex.raw(
    'CREATE INDEX jobs_active_facets ON jobs (status, end_date) INCLUDE (id, job_type, work_mode, experience, job_class, employer_id, post_date, salary_minor, category_values, country_values)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX jobs_active_facets');
  await knex.raw(
    'CREATE INDEX jobs_active_facets ON jobs (status, end_date) INCLUDE (id, job_type, work_mode, experience, job_class, employer_id, post_date, salary_minor)',
  );
  await knex.raw('DROP FUNCTION job_country_values(integer)');
  await knex.raw('DROP FUNCTION job_category_values(integer)');
  await knex.raw('ALTER TABLE jobs DROP COLUMN country_values, DROP COLUMN category_values');
}
