import type { Knex } from 'knex';

/**
 * Counts of published jobs per facet value and deadline (docs/performance.md), kept by statement triggers on
 * `jobs` in the same transaction as the change, so the unfiltered job search's total and facets and an
 * employer's openings ("available jobs" on every job page and directory card) no longer scan jobs per request.
 *
 * Active = status 'publish' AND end_date >= today, and today moves, so the counters are per deadline: the active
 * count of a value is `sum(jobs) WHERE end_date >= today`, a range over at most one row per future deadline
 * (bounded by how far ahead deadlines are set, not by the number of jobs). Rows of past deadlines are never read.
 *
 * facet: job_type | work_mode | experience | job_class | category | country (the search facets; category and
 * country from the distinct arrays category_values / country_values) | employer (value = employer id).
 *
 * The triggers are statement-level with transition tables: a bulk UPDATE of 100,000 jobs is one grouped upsert,
 * written in key order so concurrent writers lock counter rows in the same order (no deadlocks). Statements that
 * touch no counted column (a modified_at bump) net to zero and write nothing. TRUNCATE is not counted: nothing
 * truncates jobs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE job_open_counts (
    facet varchar(20) NOT NULL,
    value varchar(100) NOT NULL,
    end_date date NOT NULL,
    jobs integer NOT NULL,
    PRIMARY KEY (facet, value, end_date)
  )`);
  // The counted keys of one job (columns, not the row: an inlined whole-row argument trips the planner).
  await knex.raw(`CREATE FUNCTION job_open_keys(job_type text, work_mode text, experience text, job_class text, employer_id integer,
                                                category_values text[], country_values text[])
    RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE AS $fn$
    SELECT * FROM (VALUES ('job_type', job_type), ('work_mode', work_mode), ('experience', experience), ('job_class', job_class),
                          ('employer', employer_id::text)) AS k(facet, value)
    UNION ALL SELECT 'category', v FROM unnest(category_values) AS v
    UNION ALL SELECT 'country', v FROM unnest(country_values) AS v
  $fn$`);
  const keysOf = (alias: string) =>
    `job_open_keys(${['job_type', 'work_mode', 'experience', 'job_class', 'employer_id', 'category_values', 'country_values'].map((c) => `${alias}.${c}`).join(', ')})`;
  await knex.raw(`CREATE FUNCTION job_open_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      changed text := CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT 1 AS delta, * FROM new_rows'
        WHEN 'DELETE' THEN 'SELECT -1 AS delta, * FROM old_rows'
        ELSE 'SELECT -1 AS delta, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows' END;
    BEGIN
      EXECUTE format($sql$
        INSERT INTO job_open_counts AS c (facet, value, end_date, jobs)
        SELECT k.facet, k.value, r.end_date, sum(r.delta)
        FROM (%s) r CROSS JOIN LATERAL ${keysOf('r')} k
        WHERE r.status = 'publish'
        GROUP BY k.facet, k.value, r.end_date
        HAVING sum(r.delta) <> 0
        ORDER BY k.facet, k.value, r.end_date
        ON CONFLICT (facet, value, end_date) DO UPDATE SET jobs = c.jobs + EXCLUDED.jobs
      $sql$, changed);
      RETURN NULL;
    END
  $fn$`);
  await knex.raw(`CREATE TRIGGER jobs_open_counts_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION job_open_counts_apply()`);
  await knex.raw(`CREATE TRIGGER jobs_open_counts_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION job_open_counts_apply()`);
  await knex.raw(`CREATE TRIGGER jobs_open_counts_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION job_open_counts_apply()`);
  await knex.raw(`INSERT INTO job_open_counts (facet, value, end_date, jobs)
    SELECT k.facet, k.value, j.end_date, count(*) FROM jobs j CROSS JOIN LATERAL ${keysOf('j')} k
    WHERE j.status = 'publish' GROUP BY k.facet, k.value, j.end_date`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER jobs_open_counts_delete ON jobs');
  await knex.raw('DROP TRIGGER jobs_open_counts_update ON jobs');
  await knex.raw('DROP TRIGGER jobs_open_counts_insert ON jobs');
  await knex.raw('DROP FUNCTION job_open_counts_apply()');
  await knex.raw('DROP FUNCTION job_open_keys(text, text, text, text, integer, text[], text[])');
  await knex.raw('DROP TABLE job_open_counts');
}
