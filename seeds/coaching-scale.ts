import type { Knex } from 'knex';
import { COACHING_CATEGORIES, COACHING_LEVELS } from '@fj/shared';

/**
 * The Employability Hub's share of the scale seed (docs/coaching.md "Scale"): 50 coaches, 2,000 courses (every 20th
 * unpublished, every 5th sold as a shop product, every 10th in Arabic) of 3 modules × 4 lessons, a 5-question quiz
 * closing each module, and 60,000 enrollments (three courses for each scale candidate) with lessons completed, passed
 * quizzes and reviews. `pnpm bench` reads the course `scale-bench-course` and signs in as `scale-coaching-learner`,
 * who is halfway through it. Set-based SQL, deterministic, added once (skipped when the bench course exists).
 */
export const SCALE_COURSES = 2_000;
export const SCALE_BENCH_COURSE = 'scale-bench-course';
export const SCALE_BENCH_LEARNER = 'scale-coaching-learner';

const COACHES = 50;
const MODULES_PER_COURSE = 3;
const LESSONS_PER_MODULE = 4;
const COURSES_PER_CANDIDATE = 3;

const TOPICS = [
  'Pressing triggers',
  'Set-piece analysis',
  'Opposition reports',
  'Academy session design',
  'Return to play',
  'Matchday operations',
  'Goalkeeper distribution',
  'Recruitment interviews',
  'Video feedback',
  'Youth player development',
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly string[]) => `ARRAY[${values.map(quote).join(',')}]::text[]`;
const pickSql = (values: readonly string[], expr: string) => `(${sqlArray(values)})[1 + ((${expr}) % ${values.length})]`;

const LESSON_BODY =
  '<p>Start from the question the coach asked, not from the data you happen to have. Write it down in one sentence and check it with them before the session.</p>' +
  '<p>Then choose the smallest set of moments that answers it: four to six clips, the clearest example first, each with a one-line caption that says what to look at.</p>' +
  '<ul><li>Agree the definitions before you tag</li><li>Keep the code window small enough to use live</li><li>Report the same indicators every week</li></ul>';

export async function seedCoachingScale(knex: Knex, log: (line: string) => void = console.log, courses = SCALE_COURSES): Promise<void> {
  if (await knex('coaching_courses').where({ slug: SCALE_BENCH_COURSE }).first('id')) {
    log('Coaching scale data already present: skipped.');
    return;
  }
  const started = Date.now();
  await knex.transaction(async (trx) => {
    await trx.raw(`
      INSERT INTO users (username, email, display_name, first_name, last_name, roles, profile_slug)
      SELECT 'scale-coach-' || g, 'scale-coach-' || g || '@scale.example', 'Scale Coach ' || g, 'Scale', 'Coach ' || g, ARRAY['coach']::text[], 'scale-coach-' || g
      FROM generate_series(1, ${COACHES}) g
      UNION ALL
      SELECT '${SCALE_BENCH_LEARNER}', '${SCALE_BENCH_LEARNER}@scale.example', 'Scale Learner', 'Scale', 'Learner', ARRAY['candidate']::text[], '${SCALE_BENCH_LEARNER}'`);

    // Course n: coach 1 + n % 50; course 1 is the bench course (published, free).
    await trx.raw(`
      WITH coaches AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE username LIKE 'scale-coach-%')
      INSERT INTO coaching_courses (slug, title, summary, description, category, level, language, coach_user_id, published, published_at, created_at, updated_at)
      SELECT CASE WHEN g = 1 THEN '${SCALE_BENCH_COURSE}' ELSE 'scale-course-' || g END,
             ${pickSql(TOPICS, 'g')} || ' ' || g,
             'A practical course for football staff: ' || lower(${pickSql(TOPICS, 'g')}) || ', step by step.',
             '<p>Short lessons with examples from academy and first-team football.</p>',
             ${pickSql(COACHING_CATEGORIES, 'g')}, ${pickSql(COACHING_LEVELS, 'g / 7')},
             CASE WHEN g % 10 = 0 THEN 'ar' ELSE 'en' END,
             c.id, g % 20 <> 0, CASE WHEN g % 20 <> 0 THEN now() - g * interval '1 hour' END, now() - g * interval '1 hour', now() - g * interval '1 hour'
      FROM generate_series(1, ${courses}) g JOIN coaches c ON c.k = g % ${COACHES}`);

    // Every 5th course is paid: a product each (on sale while the course is published), linked back.
    await trx.raw(`
      INSERT INTO products (slug, title, summary, description, image_url, price_minor, currency, member_discount_eligible, active, sort)
      SELECT 'coaching-' || c.slug, c.title, c.summary, 'A course on the Employability Hub.', '/images/shop/coaching-course.svg', 1900 + (c.id % 5) * 1000, 'GBP', true, c.published, 100
      FROM coaching_courses c WHERE c.slug LIKE 'scale-course-%' AND c.id % 5 = 0`);
    await trx.raw(`UPDATE coaching_courses c SET product_id = p.id FROM products p WHERE p.slug = 'coaching-' || c.slug AND c.slug LIKE 'scale-%'`);

    await trx.raw(`
      INSERT INTO coaching_modules (course_id, title, position)
      SELECT c.id, 'Part ' || (m + 1), m FROM coaching_courses c CROSS JOIN generate_series(0, ${MODULES_PER_COURSE - 1}) m
      WHERE c.slug LIKE 'scale-%'`);
    await trx.raw(`
      INSERT INTO coaching_lessons (module_id, course_id, title, body_html, video_url, duration_minutes, is_preview, is_required, position)
      SELECT m.id, m.course_id, 'Lesson ' || (m.position * ${LESSONS_PER_MODULE} + l + 1), ${quote(LESSON_BODY)},
             CASE WHEN l % 3 = 0 THEN 'https://www.youtube.com/watch?v=M7lc1UVf-VE' END, 5 + (l * 3), m.position = 0 AND l = 0, true, l
      FROM coaching_modules m JOIN coaching_courses c ON c.id = m.course_id CROSS JOIN generate_series(0, ${LESSONS_PER_MODULE - 1}) l
      WHERE c.slug LIKE 'scale-%'`);

    // A quiz on each module's last lesson: five single-choice questions of four options, the first one right.
    await trx.raw(`
      INSERT INTO coaching_quizzes (lesson_id, title, pass_mark_percent, attempts_allowed)
      SELECT l.id, 'Check: ' || l.title, 60, 3 FROM coaching_lessons l JOIN coaching_courses c ON c.id = l.course_id
      WHERE c.slug LIKE 'scale-%' AND l.position = ${LESSONS_PER_MODULE - 1}`);
    await trx.raw(`
      INSERT INTO coaching_quiz_questions (quiz_id, prompt, kind, position)
      SELECT q.id, 'Question ' || (n + 1) || ': which of these comes first?', 'single', n
      FROM coaching_quizzes q JOIN coaching_lessons l ON l.id = q.lesson_id JOIN coaching_courses c ON c.id = l.course_id CROSS JOIN generate_series(0, 4) n
      WHERE c.slug LIKE 'scale-%'`);
    await trx.raw(`
      INSERT INTO coaching_quiz_options (question_id, label, is_correct, position)
      SELECT qq.id, 'Answer ' || (o + 1), o = 0, o
      FROM coaching_quiz_questions qq JOIN coaching_quizzes q ON q.id = qq.quiz_id JOIN coaching_lessons l ON l.id = q.lesson_id
      JOIN coaching_courses c ON c.id = l.course_id CROSS JOIN generate_series(0, 3) o
      WHERE c.slug LIKE 'scale-%'`);

    // Scale candidate n takes three published courses; the bench learner takes the bench course.
    await trx.raw(`
      WITH candidates AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'scale-candidate-%'),
           published AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM coaching_courses WHERE slug LIKE 'scale-%' AND published),
           total AS (SELECT count(*) AS n FROM published)
      INSERT INTO coaching_enrollments (course_id, user_id, source, enrolled_at, last_activity_at)
      SELECT p.id, c.id, 'free', now() - ((c.n + k) % 120) * interval '1 day', now() - ((c.n + k) % 30) * interval '1 day'
      FROM candidates c CROSS JOIN generate_series(0, ${COURSES_PER_CANDIDATE - 1}) k CROSS JOIN total
      JOIN published p ON p.n = 1 + ((c.n * 7 + k * 613) % total.n)
      ON CONFLICT DO NOTHING`);
    await trx.raw(`
      INSERT INTO coaching_enrollments (course_id, user_id, source, enrolled_at, last_activity_at)
      SELECT c.id, u.id, 'free', now() - interval '10 days', now() - interval '1 day'
      FROM coaching_courses c, users u WHERE c.slug = '${SCALE_BENCH_COURSE}' AND u.username = '${SCALE_BENCH_LEARNER}'`);

    // Enrollment e has completed its first e % 13 lessons (0–12: none to all), in course order.
    await trx.raw(`
      WITH ordered AS (
        SELECT l.id, l.course_id, row_number() OVER (PARTITION BY l.course_id ORDER BY m.position, l.position) AS n
        FROM coaching_lessons l JOIN coaching_modules m ON m.id = l.module_id JOIN coaching_courses c ON c.id = l.course_id WHERE c.slug LIKE 'scale-%')
      INSERT INTO coaching_lesson_completions (enrollment_id, lesson_id, completed_at)
      SELECT e.id, o.id, e.enrolled_at + o.n * interval '1 hour'
      FROM coaching_enrollments e JOIN coaching_courses c ON c.id = e.course_id JOIN ordered o ON o.course_id = e.course_id
      WHERE c.slug LIKE 'scale-%' AND o.n <= CASE WHEN c.slug = '${SCALE_BENCH_COURSE}' AND e.user_id = (SELECT id FROM users WHERE username = '${SCALE_BENCH_LEARNER}') THEN 6 ELSE e.id % 13 END`);

    // A passed attempt for every quiz whose lesson is complete, a failed one before it for every third.
    await trx.raw(`
      INSERT INTO coaching_quiz_attempts (enrollment_id, quiz_id, answers, score_percent, passed, submitted_at)
      SELECT lc.enrollment_id, q.id, '{}'::jsonb, s.score, s.score >= 60, lc.completed_at - s.before
      FROM coaching_lesson_completions lc JOIN coaching_quizzes q ON q.lesson_id = lc.lesson_id
      JOIN coaching_enrollments e ON e.id = lc.enrollment_id JOIN coaching_courses c ON c.id = e.course_id
      CROSS JOIN LATERAL (VALUES (100, interval '5 minutes'), (40, interval '30 minutes')) AS s(score, before)
      WHERE c.slug LIKE 'scale-%' AND (s.score = 100 OR lc.enrollment_id % 3 = 0)`);
    await trx.raw(`
      UPDATE coaching_enrollments e SET completed_at = e.last_activity_at
      FROM coaching_courses c WHERE c.id = e.course_id AND c.slug LIKE 'scale-%' AND e.id % 13 = 12`);
    await trx.raw(`
      INSERT INTO coaching_reviews (course_id, user_id, rating, body, created_at, updated_at)
      SELECT e.course_id, e.user_id, 3 + e.id % 3, 'Clear lessons and useful examples.', e.last_activity_at, e.last_activity_at
      FROM coaching_enrollments e JOIN coaching_courses c ON c.id = e.course_id WHERE c.slug LIKE 'scale-%' AND e.id % 4 = 0`);
  });
  await knex.raw('ANALYZE coaching_courses, coaching_modules, coaching_lessons, coaching_enrollments, coaching_lesson_completions, coaching_quiz_attempts, coaching_reviews');
  log(`Coaching scale seed: ${courses} courses, their lessons, quizzes and enrollments in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
