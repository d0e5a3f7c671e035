import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SANDBOX_TEST_CARDS } from '@fj/shared';
import { createTestContext, type TestContext } from './helpers';
import { attempt, complete, enroll, lesson, myEnrollments } from './coaching-fixtures';
import { insertAccount } from './messages-fixtures';

/**
 * The two halves together, through the calls only: a coach authors a paid course (H2's authoring API), an ELITE
 * candidate buys it at the member price, learns, fails and passes the quiz, finishes and gets a certificate the public
 * can check; the coach sees the learner's progress; the course made free enrolls the next learner at once.
 */
let ctx: TestContext;
let coach: string;
let learner: string;
let courseId: number;
let slug: string;
let lessonIds: number[];

const payOnSandbox = (checkoutUrl: string) =>
  ctx.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: SANDBOX_TEST_CARDS.success, expiry: '12/39', cvc: '123', name: 'Elliot Elite' }).toString(),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  await insertAccount(ctx.knex, 'journeycoach', ['coach'], null);
  await ctx.knex('users').where({ username: 'elite' }).update({ membership: 'ELITE' });
  [coach, learner] = await Promise.all([ctx.login('journeycoach'), ctx.login('elite')]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('a course from authoring to certificate', () => {
  it('is authored and published by its coach as a paid course', async () => {
    const created = await ctx.inject({
      method: 'POST',
      url: '/coaching-admin/courses',
      token: coach,
      payload: { title: 'Set-piece analysis', summary: 'Corners and free kicks, coded and reported.', description: '<p>Set pieces win matches.</p>', coverImage: '', category: 'performance-analysis', level: 'intermediate', language: 'en', priceMinor: 2000, published: false },
    });
    expect(created.statusCode).toBe(201);
    courseId = created.json().data.id;
    slug = created.json().data.slug;
    const moduleId = (await ctx.inject({ method: 'POST', url: `/coaching-admin/courses/${courseId}/modules`, token: coach, payload: { title: 'Corners' } })).json().data.id;
    lessonIds = [];
    for (const title of ['Coding corners', 'Reporting corners']) {
      const added = await ctx.inject({ method: 'POST', url: '/coaching-admin/lessons', token: coach, payload: { moduleId, title, body: `<p>${title}</p>`, videoUrl: null, durationMinutes: 15, isPreview: false, isRequired: true } });
      expect(added.statusCode).toBe(201);
      lessonIds.push(added.json().data.id);
    }
    const quiz = await ctx.inject({
      method: 'PUT',
      url: `/coaching-admin/lessons/${lessonIds[1]}/quiz`,
      token: coach,
      payload: {
        title: 'Corners check',
        passMarkPercent: 100,
        attemptsAllowed: null,
        questions: [{ prompt: 'Which zone is the near post?', kind: 'single', options: [{ label: 'right', correct: true }, { label: 'wrong', correct: false }] }],
      },
    });
    expect(quiz.statusCode).toBe(200);
    const published = await ctx.inject({ method: 'GET', url: `/coaching-admin/courses/${courseId}`, token: coach });
    const { title, summary, description, coverImage, category, level, language } = published.json().data;
    expect((await ctx.inject({ method: 'PUT', url: `/coaching-admin/courses/${courseId}`, token: coach, payload: { title, summary, description, coverImage, category, level, language, priceMinor: 2000, published: true } })).statusCode).toBe(200);
  });

  it('costs the ELITE learner 25 % less and enrolls them when the sandbox webhook marks the order paid', async () => {
    const refused = await enroll(ctx, learner, slug);
    expect(refused.statusCode).toBe(402);
    const { product } = refused.json();
    expect(product).toMatchObject({ listPriceMinor: 2000, yourPriceMinor: 1500 });
    await ctx.inject({ method: 'POST', url: API.cartItems, token: learner, payload: { productId: product.id, quantity: 1 } });
    const { checkoutUrl } = (await ctx.inject({ method: 'POST', url: API.cartCheckout, token: learner, headers: { 'idempotency-key': randomUUID() } })).json().data;
    expect((await myEnrollments(ctx, learner)).some((row) => row.course.slug === slug)).toBe(false);
    expect((await payOnSandbox(checkoutUrl)).statusCode).toBe(303);
    expect((await myEnrollments(ctx, learner)).find((row) => row.course.slug === slug)).toMatchObject({ source: 'order', totalLessons: 2, progressPercent: 0 });
  });

  it('is learned to the end: a failed then a passed quiz, the certificate, the coach’s view of the learner', async () => {
    expect((await complete(ctx, learner, lessonIds[0]!)).statusCode).toBe(200);
    const quiz = (await lesson(ctx, learner, lessonIds[1]!)).json().data.quiz;
    const [question] = quiz.questions as { id: number; options: { id: number; label: string }[] }[];
    const pick = (label: string) => ({ [question!.id]: [question!.options.find((option) => option.label === label)!.id] });
    expect((await attempt(ctx, learner, quiz.id, pick('wrong'))).json().data).toMatchObject({ passed: false, scorePercent: 0 });
    expect((await attempt(ctx, learner, quiz.id, pick('right'))).json().data).toMatchObject({ passed: true, scorePercent: 100 });

    const mine = (await myEnrollments(ctx, learner)).find((row) => row.course.slug === slug)!;
    expect(mine).toMatchObject({ completed: true, progressPercent: 100 });
    const check = await ctx.inject({ method: 'GET', url: `/coaching/certificates/${mine.certificate!.code}` });
    expect(check.json().data).toMatchObject({ learnerName: 'Elliot Elite', courseTitle: 'Set-piece analysis', coachName: 'Test journeycoach' });

    const learners = (await ctx.inject({ method: 'GET', url: `/coaching-admin/courses/${courseId}/learners`, token: coach })).json().data;
    expect(learners).toEqual([expect.objectContaining({ enrollmentId: mine.id, progressPercent: 100, certificateCode: mine.certificate!.code, source: 'order' })]);
  });

  it('made free by its coach, enrolls the next learner at once', async () => {
    const current = (await ctx.inject({ method: 'GET', url: `/coaching-admin/courses/${courseId}`, token: coach })).json().data;
    const { title, summary, description, coverImage, category, level, language } = current;
    expect((await ctx.inject({ method: 'PUT', url: `/coaching-admin/courses/${courseId}`, token: coach, payload: { title, summary, description, coverImage, category, level, language, priceMinor: null, published: true } })).statusCode).toBe(200);
    const next = await ctx.login('candidate');
    expect((await ctx.inject({ method: 'GET', url: `/coaching/courses/${slug}`, token: next })).json().data.price).toBeNull();
    expect((await enroll(ctx, next, slug)).statusCode).toBe(201);
  });
});

describe('the last attempt', () => {
  it('is taken once when two submissions race for it', async () => {
    const quiz = (await lesson(ctx, learner, lessonIds[1]!)).json().data.quiz;
    await ctx.knex('coaching_quizzes').where({ id: quiz.id }).update({ attempts_allowed: 3 });
    const [question] = quiz.questions as { id: number; options: { id: number }[] }[];
    const answers = { [question!.id]: [question!.options[0]!.id] };
    const results = await Promise.all([attempt(ctx, learner, quiz.id, answers), attempt(ctx, learner, quiz.id, answers)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
    expect(Number((await ctx.knex('coaching_quiz_attempts').where({ quiz_id: quiz.id }).count({ count: '*' }).first())!.count)).toBe(3);
  });
});
