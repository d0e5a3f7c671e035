import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { seeded } from './seeded-random';
import { insertAccount } from './messages-fixtures';
import { attempt, complete, enroll, insertCourse, lesson, rightAnswers, userIdOf, wrongAnswers, type TestCourse } from './coaching-fixtures';

/**
 * Each enrollment's completed lessons, kept on its row by triggers (migrations/20261129_0300_coaching_enrollment_progress.ts,
 * docs/coaching.md "Scale and bench"), against a count of the completions of lessons still in the course, after a
 * seeded run of random writes: completions, passed and failed quizzes, lessons deleted by their coach (completions
 * go by cascade), completions removed by hand, enrollments and accounts deleted. Then what the learner is shown
 * (lesson page, my courses, the catalogue card) reads the same figure.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const LEARNERS = ['ps-ana', 'ps-ben', 'ps-cleo', 'ps-dev', 'ps-eli'];

// Recomputed here on its own (not with the migration's backfill), as the reads counted it before it was kept.
const RECOMPUTED_SQL = `
  SELECT e.id, count(l.id)::int AS completed_lessons
    FROM coaching_enrollments e
    LEFT JOIN coaching_lesson_completions lc ON lc.enrollment_id = e.id
    LEFT JOIN coaching_lessons l ON l.id = lc.lesson_id AND l.course_id = e.course_id
   GROUP BY e.id`;

const asMap = (rows: { id: number | string; completed_lessons: number | string }[]) => Object.fromEntries(rows.map((row) => [Number(row.id), Number(row.completed_lessons)]));

async function expectKeptEqualsCounted() {
  const kept = asMap(await ctx.knex('coaching_enrollments').select('id', 'completed_lessons'));
  const counted = asMap((await ctx.knex.raw(RECOMPUTED_SQL)).rows);
  expect(kept).toEqual(counted);
  return kept;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of ['ps-coach', ...LEARNERS]) {
    await insertAccount(ctx.knex, username, [username === 'ps-coach' ? 'coach' : 'candidate'], null);
    tokens[username] = await ctx.login(username);
  }
}, 180_000);
afterAll(async () => ctx?.close());

describe('completed lessons kept on the enrollment row', () => {
  it('match the completions after random writes, deletions and cascades; the lesson page, my courses and the card show them', async () => {
    const random = seeded(20261129);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const coachId = await userIdOf(ctx.knex, 'ps-coach');
    const courses: TestCourse[] = [];
    for (const slug of ['ps-course-one', 'ps-course-two', 'ps-course-three']) courses.push(await insertCourse(ctx.knex, { slug, coachId, attemptsAllowed: null }));
    for (const learner of LEARNERS) for (const course of courses) expect((await enroll(ctx, tokens[learner]!, course.slug)).statusCode).toBe(201);

    let writes = 0;
    const live = new Set(LEARNERS);
    for (let step = 0; step < 70; step += 1) {
      const learner = pick([...live]);
      const course = pick(courses);
      const roll = random();
      if (roll < 0.5) {
        const lessonId = pick([course.lessons.a, course.lessons.c, course.lessons.d]);
        const response = await complete(ctx, tokens[learner]!, lessonId);
        // A lesson its coach deleted answers 404; anything else must have worked.
        expect([200, 404], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) writes += 1;
      } else if (roll < 0.72) {
        // A pass completes the quiz's lesson; a failure completes nothing.
        const answers = random() < 0.6 ? rightAnswers(course.quiz) : wrongAnswers(course.quiz);
        const response = await attempt(ctx, tokens[learner]!, course.quiz.id, answers);
        expect([201, 404], response.body).toContain(response.statusCode);
      } else if (roll < 0.82) {
        const userId = await userIdOf(ctx.knex, learner);
        const done = await ctx.knex('coaching_lesson_completions as lc').join('coaching_enrollments as e', 'e.id', 'lc.enrollment_id').where({ 'e.user_id': userId, 'e.course_id': course.id }).first('lc.enrollment_id', 'lc.lesson_id');
        if (done) await ctx.knex('coaching_lesson_completions').where({ enrollment_id: done.enrollment_id, lesson_id: done.lesson_id }).delete();
      } else if (roll < 0.88) {
        // The coach deletes a lesson: its completions go by cascade.
        const lessonId = pick([course.lessons.c, course.lessons.d]);
        const response = await ctx.inject({ method: 'DELETE', url: `/coaching-admin/lessons/${lessonId}`, token: tokens['ps-coach'] });
        expect([200, 204, 404], response.body).toContain(response.statusCode);
      } else if (roll < 0.94) {
        // One statement completing several lessons of several enrollments at once (as a seed or a bulk import writes).
        await ctx.knex.raw(
          `INSERT INTO coaching_lesson_completions (enrollment_id, lesson_id)
           SELECT e.id, l.id FROM coaching_enrollments e JOIN coaching_lessons l ON l.course_id = e.course_id
            WHERE e.course_id = ? AND l.id IN (?, ?)
           ON CONFLICT DO NOTHING`,
          [course.id, course.lessons.a, course.lessons.d],
        );
      } else if (live.size > 3) {
        // An enrollment removed, or a whole account deleted (its enrollments and completions go by cascade).
        const userId = await userIdOf(ctx.knex, learner);
        if (random() < 0.5) await ctx.knex('coaching_enrollments').where({ user_id: userId, course_id: course.id }).delete();
        else {
          await ctx.knex('users').where({ id: userId }).delete();
          live.delete(learner);
        }
      }
      if (step % 10 === 9) await expectKeptEqualsCounted();
    }
    const kept = await expectKeptEqualsCounted();
    // The run did complete lessons, or the comparison would prove little.
    expect(writes).toBeGreaterThan(5);
    expect(Object.values(kept).some((count) => count > 1)).toBe(true);

    // What a learner is shown reads the same figure.
    const learner = [...live][0]!;
    const userId = await userIdOf(ctx.knex, learner);
    const mine = (await ctx.inject({ method: 'GET', url: '/coaching/enrollments', token: tokens[learner] })).json().data as { id: number; completedLessons: number; course: { slug: string } }[];
    expect(mine.length).toBeGreaterThan(0);
    for (const enrollment of mine) expect(enrollment.completedLessons, enrollment.course.slug).toBe(kept[enrollment.id]);
    const enrolled = await ctx.knex('coaching_enrollments').where({ user_id: userId }).first('id', 'course_id');
    const course = courses.find((each) => each.id === Number(enrolled.course_id))!;
    const page = (await lesson(ctx, tokens[learner], course.lessons.a)).json().data;
    const total = Number((await ctx.knex('coaching_lessons').where({ course_id: course.id }).count({ n: '*' }).first())!.n);
    expect(page.enrollment.progressPercent).toBe(total === 0 ? 0 : Math.floor((kept[Number(enrolled.id)]! * 100) / total));
    const cards = (await ctx.inject({ method: 'GET', url: '/coaching/courses?limit=50', token: tokens[learner] })).json().data as { slug: string; enrollment: { id: number; progressPercent: number } | null }[];
    const card = cards.find((each) => each.slug === course.slug)!;
    expect(card.enrollment?.progressPercent).toBe(page.enrollment.progressPercent);
  }, 240_000);
});
