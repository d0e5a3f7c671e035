import type { Knex } from 'knex';
import type { CoachingCategory, CoachingLanguage, CoachingLevel } from '@fj/shared';
import type { TestContext } from './helpers';

export interface TestQuiz {
  id: number;
  /** Question ids in order, each with its option ids and which of them are right. */
  questions: { id: number; options: number[]; correct: number[] }[];
}

/** A course as the tests use it: A (preview), B (with a quiz), C (optional) in module 1…2, D (required). */
export interface TestCourse {
  id: number;
  slug: string;
  productId: number | null;
  lessons: { a: number; b: number; c: number; d: number };
  quiz: TestQuiz;
}

export interface CourseOptions {
  slug: string;
  title?: string;
  coachId: number;
  category?: CoachingCategory;
  level?: CoachingLevel;
  language?: CoachingLanguage;
  published?: boolean;
  /** A list price makes the course a paid shop product (member discount eligible). */
  priceMinor?: number;
  attemptsAllowed?: number | null;
  passMarkPercent?: number;
}

/**
 * Writes a course straight into the tables (the authoring calls belong to another module and its tests): two
 * modules; lesson A a free preview, B carries a two-question quiz (one single, one multiple choice), C optional, D
 * required. Completion: A, B (quiz passed) and D.
 */
export async function insertCourse(knex: Knex, options: CourseOptions): Promise<TestCourse> {
  const title = options.title ?? `Course ${options.slug}`;
  let productId: number | null = null;
  if (options.priceMinor !== undefined) {
    const [product] = await knex('products')
      .insert({ slug: `coaching-${options.slug}`, title, summary: '', description: '', image_url: '', price_minor: options.priceMinor, currency: 'GBP', active: true, sort: 0, member_discount_eligible: true })
      .returning('id');
    productId = Number(product.id);
  }
  const [course] = await knex('coaching_courses')
    .insert({
      slug: options.slug,
      title,
      summary: `Summary of ${title}`,
      description: `<p>About ${title}</p>`,
      category: options.category ?? 'careers',
      level: options.level ?? 'beginner',
      language: options.language ?? 'en',
      coach_user_id: options.coachId,
      product_id: productId,
      published: options.published ?? true,
      published_at: options.published === false ? null : new Date(),
    })
    .returning('id');
  const courseId = Number(course.id);
  const [m1, m2] = await knex('coaching_modules')
    .insert([
      { course_id: courseId, title: 'Getting started', position: 1 },
      { course_id: courseId, title: 'Going further', position: 2 },
    ])
    .returning('id');
  const lesson = async (moduleId: number, position: number, lessonTitle: string, extra: Record<string, unknown> = {}) => {
    const [row] = await knex('coaching_lessons')
      .insert({ module_id: moduleId, course_id: courseId, title: lessonTitle, body_html: `<p>Body of ${lessonTitle}</p>`, position, duration_minutes: 10, ...extra })
      .returning('id');
    return Number(row.id);
  };
  const a = await lesson(Number(m1.id), 1, 'Lesson A', { is_preview: true, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  const b = await lesson(Number(m1.id), 2, 'Lesson B');
  const c = await lesson(Number(m2.id), 1, 'Lesson C', { is_required: false });
  const d = await lesson(Number(m2.id), 2, 'Lesson D');

  const [quiz] = await knex('coaching_quizzes')
    .insert({ lesson_id: b, title: 'Check B', pass_mark_percent: options.passMarkPercent ?? 100, attempts_allowed: options.attemptsAllowed === undefined ? 3 : options.attemptsAllowed })
    .returning('id');
  const quizId = Number(quiz.id);
  const question = async (position: number, kind: 'single' | 'multiple', options: { label: string; correct: boolean }[]) => {
    const [row] = await knex('coaching_quiz_questions').insert({ quiz_id: quizId, prompt: `Question ${position}`, kind, position }).returning('id');
    const ids = await knex('coaching_quiz_options')
      .insert(options.map((option, index) => ({ question_id: Number(row.id), label: option.label, is_correct: option.correct, position: index + 1 })))
      .returning('id');
    const optionIds = ids.map((id: { id: number }) => Number(id.id));
    return { id: Number(row.id), options: optionIds, correct: optionIds.filter((_, index) => options[index]!.correct) };
  };
  const q1 = await question(1, 'single', [
    { label: 'UEFA B', correct: true },
    { label: 'A bus pass', correct: false },
  ]);
  const q2 = await question(2, 'multiple', [
    { label: 'Session plan', correct: true },
    { label: 'Risk assessment', correct: true },
    { label: 'Lottery ticket', correct: false },
  ]);
  return { id: courseId, slug: options.slug, productId, lessons: { a, b, c, d }, quiz: { id: quizId, questions: [q1, q2] } };
}

/** Every question answered right. */
export const rightAnswers = (quiz: TestQuiz) => Object.fromEntries(quiz.questions.map((question) => [String(question.id), question.correct]));

/** Every question answered wrong (the first wrong option). */
export const wrongAnswers = (quiz: TestQuiz) =>
  Object.fromEntries(quiz.questions.map((question) => [String(question.id), [question.options.find((id) => !question.correct.includes(id))!]]));

export const userIdOf = async (knex: Knex, username: string): Promise<number> => Number((await knex('users').where({ username }).first('id')).id);

export const enroll = (ctx: TestContext, token: string, slug: string) => ctx.inject({ method: 'POST', url: `/coaching/courses/${slug}/enroll`, token });
export const lesson = (ctx: TestContext, token: string | undefined, id: number) => ctx.inject({ method: 'GET', url: `/coaching/lessons/${id}`, token });
export const complete = (ctx: TestContext, token: string, id: number) => ctx.inject({ method: 'POST', url: `/coaching/lessons/${id}/complete`, token });
export const attempt = (ctx: TestContext, token: string, quizId: number, answers: Record<string, number[]>) =>
  ctx.inject({ method: 'POST', url: `/coaching/quizzes/${quizId}/attempts`, token, payload: { answers } });
export const myEnrollments = async (ctx: TestContext, token: string) => (await ctx.inject({ method: 'GET', url: '/coaching/enrollments', token })).json().data as {
  id: number;
  course: { slug: string };
  progressPercent: number;
  completedLessons: number;
  totalLessons: number;
  completed: boolean;
  source: string;
  continueLessonId: number | null;
  certificate: { code: string; pdfUrl: string; verifyUrl: string } | null;
  threadId: number | null;
}[];
