import type { Knex } from 'knex';

/**
 * Each enrollment's completed lessons, kept on its row (docs/coaching.md "Scale and bench"): the lesson page, the
 * catalogue cards and "my courses" show progress, and counting the completions on every read was the largest part
 * of the lesson statement after the lesson itself.
 *
 * Kept by statement-level triggers on coaching_lesson_completions, in the writer's transaction, like the course
 * figures (20261128_1600_coaching_course_summary): completions, a lesson deleted by authoring (its completions go by
 * cascade, which fires these triggers), seeds. A statement's deltas are grouped by enrollment, only non-zero ones
 * written (a learner's writes already hold their enrollment row: learning.service locks it first). An enrollment
 * deleted with its completions updates nothing (its row is already gone). A completion belongs to a lesson of its enrollment's course (learning.service checks it
 * before writing one; lessons never change course), so a plain count per enrollment is the progress.
 */
const deltas = (rows: string, sign: '+' | '-') => `SELECT enrollment_id, ${sign}1 AS n FROM ${rows}`;

const apply = (source: string) => `
  UPDATE coaching_enrollments e
     SET completed_lessons = e.completed_lessons + d.n
    FROM (SELECT enrollment_id, SUM(n)::int AS n FROM (${source}) s GROUP BY enrollment_id HAVING SUM(n) <> 0) d
   WHERE e.id = d.enrollment_id`;

const triggers = [
  { name: 'insert', event: 'INSERT', referencing: 'NEW TABLE AS new_rows', source: deltas('new_rows', '+') },
  { name: 'delete', event: 'DELETE', referencing: 'OLD TABLE AS old_rows', source: deltas('old_rows', '-') },
  {
    name: 'update',
    event: 'UPDATE',
    referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    source: `${deltas('new_rows', '+')} UNION ALL ${deltas('old_rows', '-')}`,
  },
];

/** What the column must hold, counted from the source rows as the reads counted it before: the backfill here, and the consistency test. */
export const ENROLLMENT_PROGRESS_SQL = `
  SELECT e.id,
         (SELECT count(*) FROM coaching_lesson_completions lc JOIN coaching_lessons l ON l.id = lc.lesson_id AND l.course_id = e.course_id
           WHERE lc.enrollment_id = e.id)::int AS completed_lessons
    FROM coaching_enrollments e`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE coaching_enrollments ADD COLUMN completed_lessons integer NOT NULL DEFAULT 0');
  await knex.raw(`
    UPDATE coaching_enrollments e SET completed_lessons = s.completed_lessons
      FROM (${ENROLLMENT_PROGRESS_SQL}) s
     WHERE s.id = e.id AND s.completed_lessons <> 0`);
  for (const trigger of triggers) {
    const fn = `coaching_lesson_completions_progress_after_${trigger.name}`;
    await knex.raw(`
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${apply(trigger.source)};
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE TRIGGER coaching_lesson_completions_progress_${trigger.name} AFTER ${trigger.event} ON coaching_lesson_completions
      REFERENCING ${trigger.referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const trigger of triggers) {
    await knex.raw(`DROP TRIGGER coaching_lesson_completions_progress_${trigger.name} ON coaching_lesson_completions`);
    await knex.raw(`DROP FUNCTION coaching_lesson_completions_progress_after_${trigger.name}()`);
  }
  await knex.raw('ALTER TABLE coaching_enrollments DROP COLUMN completed_lessons');
}
