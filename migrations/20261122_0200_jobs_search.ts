import type { Knex } from 'knex';
import { JOB_CATEGORIES } from '@fj/shared';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The job search document as one SQL function, so the api, the demo seed and the scale seed compute it the
 * same way: title (A), category labels and skills (B), description without tags (C).
 * `UPDATE jobs SET search_vector = job_search_vector(id) WHERE …` after writing a job and its categories.
 */
export async function up(knex: Knex): Promise<void> {
  const labels = JOB_CATEGORIES.map((c) => `WHEN ${quote(c.value)} THEN ${quote(c.label)}`).join(' ');
  await knex.raw(`CREATE FUNCTION job_search_vector(job_id integer) RETURNS tsvector LANGUAGE sql STABLE AS $fn$
    SELECT setweight(to_tsvector('english', j.title), 'A') ||
           setweight(to_tsvector('english', coalesce((SELECT string_agg(CASE c.category ${labels} ELSE c.category END, ' ')
                                                      FROM job_categories c WHERE c.job_id = j.id), '')), 'B') ||
           setweight(jsonb_to_tsvector('english', j.skills, '["string"]'), 'B') ||
           setweight(to_tsvector('english', regexp_replace(j.description, '<[^>]*>', ' ', 'g')), 'C')
    FROM jobs j WHERE j.id = job_id
  $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION job_search_vector(integer)');
}
