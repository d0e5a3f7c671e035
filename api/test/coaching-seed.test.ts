import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoEmbedUrl } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';

/** The Employability Hub demo data (seeds/coaching.ts, docs/coaching.md "Demo data"), as the people who use it see it. */

const WEB_PUBLIC = fileURLToPath(new URL('../../web/public/', import.meta.url));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 180_000);
afterAll(async () => ctx?.close());

describe('coaching demo data', () => {
  it('publishes six courses in the six categories, two of them sold as member-discounted shop products', async () => {
    const catalogue = (await ctx.inject({ method: 'GET', url: '/coaching/courses?limit=50&skip_cache=1' })).json();
    expect(catalogue.total).toBe(6);
    expect(new Set(catalogue.data.map((course: { category: string }) => course.category)).size).toBe(6);
    const paid = catalogue.data.filter((course: { price: unknown }) => course.price !== null);
    expect(paid.map((course: { slug: string }) => course.slug).sort()).toEqual(['uefa-c-and-b-licence-preparation', 'writing-scouting-reports']);
    const products = await ctx.knex('products').whereIn('slug', ['coaching-uefa-c-and-b-licence-preparation', 'coaching-writing-scouting-reports']);
    expect(products.map((product) => [product.active, product.member_discount_eligible])).toEqual([[true, true], [true, true]]);
    for (const product of products) {
      // The shop shows these as any product: plain text and a picture the SPA serves.
      expect(product.description).not.toMatch(/[<>]/);
      expect(existsSync(join(WEB_PUBLIC, product.image_url)), product.image_url).toBe(true);
    }
    expect(catalogue.data.filter((course: { language: string }) => course.language === 'ar')).toHaveLength(1);
  });

  it('gives every course 2–3 modules of lessons with real text, a preview lesson, working video links, and quizzes of 3–5 questions', async () => {
    const courses = await ctx.knex('coaching_courses').select('id', 'slug');
    for (const course of courses) {
      const modules = await ctx.knex('coaching_modules').where({ course_id: course.id });
      expect(modules.length, course.slug).toBeGreaterThanOrEqual(2);
      expect(modules.length, course.slug).toBeLessThanOrEqual(3);
      const lessons = await ctx.knex('coaching_lessons').where({ course_id: course.id });
      expect(lessons.some((lesson) => lesson.is_preview), course.slug).toBe(true);
      for (const lesson of lessons) {
        expect(lesson.body_html.replace(/<[^>]+>/g, '').length, lesson.title).toBeGreaterThan(150);
        if (lesson.video_url) expect(videoEmbedUrl(lesson.video_url), lesson.video_url).not.toBeNull();
      }
      const quizzes = await ctx.knex('coaching_quizzes as q').join('coaching_lessons as l', 'l.id', 'q.lesson_id').where('l.course_id', course.id).select('q.id');
      expect(quizzes.length, course.slug).toBeGreaterThanOrEqual(1);
      for (const quiz of quizzes) {
        const questions = await ctx.knex('coaching_quiz_questions').where({ quiz_id: quiz.id });
        expect(questions.length).toBeGreaterThanOrEqual(3);
        expect(questions.length).toBeLessThanOrEqual(5);
      }
    }
    expect(await ctx.knex('coaching_lessons').whereNotNull('video_url').count({ count: '*' }).first().then((row) => Number(row?.count))).toBeGreaterThanOrEqual(4);
  });

  it('has two coaches who each run three courses in the authoring tools', async () => {
    for (const [username, name] of [['coach', 'Cora Coach'], ['coach2', 'Karim Haddad']]) {
      const token = await ctx.login(username);
      const mine = (await ctx.inject({ method: 'GET', url: '/coaching-admin/courses', token })).json();
      expect(mine.total).toBe(3);
      expect(mine.data.every((course: { coach: { name: string } }) => course.coach.name === name)).toBe(true);
    }
  });

  it('has candidate halfway through performance analysis, with the coding quiz failed and then passed', async () => {
    const token = await ctx.login('candidate');
    const [enrollment] = (await ctx.inject({ method: 'GET', url: '/coaching/enrollments', token })).json().data;
    expect(enrollment).toMatchObject({ course: { slug: 'performance-analysis-basics' }, progressPercent: 50, completedLessons: 3, totalLessons: 6, completed: false, certificate: null });
    const attempts = await ctx.knex('coaching_quiz_attempts').where({ enrollment_id: enrollment.id }).orderBy('submitted_at');
    expect(attempts.map((row) => row.passed)).toEqual([false, true]);
    expect(attempts[0].score_percent).toBeLessThan(60);
    const admin = await ctx.login('coach2');
    const learners = (await ctx.inject({ method: 'GET', url: `/coaching-admin/courses/${enrollment.course.id}/learners`, token: admin })).json();
    expect(learners.data).toEqual([expect.objectContaining({ learner: expect.objectContaining({ name: 'Casey Candidate' }), progressPercent: 50, quizzesPassed: 1, quizzesTotal: 2 })]);
  });

  it('has subscriber with a finished course and a certificate anyone can verify', async () => {
    const token = await ctx.login('subscriber');
    const [enrollment] = (await ctx.inject({ method: 'GET', url: '/coaching/enrollments', token })).json().data;
    expect(enrollment).toMatchObject({ course: { slug: 'introduction-to-sports-science-for-football' }, progressPercent: 100, completed: true });
    expect(enrollment.certificate.code).toMatch(/^[A-Z2-7]{24}$/);
    const certificate = await ctx.inject({ method: 'GET', url: `/coaching/certificates/${enrollment.certificate.code}` });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.json().data).toMatchObject({ learnerName: 'Skyler Subscriber', courseTitle: 'Introduction to sports science for football', coachName: 'Cora Coach' });
  });
});
