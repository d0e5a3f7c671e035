import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { attempt, complete, enroll, insertCourse, lesson, myEnrollments, rightAnswers, userIdOf, wrongAnswers, type TestCourse } from './coaching-fixtures';
import { insertAccount } from './messages-fixtures';

let ctx: TestContext;
let candidate: string;
let outsider: string;
let coach: string;
let admin: string;
let course: TestCourse;
let hidden: TestCourse;

/** Any sign of the right answers in a response sent before an attempt. */
const revealsAnswers = (body: string) => /correct/i.test(body);

beforeAll(async () => {
  ctx = await createTestContext();
  const coachId = await insertAccount(ctx.knex, 'learncoach', ['coach'], null);
  course = await insertCourse(ctx.knex, { slug: 'learning-scouting-reports', title: 'Zebra scouting reports', coachId, category: 'scouting', level: 'intermediate' });
  hidden = await insertCourse(ctx.knex, { slug: 'learning-unpublished', title: 'Zebra draft course', coachId, published: false });
  [candidate, outsider, coach, admin] = await Promise.all([ctx.login('candidate'), ctx.login('player'), ctx.login('learncoach'), ctx.login('admin')]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('catalogue and course page', () => {
  it('lists published courses only, narrowed by title words, category and level, with a bounded page size', async () => {
    const found = await ctx.inject({ method: 'GET', url: '/coaching/courses?search=zebra' });
    expect(found.statusCode).toBe(200);
    expect(found.json().total).toBe(1);
    expect(found.json().data[0]).toMatchObject({ slug: course.slug, title: 'Zebra scouting reports', lessonCount: 4, durationMinutes: 40, price: null, enrollment: null, rating: { average: null, count: 0 } });
    expect((await ctx.inject({ method: 'GET', url: '/coaching/courses?search=zebra&category=careers' })).json().total).toBe(0);
    expect((await ctx.inject({ method: 'GET', url: '/coaching/courses?search=zebra&level=intermediate&category=scouting' })).json().total).toBe(1);
    expect((await ctx.inject({ method: 'GET', url: '/coaching/courses?limit=51' })).statusCode).toBe(400);
    expect((await ctx.inject({ method: 'GET', url: '/coaching/courses?level=expert' })).statusCode).toBe(400);
  });

  it('hides an unpublished course from everyone but its coach and administrators', async () => {
    expect((await ctx.inject({ method: 'GET', url: `/coaching/courses/${hidden.slug}` })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/coaching/courses/${hidden.slug}`, token: candidate })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/coaching/courses/${hidden.slug}`, token: coach })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: `/coaching/courses/${hidden.slug}`, token: admin })).statusCode).toBe(200);
    expect((await lesson(ctx, candidate, hidden.lessons.a)).statusCode).toBe(404);
    expect((await enroll(ctx, candidate, hidden.slug)).statusCode).toBe(404);
  });

  it('shows the outline without lesson bodies and never the right answers', async () => {
    const page = await ctx.inject({ method: 'GET', url: `/coaching/courses/${course.slug}` });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.modules.map((module: { title: string }) => module.title)).toEqual(['Getting started', 'Going further']);
    expect(data.modules[0].lessons).toEqual([
      expect.objectContaining({ id: course.lessons.a, isPreview: true, hasVideo: true, hasQuiz: false, completed: false }),
      expect.objectContaining({ id: course.lessons.b, isPreview: false, hasQuiz: true }),
    ]);
    expect(page.body).not.toContain('Body of Lesson');
    expect(revealsAnswers(page.body)).toBe(false);
    expect(data).toMatchObject({ canReview: false, nextLessonId: null, enrollment: null });
  });
});

describe('lessons and progress', () => {
  it('opens a preview lesson to anyone, and other lessons only to enrolled learners', async () => {
    const preview = await lesson(ctx, undefined, course.lessons.a);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ title: 'Lesson A', body: '<p>Body of Lesson A</p>', videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', enrollment: null, nextLessonId: course.lessons.b });
    expect((await lesson(ctx, undefined, course.lessons.b)).statusCode).toBe(401);
    expect((await lesson(ctx, outsider, course.lessons.b)).statusCode).toBe(403);
    expect((await lesson(ctx, coach, course.lessons.b)).statusCode).toBe(200);
    expect((await lesson(ctx, candidate, 999_999)).statusCode).toBe(404);
  });

  it('refuses completing a lesson or attempting a quiz of a course one is not enrolled in (403), recording nothing', async () => {
    expect((await complete(ctx, outsider, course.lessons.a)).statusCode).toBe(403);
    const tried = await attempt(ctx, outsider, course.quiz.id, rightAnswers(course.quiz));
    expect(tried.statusCode).toBe(403);
    expect(revealsAnswers(tried.body)).toBe(false);
    expect(Number((await ctx.knex('coaching_quiz_attempts').where({ quiz_id: course.quiz.id }).count({ count: '*' }).first())!.count)).toBe(0);
    expect((await ctx.inject({ method: 'POST', url: `/coaching/lessons/${course.lessons.a}/complete` })).statusCode).toBe(401);
  });

  it('enrolls in a free course at once, and again answers with the same enrollment', async () => {
    const first = await enroll(ctx, candidate, course.slug);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ course: { slug: course.slug }, source: 'free', progressPercent: 0, completedLessons: 0, totalLessons: 4, completed: false, certificate: null, continueLessonId: course.lessons.a });
    const again = await enroll(ctx, candidate, course.slug);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await enroll(ctx, candidate, 'no-such-course')).statusCode).toBe(404);
  });

  it('keeps the right answers out of the lesson until an attempt is submitted', async () => {
    const opened = await lesson(ctx, candidate, course.lessons.b);
    expect(opened.statusCode).toBe(200);
    const quiz = opened.json().data.quiz;
    expect(quiz).toMatchObject({ id: course.quiz.id, passMarkPercent: 100, attemptsAllowed: 3, attemptsUsed: 0, passed: false, bestScorePercent: null });
    expect(quiz.questions[1]).toEqual({ id: course.quiz.questions[1]!.id, prompt: 'Question 2', kind: 'multiple', options: expect.any(Array) });
    expect(quiz.questions[1].options[0]).toEqual({ id: course.quiz.questions[1]!.options[0], label: 'Session plan' });
    expect(revealsAnswers(opened.body)).toBe(false);
    for (const response of [
      await ctx.inject({ method: 'GET', url: `/coaching/courses/${course.slug}`, token: candidate }),
      await ctx.inject({ method: 'GET', url: '/coaching/enrollments', token: candidate }),
      await ctx.inject({ method: 'GET', url: '/coaching/courses?search=zebra', token: candidate }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(revealsAnswers(response.body)).toBe(false);
    }
  });

  it('counts progress in whole lessons and remembers where the learner stopped', async () => {
    const done = await complete(ctx, candidate, course.lessons.a);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ completed: true, enrollment: { progressPercent: 25, completed: false } });
    // Completing twice counts once.
    expect((await complete(ctx, candidate, course.lessons.a)).json().data.enrollment.progressPercent).toBe(25);
    await lesson(ctx, candidate, course.lessons.d);
    const [mine] = (await myEnrollments(ctx, candidate)).filter((row) => row.course.slug === course.slug);
    expect(mine).toMatchObject({ progressPercent: 25, completedLessons: 1, totalLessons: 4, continueLessonId: course.lessons.d });
    const page = (await ctx.inject({ method: 'GET', url: `/coaching/courses/${course.slug}`, token: candidate })).json().data;
    expect(page).toMatchObject({ canReview: true, nextLessonId: course.lessons.b, enrollment: { progressPercent: 25 } });
  });

  it('will not complete a lesson whose quiz is not passed yet (409)', async () => {
    const early = await complete(ctx, candidate, course.lessons.b);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Pass this lesson’s quiz to complete it.');
  });

  it('wants every question answered, one option for a single-choice question, options of that question', async () => {
    const [q1, q2] = course.quiz.questions;
    const missing = await attempt(ctx, candidate, course.quiz.id, { [q1!.id]: q1!.correct });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ [`answers.${q2!.id}`]: 'Please answer this question.' });
    const twoForSingle = await attempt(ctx, candidate, course.quiz.id, { [q1!.id]: q1!.options, [q2!.id]: q2!.correct });
    expect(twoForSingle.json().errors).toEqual({ [`answers.${q1!.id}`]: 'Choose one option for this question.' });
    const foreign = await attempt(ctx, candidate, course.quiz.id, { [q1!.id]: [q2!.options[0]!], [q2!.id]: q2!.correct });
    expect(foreign.json().errors).toEqual({ [`answers.${q1!.id}`]: 'This option does not belong to the question.' });
    expect(Number((await ctx.knex('coaching_quiz_attempts').where({ quiz_id: course.quiz.id }).count({ count: '*' }).first())!.count)).toBe(0);
  });

  it('marks on the server: a wrong sheet fails and only then shows the right options; a right one passes and completes the lesson', async () => {
    const failed = await attempt(ctx, candidate, course.quiz.id, wrongAnswers(course.quiz));
    expect(failed.statusCode).toBe(201);
    expect(failed.json().data).toMatchObject({ scorePercent: 0, passed: false, passMarkPercent: 100, attemptsUsed: 1, attemptsAllowed: 3 });
    expect(failed.json().data.results[1]).toEqual({ questionId: course.quiz.questions[1]!.id, correct: false, correctOptionIds: course.quiz.questions[1]!.correct, chosenOptionIds: [course.quiz.questions[1]!.options[2]] });

    // Half right is 50 %: below the pass mark of 100 %. Ticking every box of the multiple-choice question is not right.
    const [q1, q2] = course.quiz.questions;
    const half = await attempt(ctx, candidate, course.quiz.id, { [q1!.id]: q1!.correct, [q2!.id]: q2!.options });
    expect(half.json().data).toMatchObject({ scorePercent: 50, passed: false, attemptsUsed: 2 });

    const passed = await attempt(ctx, candidate, course.quiz.id, rightAnswers(course.quiz));
    expect(passed.json().data).toMatchObject({ scorePercent: 100, passed: true, attemptsUsed: 3 });
    const after = (await lesson(ctx, candidate, course.lessons.b)).json().data;
    expect(after).toMatchObject({ completed: true, quiz: { attemptsUsed: 3, passed: true, bestScorePercent: 100 }, enrollment: { progressPercent: 50 } });
  });

  it('stops at the attempts the quiz allows (409) and stores nothing more', async () => {
    const used = await attempt(ctx, candidate, course.quiz.id, rightAnswers(course.quiz));
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('You have used every attempt this quiz allows.');
    expect(Number((await ctx.knex('coaching_quiz_attempts').where({ quiz_id: course.quiz.id }).count({ count: '*' }).first())!.count)).toBe(3);
  });
});

describe('certificates', () => {
  it('is refused before completion (409): an optional lesson is not needed, a required one is', async () => {
    const [mine] = (await myEnrollments(ctx, candidate)).filter((row) => row.course.slug === course.slug);
    const early = await ctx.inject({ method: 'GET', url: `/coaching/enrollments/${mine!.id}/certificate.pdf`, token: candidate });
    expect(early.statusCode).toBe(409);
    expect(mine).toMatchObject({ completed: false, certificate: null });
  });

  it('is issued when the last required lesson is complete, with an unguessable code; the PDF is the owner’s alone', async () => {
    const last = await complete(ctx, candidate, course.lessons.d);
    expect(last.json().data.enrollment).toMatchObject({ progressPercent: 75, completed: true });
    const [mine] = (await myEnrollments(ctx, candidate)).filter((row) => row.course.slug === course.slug);
    expect(mine).toMatchObject({ completed: true, continueLessonId: course.lessons.d });
    const code = mine!.certificate!.code;
    expect(code).toMatch(/^[A-Z2-7]{24}$/);
    expect(mine!.certificate).toMatchObject({ pdfUrl: `/coaching/enrollments/${mine!.id}/certificate.pdf`, verifyUrl: `http://localhost:3000/coaching/certificates/${code}` });

    const pdf = await ctx.inject({ method: 'GET', url: mine!.certificate!.pdfUrl, token: candidate });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="football-jobs-certificate-${code}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
    expect((await ctx.inject({ method: 'GET', url: mine!.certificate!.pdfUrl, token: outsider })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: mine!.certificate!.pdfUrl })).statusCode).toBe(401);
  });

  it('can be checked by anyone with its code; a forged code is 404', async () => {
    const [mine] = (await myEnrollments(ctx, candidate)).filter((row) => row.course.slug === course.slug);
    const code = mine!.certificate!.code;
    const check = await ctx.inject({ method: 'GET', url: `/coaching/certificates/${code}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      code,
      learnerName: 'Casey Candidate',
      courseTitle: 'Zebra scouting reports',
      courseSlug: course.slug,
      coachName: 'Test learncoach',
      issued: expect.any(String),
      verifyUrl: `http://localhost:3000/coaching/certificates/${code}`,
    });
    const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await ctx.inject({ method: 'GET', url: `/coaching/certificates/${forged}` })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: '/coaching/certificates/1' })).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  it('are for enrolled learners only, one each, editable, rated 1 to 5', async () => {
    const url = `/coaching/courses/${course.slug}/reviews`;
    expect((await ctx.inject({ method: 'POST', url, token: outsider, payload: { rating: 5, body: 'Great' } })).statusCode).toBe(403);
    const bad = await ctx.inject({ method: 'POST', url, token: candidate, payload: { rating: 7, body: 'Great' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ rating: 'Please give a rating from 1 to 5 stars.' });
    const created = await ctx.inject({ method: 'POST', url, token: candidate, payload: { rating: 4, body: '  Clear and practical.  ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ rating: 4, body: 'Clear and practical.', author: { name: 'Casey Candidate' }, mine: true });
    expect((await ctx.inject({ method: 'POST', url, token: candidate, payload: { rating: 5 } })).statusCode).toBe(409);
    expect((await ctx.inject({ method: 'PUT', url, token: outsider, payload: { rating: 1 } })).statusCode).toBe(403);
    const edited = await ctx.inject({ method: 'PUT', url, token: candidate, payload: { rating: 5, body: 'Even better on a second read.' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: created.json().data.id, rating: 5, body: 'Even better on a second read.' });

    const page = (await ctx.inject({ method: 'GET', url: `/coaching/courses/${course.slug}?skip_cache=1` })).json().data;
    expect(page.rating).toEqual({ average: 5, count: 1 });
    expect(page.reviews).toEqual([expect.objectContaining({ rating: 5, mine: false })]);
  });
});

describe('the conversation with the coach', () => {
  it('opens one thread per enrollment for the learner and the coach, listed under the coaching context', async () => {
    const [mine] = (await myEnrollments(ctx, candidate)).filter((row) => row.course.slug === course.slug);
    const url = `/coaching/enrollments/${mine!.id}/thread`;
    const opened = await ctx.inject({ method: 'POST', url, token: candidate });
    expect(opened.statusCode).toBe(200);
    const thread = opened.json().data;
    expect(thread).toMatchObject({ context: 'coaching', contextId: mine!.id, title: 'Zebra scouting reports', subtitle: 'Test learncoach' });
    expect(thread.participants.map((person: { side: string; name: string }) => `${person.side}:${person.name}`).sort()).toEqual(['coach:Test learncoach', 'learner:Casey Candidate']);
    expect((await ctx.inject({ method: 'POST', url, token: coach })).json().data.id).toBe(thread.id);
    expect((await ctx.inject({ method: 'POST', url, token: outsider })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'POST', url, token: admin })).statusCode).toBe(404);

    expect((await ctx.inject({ method: 'POST', url: `/messages/threads/${thread.id}`, token: candidate, payload: { body: 'Could you look at my scouting report?' } })).statusCode).toBe(201);
    const coaching = (await ctx.inject({ method: 'GET', url: '/messages/threads?context=coaching', token: coach })).json();
    expect(coaching.total).toBe(1);
    expect(coaching.data[0]).toMatchObject({ id: thread.id, subtitle: 'Casey Candidate' });
    expect((await ctx.inject({ method: 'GET', url: '/messages/threads?context=application', token: coach })).json()).toMatchObject({ data: [], total: 0 });
    expect((await ctx.inject({ method: 'GET', url: '/messages/threads?context=gossip', token: coach })).statusCode).toBe(400);
    expect((await myEnrollments(ctx, candidate)).find((row) => row.id === mine!.id)!.threadId).toBe(thread.id);
  });
});

describe('lesson attachments', () => {
  it('are readable by enrolled learners, the coach and administrators, and nobody else', async () => {
    const coachId = await userIdOf(ctx.knex, 'learncoach');
    const { createDiskStorage } = await import('../src/storage');
    const { join } = await import('node:path');
    const storage = createDiskStorage(join(ctx.dataDir, 'uploads'));
    const bytes = Buffer.from('%PDF-1.4\n% handout\n');
    await storage.put('coaching/handout-test', bytes, 'application/pdf');
    const [media] = await ctx.knex('media')
      .insert({ owner_user_id: coachId, kind: 'other', title: 'Handout.pdf', mime: 'application/pdf', size: bytes.length, checksum_sha256: 'x'.repeat(64), storage_key: 'coaching/handout-test', attachment_type: 'coaching' })
      .returning('id');
    await ctx.knex('coaching_lesson_attachments').insert({ lesson_id: course.lessons.b, media_id: Number(media.id), position: 1 });

    const shown = (await lesson(ctx, candidate, course.lessons.b)).json().data.attachments;
    expect(shown).toEqual([{ id: Number(media.id), title: 'Handout.pdf', mime: 'application/pdf', size: bytes.length, url: `/media/${media.id}` }]);
    for (const [token, status] of [[candidate, 200], [coach, 200], [admin, 200], [outsider, 404], [undefined, 404]] as const) {
      expect((await ctx.inject({ method: 'GET', url: `/media/${media.id}`, token })).statusCode, String(token)).toBe(status);
    }
  });
});
