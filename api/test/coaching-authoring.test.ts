import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf, makeSamplePng } from '@fj/seeds/sample-files';
import { countRows, createTestContext, type TestContext } from './helpers';
import { insertAccount } from './messages-fixtures';
import { multipart } from './multipart';

/** Coaching authoring (docs/coaching.md "Authoring"): who may author what, the rules, no partial writes, the shop product in step. */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const course = (overrides: Record<string, unknown> = {}) => ({
  title: 'Set-piece analysis for academy coaches',
  summary: 'Corners and free kicks, coded and reviewed.',
  description: '<p>Learn to code set pieces.</p><script>alert(1)</script>',
  coverImage: '',
  category: 'performance-analysis',
  level: 'intermediate',
  language: 'en',
  priceMinor: null,
  published: false,
  ...overrides,
});

const lesson = (moduleId: number, overrides: Record<string, unknown> = {}) => ({
  moduleId,
  title: 'Coding a corner',
  body: '<p>Tag the delivery, the runs and the outcome.</p><img src=x onerror=alert(1)>',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  durationMinutes: 12,
  isPreview: false,
  isRequired: true,
  ...overrides,
});

const quiz = (overrides: Record<string, unknown> = {}) => ({
  title: 'Set pieces check',
  passMarkPercent: 60,
  attemptsAllowed: 3,
  questions: [
    { prompt: 'Which phase is a corner?', kind: 'single', options: [{ label: 'Set piece', correct: true }, { label: 'Open play', correct: false }] },
    { prompt: 'What do you tag?', kind: 'multiple', options: [{ label: 'Delivery', correct: true }, { label: 'Runs', correct: true }, { label: 'Weather', correct: false }] },
  ],
  ...overrides,
});

const call = (who: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.inject({ method, url, ...(who ? { token: tokens[who] } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });

async function created(who: string, url: string, payload: unknown) {
  const response = await call(who, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const courseWithLesson = async (who: string, overrides: Record<string, unknown> = {}) => {
  const made = await created(who, '/coaching-admin/courses', course(overrides));
  const module = await created(who, `/coaching-admin/courses/${made.id}/modules`, { title: 'Corners' });
  const first = await created(who, '/coaching-admin/lessons', lesson(module.id));
  return { course: made, module, lesson: first };
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [username, roles] of [['ca-cora', ['coach']], ['ca-karim', ['coach']], ['ca-learner', ['candidate']]] as const) {
    ids[username] = await insertAccount(ctx.knex, username, [...roles], null);
    tokens[username] = await ctx.login(username);
  }
  tokens.admin = await ctx.login('admin');
  ids.admin = (await ctx.knex('users').where({ username: 'admin' }).first('id')).id;
}, 180_000);
afterAll(async () => ctx?.close());

describe('who may author', () => {
  it('answers 401 without a token and 403 to a candidate', async () => {
    expect((await call(null, 'GET', '/coaching-admin/courses')).statusCode).toBe(401);
    expect((await call('ca-learner', 'GET', '/coaching-admin/courses')).statusCode).toBe(403);
    expect((await call('ca-learner', 'POST', '/coaching-admin/courses', course())).statusCode).toBe(403);
  });

  it("gives a coach their own courses only: another coach's course is 404 for every call", async () => {
    const { course: mine, module, lesson: first } = await courseWithLesson('ca-cora', { title: 'Only Cora sees this' });
    const other = 'ca-karim';
    const attempts = [
      await call(other, 'GET', `/coaching-admin/courses/${mine.id}`),
      await call(other, 'PUT', `/coaching-admin/courses/${mine.id}`, course({ title: 'Taken over' })),
      await call(other, 'DELETE', `/coaching-admin/courses/${mine.id}`),
      await call(other, 'GET', `/coaching-admin/courses/${mine.id}/learners`),
      await call(other, 'POST', `/coaching-admin/courses/${mine.id}/modules`, { title: 'Sneaky' }),
      await call(other, 'PUT', `/coaching-admin/modules/${module.id}`, { title: 'Renamed' }),
      await call(other, 'DELETE', `/coaching-admin/modules/${module.id}`),
      await call(other, 'POST', '/coaching-admin/lessons', lesson(module.id)),
      await call(other, 'PUT', `/coaching-admin/lessons/${first.id}`, lesson(module.id, { title: 'Changed' })),
      await call(other, 'DELETE', `/coaching-admin/lessons/${first.id}`),
      await call(other, 'PUT', `/coaching-admin/lessons/${first.id}/quiz`, quiz()),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 404));
    const listed = (await call(other, 'GET', '/coaching-admin/courses')).json();
    expect(listed.data.map((row: { id: number }) => row.id)).not.toContain(mine.id);
    const detail = (await call('ca-cora', 'GET', `/coaching-admin/courses/${mine.id}`)).json().data;
    expect(detail.title).toBe('Only Cora sees this');
    expect(detail.modules).toHaveLength(1);
    expect(detail.modules[0].lessons.map((row: { title: string }) => row.title)).toEqual(['Coding a corner']);
  });

  it('lets administrators see and run every course, and name its coach', async () => {
    const made = await created('ca-cora', '/coaching-admin/courses', course({ title: 'Handed over' }));
    const all = (await call('admin', 'GET', '/coaching-admin/courses?limit=100')).json();
    expect(all.data.map((row: { id: number }) => row.id)).toContain(made.id);
    const moved = await call('admin', 'PUT', `/coaching-admin/courses/${made.id}`, course({ title: 'Handed over', coachId: ids['ca-karim'] }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.coach).toMatchObject({ ID: ids['ca-karim'], name: 'Test ca-karim' });
    expect((await call('ca-karim', 'GET', `/coaching-admin/courses/${made.id}`)).statusCode).toBe(200);
    expect((await call('ca-cora', 'GET', `/coaching-admin/courses/${made.id}`)).statusCode).toBe(404);

    const notACoach = await call('admin', 'PUT', `/coaching-admin/courses/${made.id}`, course({ coachId: ids['ca-learner'] }));
    expect(notACoach.statusCode).toBe(422);
    expect(notACoach.json().errors.coachId).toMatch(/coach/);
  });

  it('lists who may run a course to administrators only', async () => {
    const coaches = await call('admin', 'GET', '/coaching-admin/coaches');
    expect(coaches.statusCode).toBe(200);
    const names = coaches.json().data.map((row: { ID: number }) => row.ID);
    expect(names).toEqual(expect.arrayContaining([ids['ca-cora'], ids['ca-karim'], ids.admin]));
    expect(names).not.toContain(ids['ca-learner']);
    expect((await call('ca-cora', 'GET', '/coaching-admin/coaches')).statusCode).toBe(403);
  });

  it('lets an administrator grant the coach role, which opens the authoring calls', async () => {
    const userId = await insertAccount(ctx.knex, 'ca-newcoach', ['candidate'], null);
    expect((await call('admin', 'POST', `/admin-api/users/${userId}/roles`, { roles: ['candidate', 'coach'] })).statusCode).toBe(200);
    tokens['ca-newcoach'] = await ctx.login('ca-newcoach');
    expect((await call('ca-newcoach', 'GET', '/coaching-admin/courses')).statusCode).toBe(200);
  });
});

describe('the rules, field by field, with nothing written on a refusal', () => {
  it('refuses a bad course with one message per field and writes no course or product', async () => {
    const [courses, products] = [await countRows(ctx.knex, 'coaching_courses'), await countRows(ctx.knex, 'products')];
    const response = await call('ca-cora', 'POST', '/coaching-admin/courses', course({ title: '   ', slug: 'Not A Slug', coverImage: 'http://plain.example/x.png', priceMinor: 50, published: true }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['coverImage', 'priceMinor', 'published', 'slug', 'title']);
    expect(await countRows(ctx.knex, 'coaching_courses')).toBe(courses);
    expect(await countRows(ctx.knex, 'products')).toBe(products);
  });

  it("takes an uploaded cover only from the author's (or the coach's) own pictures: publishing makes it public", async () => {
    let pictures = 0;
    const picture = async (owner: string) => {
      const [row] = await ctx.knex('media').insert({ owner_user_id: ids[owner], kind: 'image', title: 'cover', mime: 'image/png', size: 10, checksum_sha256: '0'.repeat(64), storage_key: `test/cover-${(pictures += 1)}` }).returning('id');
      return `/media/${row.id}`;
    };
    const mine = await created('ca-cora', '/coaching-admin/courses', course({ title: 'Own cover', coverImage: await picture('ca-cora') }));
    expect(mine.coverImage).toMatch(/^\/media\/\d+$/);
    const someoneElses = await call('ca-cora', 'POST', '/coaching-admin/courses', course({ title: 'Borrowed cover', coverImage: await picture('ca-learner') }));
    expect(someoneElses.statusCode).toBe(422);
    expect(someoneElses.json().errors).toEqual({ coverImage: 'Use an https:// link or upload a picture.' });
    // An administrator may set the coach's own picture on the coach's course.
    const byAdmin = await call('admin', 'PUT', `/coaching-admin/courses/${mine.id}`, course({ title: 'Own cover', coverImage: await picture('ca-cora') }));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('sanitises rich text and makes the slug from the title; a slug in use is a 422', async () => {
    const made = await created('ca-cora', '/coaching-admin/courses', course({ title: 'Pressing triggers' }));
    expect(made.slug).toBe('pressing-triggers');
    expect(made.description).toBe('<p>Learn to code set pieces.</p>');
    const again = await created('ca-cora', '/coaching-admin/courses', course({ title: 'Pressing triggers' }));
    expect(again.slug).toBe('pressing-triggers-2');
    const taken = await call('ca-cora', 'PUT', `/coaching-admin/courses/${again.id}`, course({ title: 'Pressing triggers', slug: 'pressing-triggers' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: 'Another course already uses this address.' });
  });

  it('accepts YouTube and Vimeo lesson videos only, and sanitises the body', async () => {
    const { module } = await courseWithLesson('ca-cora');
    const refused = await call('ca-cora', 'POST', '/coaching-admin/lessons', lesson(module.id, { title: '', videoUrl: 'https://videos.example.com/corner.mp4', durationMinutes: 0 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ title: expect.any(String), videoUrl: 'Only YouTube and Vimeo video links can be used.', durationMinutes: expect.any(String) });
    expect((await ctx.knex('coaching_lessons').where({ module_id: module.id })).length).toBe(1);

    const vimeo = await created('ca-cora', '/coaching-admin/lessons', lesson(module.id, { videoUrl: 'https://vimeo.com/76979871' }));
    expect(vimeo.videoUrl).toBe('https://vimeo.com/76979871');
    expect(vimeo.body).toBe('<p>Tag the delivery, the runs and the outcome.</p>');
    const noVideo = await created('ca-cora', '/coaching-admin/lessons', lesson(module.id, { videoUrl: '' }));
    expect(noVideo.videoUrl).toBeNull();
  });

  it("checks a quiz's questions and answers, and a refused quiz leaves the saved one as it was", async () => {
    const { lesson: first } = await courseWithLesson('ca-cora');
    const saved = await call('ca-cora', 'PUT', `/coaching-admin/lessons/${first.id}/quiz`, quiz());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.questions[1].options.map((option: { correct: boolean }) => option.correct)).toEqual([true, true, false]);

    const bad = await call('ca-cora', 'PUT', `/coaching-admin/lessons/${first.id}/quiz`, quiz({
      passMarkPercent: 0,
      questions: [
        { prompt: 'Two right answers?', kind: 'single', options: [{ label: 'A', correct: true }, { label: 'B', correct: true }] },
        { prompt: '', kind: 'multiple', options: [{ label: 'A', correct: false }, { label: 'B', correct: false }] },
        { prompt: 'Only one option', kind: 'single', options: [{ label: 'A', correct: true }] },
        { prompt: 'Blank answer', kind: 'single', options: [{ label: ' ', correct: true }, { label: 'B', correct: false }] },
      ],
    }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      passMarkPercent: 'The pass mark is a percentage from 1 to 100.',
      'questions.0.options': 'Mark exactly one answer as correct.',
      'questions.1.prompt': 'Please write the question.',
      'questions.1.options': 'Mark at least one answer as correct.',
      'questions.2.options': 'Give from 2 to 8 answers.',
      'questions.3.options.0.label': 'Please write the answer.',
    });
    const noQuestions = await call('ca-cora', 'PUT', `/coaching-admin/lessons/${first.id}/quiz`, quiz({ questions: [] }));
    expect(noQuestions.json().errors).toEqual({ questions: 'Add at least one question.' });

    const { course_id: courseId } = await ctx.knex('coaching_lessons').where({ id: first.id }).first('course_id');
    const detail = (await call('ca-cora', 'GET', `/coaching-admin/courses/${courseId}`)).json().data;
    const kept = detail.modules[0].lessons[0].quiz;
    expect(kept.passMarkPercent).toBe(60);
    expect(kept.questions.map((question: { prompt: string }) => question.prompt)).toEqual(['Which phase is a corner?', 'What do you tag?']);

    const dropped = await call('ca-cora', 'DELETE', `/coaching-admin/lessons/${first.id}/quiz`);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((await call('ca-cora', 'DELETE', `/coaching-admin/lessons/${first.id}/quiz`)).statusCode).toBe(404);
  });
});

describe('a paid course keeps its shop product in step', () => {
  it('creates the product with the price, sells it only while published, follows changes and retires it when free', async () => {
    const made = await created('ca-cora', '/coaching-admin/courses', course({ title: 'Opposition scouting', priceMinor: 4900 }));
    expect(made.priceMinor).toBe(4900);
    const productOf = async () => {
      const row = await ctx.knex('coaching_courses').where({ id: made.id }).first('product_id');
      return row.product_id === null ? null : ctx.knex('products').where({ id: row.product_id }).first();
    };
    const product = await productOf();
    expect(product).toMatchObject({ slug: 'coaching-opposition-scouting', title: 'Opposition scouting', description: 'Learn to code set pieces.', image_url: '/images/shop/coaching-course.svg', price_minor: 4900, member_discount_eligible: true, active: false });

    const noLessons = await call('ca-cora', 'PUT', `/coaching-admin/courses/${made.id}`, course({ title: 'Opposition scouting', priceMinor: 4900, published: true }));
    expect(noLessons.statusCode).toBe(422);
    expect(noLessons.json().errors).toEqual({ published: 'Add at least one lesson before publishing the course.' });
    expect((await productOf()).active).toBe(false);

    const module = await created('ca-cora', `/coaching-admin/courses/${made.id}/modules`, { title: 'Reports' });
    await created('ca-cora', '/coaching-admin/lessons', lesson(module.id));
    const published = await call('ca-cora', 'PUT', `/coaching-admin/courses/${made.id}`, course({ title: 'Opposition scouting reports', priceMinor: 5900, published: true }));
    expect(published.statusCode, published.body).toBe(200);
    expect(await productOf()).toMatchObject({ id: product.id, title: 'Opposition scouting reports', price_minor: 5900, active: true });
    const shop = (await ctx.inject({ method: 'GET', url: '/get-products/' })).json();
    expect(JSON.stringify(shop)).toContain('coaching-opposition-scouting');

    const free = await call('ca-cora', 'PUT', `/coaching-admin/courses/${made.id}`, course({ title: 'Opposition scouting reports', priceMinor: null, published: true }));
    expect(free.json().data.priceMinor).toBeNull();
    expect(await productOf()).toBeNull();
    expect(await ctx.knex('products').where({ id: product.id }).first()).toMatchObject({ active: false });

    const paidAgain = await call('ca-cora', 'PUT', `/coaching-admin/courses/${made.id}`, course({ title: 'Opposition scouting reports', priceMinor: 3900, published: true }));
    expect(paidAgain.json().data.priceMinor).toBe(3900);
    expect(await productOf()).toMatchObject({ slug: 'coaching-opposition-scouting-2', price_minor: 3900, active: true });
  });

  it('deletes a course nobody is enrolled in (its product taken off sale), and refuses 409 once someone is', async () => {
    const { course: lonely } = await courseWithLesson('ca-cora', { title: 'Nobody came', priceMinor: 1500 });
    const productId = (await ctx.knex('coaching_courses').where({ id: lonely.id }).first()).product_id;
    expect((await call('ca-cora', 'DELETE', `/coaching-admin/courses/${lonely.id}`)).statusCode).toBe(200);
    expect(await ctx.knex('coaching_courses').where({ id: lonely.id }).first()).toBeUndefined();
    expect((await ctx.knex('products').where({ id: productId }).first()).active).toBe(false);

    const { course: busy } = await courseWithLesson('ca-cora', { title: 'Somebody came' });
    await ctx.knex('coaching_enrollments').insert({ course_id: busy.id, user_id: ids['ca-learner'], source: 'free' });
    const refused = await call('ca-cora', 'DELETE', `/coaching-admin/courses/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(await ctx.knex('coaching_courses').where({ id: busy.id }).first()).toBeDefined();
  });
});

describe('modules, lessons and their order', () => {
  it('renames and moves modules, moves lessons between modules, and keeps positions 0, 1, 2…', async () => {
    const { course: made, module: first, lesson: a } = await courseWithLesson('ca-cora');
    const second = await created('ca-cora', `/coaching-admin/courses/${made.id}/modules`, { title: 'Free kicks' });
    const b = await created('ca-cora', '/coaching-admin/lessons', lesson(first.id, { title: 'Second corner lesson' }));
    const c = await created('ca-cora', '/coaching-admin/lessons', lesson(first.id, { title: 'Comes first', position: 0 }));

    const renamed = await call('ca-cora', 'PUT', `/coaching-admin/modules/${second.id}`, { title: 'Direct free kicks', position: 0 });
    expect(renamed.json().data).toMatchObject({ title: 'Direct free kicks', position: 0 });
    expect((await call('ca-cora', 'PUT', `/coaching-admin/modules/${second.id}`, { title: ' ' })).json().errors).toEqual({ title: 'Please give a title.' });
    const long = await call('ca-cora', 'POST', `/coaching-admin/courses/${made.id}/modules`, { title: 'x'.repeat(161) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.title).toMatch(/160/);

    const movedLesson = await call('ca-cora', 'PUT', `/coaching-admin/lessons/${b.id}`, lesson(second.id, { title: 'Now a free-kick lesson' }));
    expect(movedLesson.statusCode, movedLesson.body).toBe(200);

    const detail = (await call('ca-cora', 'GET', `/coaching-admin/courses/${made.id}`)).json().data;
    expect(detail.modules.map((module: { title: string; position: number }) => [module.title, module.position])).toEqual([['Direct free kicks', 0], ['Corners', 1]]);
    expect(detail.modules[0].lessons.map((row: { id: number; position: number }) => [row.id, row.position])).toEqual([[b.id, 0]]);
    expect(detail.modules[1].lessons.map((row: { id: number; position: number }) => [row.id, row.position])).toEqual([[c.id, 0], [a.id, 1]]);

    const otherCourse = await courseWithLesson('ca-cora');
    const across = await call('ca-cora', 'PUT', `/coaching-admin/lessons/${a.id}`, lesson(otherCourse.module.id));
    expect(across.statusCode).toBe(422);
    expect(across.json().errors).toEqual({ moduleId: 'Choose a module of this course.' });

    expect((await call('ca-cora', 'DELETE', `/coaching-admin/modules/${second.id}`)).statusCode).toBe(200);
    expect(await ctx.knex('coaching_lessons').where({ id: b.id }).first()).toBeUndefined();
    const after = (await call('ca-cora', 'GET', `/coaching-admin/courses/${made.id}`)).json().data;
    expect(after.modules.map((module: { position: number }) => module.position)).toEqual([0]);
  });
});

describe('lesson files', () => {
  it('attaches PDFs and pictures, refuses other types, and removes them', async () => {
    const { lesson: first } = await courseWithLesson('ca-cora');
    const upload = (who: string, file: { filename: string; contentType: string; bytes: Buffer }, fields: Record<string, string> = {}) => {
      const body = multipart(fields, file);
      return ctx.inject({ method: 'POST', url: `/coaching-admin/lessons/${first.id}/attachments`, token: tokens[who], payload: body.payload, headers: body.headers });
    };
    const pdf = await upload('ca-cora', { filename: 'corner-template.pdf', contentType: 'application/pdf', bytes: makeSamplePdf(['Corner coding template']) }, { title: 'Corner template' });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().data).toMatchObject({ title: 'Corner template', mime: 'application/pdf' });
    const png = await upload('ca-cora', { filename: 'zones.png', contentType: 'image/png', bytes: makeSamplePng(40, 40, [0, 80, 0], [255, 255, 255]) });
    expect(png.json().data.title).toBe('zones.png');
    const text = await upload('ca-cora', { filename: 'notes.pdf', contentType: 'application/pdf', bytes: Buffer.from('just text, not a PDF') });
    expect(text.statusCode).toBe(415);
    expect((await upload('ca-karim', { filename: 'x.pdf', contentType: 'application/pdf', bytes: makeSamplePdf(['x']) })).statusCode).toBe(404);

    const file = await ctx.inject({ method: 'GET', url: pdf.json().data.url, token: tokens['ca-cora'] });
    expect(file.statusCode).toBe(200);

    const removed = await call('ca-cora', 'DELETE', `/coaching-admin/lessons/${first.id}/attachments/${pdf.json().data.id}`);
    expect(removed.statusCode).toBe(200);
    const courseId = (await ctx.knex('coaching_lessons').where({ id: first.id }).first()).course_id;
    const detail = (await call('ca-cora', 'GET', `/coaching-admin/courses/${courseId}`)).json().data;
    expect(detail.modules[0].lessons[0].attachments.map((row: { title: string }) => row.title)).toEqual(['zones.png']);
  });
});

describe("the learners' progress", () => {
  it('lists enrolled learners with lessons completed, quizzes passed and the certificate code', async () => {
    const { course: made, module, lesson: first } = await courseWithLesson('ca-cora', { title: 'Progress course' });
    await created('ca-cora', '/coaching-admin/lessons', lesson(module.id, { title: 'Second' }));
    const savedQuiz = (await call('ca-cora', 'PUT', `/coaching-admin/lessons/${first.id}/quiz`, quiz())).json().data;
    const [enrollment] = await ctx.knex('coaching_enrollments').insert({ course_id: made.id, user_id: ids['ca-learner'], source: 'free', last_activity_at: new Date('2027-01-02T10:00:00Z') }).returning('id');
    await ctx.knex('coaching_lesson_completions').insert({ enrollment_id: enrollment.id, lesson_id: first.id });
    await ctx.knex('coaching_quiz_attempts').insert([
      { enrollment_id: enrollment.id, quiz_id: savedQuiz.id, answers: JSON.stringify({}), score_percent: 0, passed: false },
      { enrollment_id: enrollment.id, quiz_id: savedQuiz.id, answers: JSON.stringify({}), score_percent: 100, passed: true },
    ]);

    const learners = await call('ca-cora', 'GET', `/coaching-admin/courses/${made.id}/learners`);
    expect(learners.statusCode).toBe(200);
    expect(learners.json()).toMatchObject({
      total: 1,
      data: [{ enrollmentId: enrollment.id, learner: { ID: ids['ca-learner'], email: 'ca-learner@example.com' }, progressPercent: 50, completedLessons: 1, totalLessons: 2, quizzesPassed: 1, quizzesTotal: 1, lastActivity: '2027-01-02T10:00:00.000Z', certificateCode: null }],
    });
    const list = (await call('ca-cora', 'GET', '/coaching-admin/courses?search=progress')).json();
    expect(list.data).toEqual([expect.objectContaining({ id: made.id, enrollments: 1, completions: 0 })]);
  });
});
