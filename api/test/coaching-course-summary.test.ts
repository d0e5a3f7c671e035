import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { seeded } from './seeded-random';
import { insertAccount } from './messages-fixtures';

/**
 * The figures kept on coaching_courses (lesson_count, lesson_minutes, rating_count, rating_total; docs/coaching.md
 * "Scale and bench") against the same figures recomputed from the lessons and reviews, after a run of random
 * authoring writes and reviews through the API. Seeded, so a failure replays.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const LEARNERS = ['cs-lena', 'cs-omar', 'cs-ines', 'cs-tariq'];

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.inject({ method, url, token: tokens[who], ...(payload !== undefined ? { payload } : {}) });

async function ok(who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

interface Stored {
  id: number;
  lesson_count: number;
  lesson_minutes: number;
  rating_count: number;
  rating_total: number;
}

// Recomputed here on its own, not with the migration's backfill, so a mistake shared by both cannot hide.
const RECOMPUTED_SQL = `
  SELECT c.id,
         count(DISTINCT l.id)::int AS lesson_count,
         COALESCE((SELECT sum(x.duration_minutes) FROM coaching_lessons x WHERE x.course_id = c.id), 0)::int AS lesson_minutes,
         count(DISTINCT r.id)::int AS rating_count,
         COALESCE((SELECT sum(y.rating) FROM coaching_reviews y WHERE y.course_id = c.id), 0)::int AS rating_total
    FROM coaching_courses c
    LEFT JOIN coaching_lessons l ON l.course_id = c.id
    LEFT JOIN coaching_reviews r ON r.course_id = c.id
   GROUP BY c.id`;

const byId = (rows: Stored[]) => Object.fromEntries(rows.map((row) => [row.id, { ...row, id: Number(row.id) }]));

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of ['cs-coach', ...LEARNERS]) {
    await insertAccount(ctx.knex, username, [username === 'cs-coach' ? 'coach' : 'candidate'], null);
    tokens[username] = await ctx.login(username);
  }
}, 180_000);
afterAll(async () => ctx?.close());

describe('course figures kept on the course row', () => {
  it('match the lessons and reviews after random authoring writes, reviews and deletions', async () => {
    const random = seeded(20261128);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const minutes = () => (random() < 0.25 ? null : 1 + Math.floor(random() * 90));
    const courses: { id: number; slug: string; modules: number[]; lessons: number[] }[] = [];

    for (let c = 0; c < 3; c += 1) {
      const made = await ok('cs-coach', 'POST', '/coaching-admin/courses', {
        title: `Summary course ${c}`,
        summary: 'Kept figures.',
        description: '<p>Figures.</p>',
        coverImage: '',
        category: 'careers',
        level: 'beginner',
        language: 'en',
        priceMinor: null,
        published: false,
      });
      courses.push({ id: made.id, slug: made.slug, modules: [], lessons: [] });
    }

    const lessonBody = (moduleId: number) => ({ moduleId, title: `Lesson ${Math.floor(random() * 1000)}`, body: '<p>Body</p>', videoUrl: null, durationMinutes: minutes(), isPreview: false, isRequired: true });
    for (let step = 0; step < 60; step += 1) {
      const course = pick(courses);
      const roll = random();
      if (course.modules.length === 0 || roll < 0.12) {
        course.modules.push((await ok('cs-coach', 'POST', `/coaching-admin/courses/${course.id}/modules`, { title: `Module ${step}` })).id);
      } else if (course.lessons.length === 0 || roll < 0.55) {
        course.lessons.push((await ok('cs-coach', 'POST', '/coaching-admin/lessons', lessonBody(pick(course.modules)))).id);
      } else if (roll < 0.8) {
        // A new duration, and now and then another module of the course (a move).
        await ok('cs-coach', 'PUT', `/coaching-admin/lessons/${pick(course.lessons)}`, lessonBody(pick(course.modules)));
      } else if (roll < 0.93) {
        const lesson = pick(course.lessons);
        await ok('cs-coach', 'DELETE', `/coaching-admin/lessons/${lesson}`);
        course.lessons = course.lessons.filter((id) => id !== lesson);
      } else if (course.modules.length > 1) {
        // Deleting a module takes its lessons with it (a cascade the authoring code does not count itself).
        const module = pick(course.modules);
        await ok('cs-coach', 'DELETE', `/coaching-admin/modules/${module}`);
        course.modules = course.modules.filter((id) => id !== module);
        const left = new Set((await ctx.knex('coaching_lessons').where({ course_id: course.id }).pluck('id')).map(Number));
        course.lessons = course.lessons.filter((id) => left.has(id));
      }
    }

    // Reviews: enrolled learners write and rewrite theirs (the course published so learners reach it).
    await ctx.knex('coaching_courses').whereIn('id', courses.map((course) => course.id)).update({ published: true, published_at: new Date() });
    const learnerIds = await ctx.knex('users').whereIn('username', LEARNERS).pluck('id');
    for (const course of courses) {
      await ctx.knex('coaching_enrollments').insert(learnerIds.map((userId: number) => ({ course_id: course.id, user_id: userId, source: 'admin' })));
    }
    const reviewed = new Set<string>();
    for (let step = 0; step < 24; step += 1) {
      const course = pick(courses);
      const learner = pick(LEARNERS);
      const key = `${course.slug}:${learner}`;
      await ok(learner, reviewed.has(key) ? 'PUT' : 'POST', `/coaching/courses/${course.slug}/reviews`, { rating: 1 + Math.floor(random() * 5), body: `Step ${step}` });
      reviewed.add(key);
    }
    // A review whose author's account is deleted goes with it (another cascade).
    await ctx.knex('users').where({ username: LEARNERS[0] }).delete();

    const stored = byId((await ctx.knex('coaching_courses').select('id', 'lesson_count', 'lesson_minutes', 'rating_count', 'rating_total')) as Stored[]);
    const recomputed = byId((await ctx.knex.raw(RECOMPUTED_SQL)).rows as Stored[]);
    expect(stored).toEqual(recomputed);
    // The run did write something to every kind of figure, or the comparison would prove little.
    const mine = courses.map((course) => stored[course.id]!);
    expect(mine.some((row) => row.lesson_count > 0 && row.lesson_minutes > 0)).toBe(true);
    expect(mine.some((row) => row.rating_count > 0)).toBe(true);

    // What the catalogue shows comes from those columns: the average is the rounded mean of the ratings.
    const card = (await call('cs-coach', 'GET', `/coaching/courses/${courses[0]!.slug}`)).json().data;
    const ratings = (await ctx.knex('coaching_reviews').where({ course_id: courses[0]!.id }).pluck('rating')).map(Number);
    const durations = (await ctx.knex('coaching_lessons').where({ course_id: courses[0]!.id }).pluck('duration_minutes')).map((value) => Number(value ?? 0));
    expect(card.lessonCount).toBe(durations.length);
    expect(card.durationMinutes).toBe(durations.reduce((sum, value) => sum + value, 0));
    expect(card.rating).toEqual({ average: ratings.length === 0 ? null : Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10, count: ratings.length });
  }, 120_000);
});
