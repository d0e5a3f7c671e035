import type { Knex } from 'knex';

/**
 * Each course's figures the catalogue and lesson pages show, kept on the course row (docs/coaching.md "Scale and
 * bench"): how many lessons and minutes it has, and how many reviews and the sum of their ratings (the average is
 * rating_total / rating_count, rounded when read). Aggregating them per card on every catalogue call cost more
 * planning and execution than the rest of the page.
 *
 * Kept by statement-level triggers on coaching_lessons and coaching_reviews, in the writer's transaction, so every
 * writer (authoring, reviews, cascades, seeds) keeps them right without knowing of them. A statement's deltas are
 * grouped by course and only non-zero ones are written: re-ordering lessons or editing a body writes nothing here.
 * A lesson or review deleted by its course's own cascade updates nothing (the course row is already gone).
 */
const lessonDeltas = (rows: string, sign: '+' | '-') => `
  SELECT course_id, ${sign}1 AS lessons, ${sign}COALESCE(duration_minutes, 0) AS minutes, 0 AS reviews, 0 AS rating
    FROM ${rows}`;
const reviewDeltas = (rows: string, sign: '+' | '-') => `
  SELECT course_id, 0 AS lessons, 0 AS minutes, ${sign}1 AS reviews, ${sign}rating AS rating
    FROM ${rows}`;

const apply = (source: string) => `
  UPDATE coaching_courses c
     SET lesson_count = c.lesson_count + d.lessons, lesson_minutes = c.lesson_minutes + d.minutes,
         rating_count = c.rating_count + d.reviews, rating_total = c.rating_total + d.rating
    FROM (SELECT course_id, SUM(lessons)::int AS lessons, SUM(minutes)::int AS minutes, SUM(reviews)::int AS reviews, SUM(rating)::int AS rating
            FROM (${source}) s
           GROUP BY course_id
          HAVING SUM(lessons) <> 0 OR SUM(minutes) <> 0 OR SUM(reviews) <> 0 OR SUM(rating) <> 0) d
   WHERE c.id = d.course_id`;

const triggersOf = (table: 'coaching_lessons' | 'coaching_reviews', deltas: typeof lessonDeltas) => [
  { table, name: 'insert', event: 'INSERT', referencing: 'NEW TABLE AS new_rows', source: deltas('new_rows', '+') },
  { table, name: 'delete', event: 'DELETE', referencing: 'OLD TABLE AS old_rows', source: deltas('old_rows', '-') },
  {
    table,
    name: 'update',
    event: 'UPDATE',
    referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    source: `${deltas('new_rows', '+')} UNION ALL ${deltas('old_rows', '-')}`,
  },
];

const triggers = [...triggersOf('coaching_lessons', lessonDeltas), ...triggersOf('coaching_reviews', reviewDeltas)];

/** What the columns must hold, from the source rows: the backfill here, and the consistency test. */
export const COURSE_SUMMARY_SQL = `
  SELECT c.id,
         (SELECT count(*) FROM coaching_lessons l WHERE l.course_id = c.id)::int AS lesson_count,
         (SELECT COALESCE(sum(l.duration_minutes), 0) FROM coaching_lessons l WHERE l.course_id = c.id)::int AS lesson_minutes,
         (SELECT count(*) FROM coaching_reviews r WHERE r.course_id = c.id)::int AS rating_count,
         (SELECT COALESCE(sum(r.rating), 0) FROM coaching_reviews r WHERE r.course_id = c.id)::int AS rating_total
    FROM coaching_courses c`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE coaching_courses
      ADD COLUMN lesson_count integer NOT NULL DEFAULT 0,
      ADD COLUMN lesson_minutes integer NOT NULL DEFAULT 0,
      ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
      ADD COLUMN rating_total integer NOT NULL DEFAULT 0`);
  await knex.raw(`
    UPDATE coaching_courses c
       SET lesson_count = s.lesson_count, lesson_minutes = s.lesson_minutes, rating_count = s.rating_count, rating_total = s.rating_total
      FROM (${COURSE_SUMMARY_SQL}) s
     WHERE s.id = c.id`);
  // The catalogue's count with a category or level reads this partial index alone (the unfiltered one reads
  // coaching_courses_catalogue, also partial); neither visits unpublished courses.
  await knex.raw('CREATE INDEX coaching_courses_published_facets ON coaching_courses (category, level, language) WHERE published');
  for (const trigger of triggers) {
    const fn = `${trigger.table}_summary_after_${trigger.name}`;
    await knex.raw(`
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${apply(trigger.source)};
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE TRIGGER ${trigger.table}_summary_${trigger.name} AFTER ${trigger.event} ON ${trigger.table}
      REFERENCING ${trigger.referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const trigger of triggers) {
    await knex.raw(`DROP TRIGGER ${trigger.table}_summary_${trigger.name} ON ${trigger.table}`);
    await knex.raw(`DROP FUNCTION ${trigger.table}_summary_after_${trigger.name}()`);
  }
  await knex.raw('DROP INDEX coaching_courses_published_facets');
  await knex.raw('ALTER TABLE coaching_courses DROP COLUMN lesson_count, DROP COLUMN lesson_minutes, DROP COLUMN rating_count, DROP COLUMN rating_total');
}
