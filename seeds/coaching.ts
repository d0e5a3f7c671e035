import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { StoreFile } from './candidates';
import { DEMO_COURSES, DEMO_LEARNING, DEMO_REVIEWS, type DemoCourse, type DemoQuiz } from './coaching-data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { insertDemoUser } from './demo-users';
import type { RenderPng } from './organisation-logos';

/**
 * The Employability Hub demo (issue 23, docs/coaching.md "Demo data"), run last: the coaches `coach` and `coach2`,
 * six published courses (two sold as shop products), `candidate` halfway through one course with a quiz failed and
 * then passed, and `subscriber` with a finished course and its certificate. Times count back from now, so the
 * states look the same on any day. The certificate code is random (unguessable, like every real one): the seed
 * returns it, and `subscriber`'s "My courses" page links to it.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
export const COVER_SIZE_PX = 640;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** As the authoring API writes a course product (api/src/modules/coaching/authoring/course-product.ts): the site's picture, plain text. */
const COURSE_PRODUCT_IMAGE = '/images/shop/coaching-course.svg';
const plainText = (html: string) =>
  html
    .replace(/<\/(p|h3|ul)>/g, '\n\n')
    .replace(/<li>/g, '• ')
    .replace(/<\/li>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** 120 random bits as 24 base32 characters, the form of every certificate code (api/src/modules/coaching). */
function certificateCode(): string {
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of randomBytes(15)) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/** A course cover: a pitch drawn in the course's colours (no text, so it reads in any language). */
export function coverSvg(course: Pick<DemoCourse, 'colours'>): string {
  const [field, stripe] = course.colours;
  const stripes = Array.from({ length: 8 }, (_, index) => `<rect x="${index * 80}" y="0" width="40" height="640" fill="${stripe}"/>`).join('');
  const line = 'fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="6"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_SIZE_PX}" height="${COVER_SIZE_PX}" viewBox="0 0 640 640">`,
    `<rect width="640" height="640" fill="${field}"/>${stripes}`,
    `<rect x="40" y="40" width="560" height="560" ${line}/>`,
    `<line x1="320" y1="40" x2="320" y2="600" ${line}/>`,
    `<circle cx="320" cy="320" r="80" ${line}/>`,
    '<circle cx="320" cy="320" r="8" fill="#ffffff"/>',
    `<rect x="40" y="200" width="90" height="240" ${line}/>`,
    `<rect x="510" y="200" width="90" height="240" ${line}/>`,
    `<rect x="40" y="260" width="30" height="120" ${line}/>`,
    `<rect x="570" y="260" width="30" height="120" ${line}/>`,
    '</svg>',
  ].join('');
}

interface SeededQuiz {
  id: number;
  /** Per question: its id, and the ids of its right and wrong options. */
  questions: { id: number; right: number[]; wrong: number[] }[];
}

interface SeededCourse {
  id: number;
  title: string;
  slug: string;
  coachName: string;
  lessonIds: number[];
  quizzes: Map<number, SeededQuiz>;
}

async function insertQuiz(trx: Knex.Transaction, lessonId: number, quiz: DemoQuiz): Promise<SeededQuiz> {
  const [row] = await trx('coaching_quizzes').insert({ lesson_id: lessonId, title: quiz.title, pass_mark_percent: quiz.passMarkPercent, attempts_allowed: quiz.attemptsAllowed }).returning(['id']);
  const questions: SeededQuiz['questions'] = [];
  for (const [position, question] of quiz.questions.entries()) {
    const [questionRow] = await trx('coaching_quiz_questions').insert({ quiz_id: row.id, prompt: question.prompt, kind: question.kind, position }).returning(['id']);
    const options: { id: number; is_correct: boolean }[] = await trx('coaching_quiz_options')
      .insert(question.options.map(([label, correct], index) => ({ question_id: questionRow.id, label, is_correct: correct, position: index })))
      .returning(['id', 'is_correct']);
    questions.push({ id: questionRow.id, right: options.filter((option) => option.is_correct).map((option) => option.id), wrong: options.filter((option) => !option.is_correct).map((option) => option.id) });
  }
  return { id: row.id, questions };
}

async function insertCover(trx: Knex.Transaction, course: DemoCourse, ownerId: number, options: { storeFile?: StoreFile; renderPng?: RenderPng }): Promise<string> {
  if (!options.storeFile || !options.renderPng) return '';
  const bytes = await options.renderPng(coverSvg(course), COVER_SIZE_PX);
  const key = `seed/coaching/${course.slug}-cover`;
  await options.storeFile(key, bytes, 'image/png');
  const [media] = await trx('media')
    .insert({ owner_user_id: ownerId, kind: 'image', title: `${course.slug} cover`, attachment_type: '', mime: 'image/png', size: bytes.length, checksum_sha256: createHash('sha256').update(bytes).digest('hex'), storage_key: key })
    .returning(['id']);
  return `/media/${media.id}`;
}

async function insertCourse(trx: Knex.Transaction, course: DemoCourse, coach: { id: number; name: string }, now: Date, files: { storeFile?: StoreFile; renderPng?: RenderPng }): Promise<SeededCourse> {
  const publishedAt = new Date(now.getTime() - course.publishedDaysAgo * DAY);
  const coverImage = await insertCover(trx, course, coach.id, files);
  let productId: number | null = null;
  if (course.priceMinor !== undefined) {
    const [product] = await trx('products')
      .insert({
        slug: `coaching-${course.slug}`,
        title: course.title,
        summary: course.summary,
        description: plainText(course.description),
        image_url: COURSE_PRODUCT_IMAGE,
        price_minor: course.priceMinor,
        currency: 'GBP',
        member_discount_eligible: true,
        active: true,
        sort: 100,
        created_at: publishedAt,
        updated_at: publishedAt,
      })
      .returning(['id']);
    productId = product.id;
  }
  const [row] = await trx('coaching_courses')
    .insert({
      slug: course.slug,
      title: course.title,
      summary: course.summary,
      description: course.description,
      cover_image_url: coverImage,
      category: course.category,
      level: course.level,
      language: course.language,
      coach_user_id: coach.id,
      product_id: productId,
      published: true,
      published_at: publishedAt,
      created_at: new Date(publishedAt.getTime() - 3 * DAY),
      updated_at: publishedAt,
    })
    .returning(['id']);
  const seeded: SeededCourse = { id: row.id, title: course.title, slug: course.slug, coachName: coach.name, lessonIds: [], quizzes: new Map() };
  for (const [modulePosition, module] of course.modules.entries()) {
    const [moduleRow] = await trx('coaching_modules').insert({ course_id: row.id, title: module.title, position: modulePosition }).returning(['id']);
    for (const [position, lesson] of module.lessons.entries()) {
      const [lessonRow] = await trx('coaching_lessons')
        .insert({
          module_id: moduleRow.id,
          course_id: row.id,
          title: lesson.title,
          body_html: lesson.body,
          video_url: lesson.videoUrl ?? null,
          duration_minutes: lesson.durationMinutes,
          is_preview: lesson.isPreview ?? false,
          is_required: true,
          position,
          created_at: publishedAt,
          updated_at: publishedAt,
        })
        .returning(['id']);
      seeded.lessonIds.push(lessonRow.id);
      if (lesson.quiz) seeded.quizzes.set(lessonRow.id, await insertQuiz(trx, lessonRow.id, lesson.quiz));
    }
  }
  return seeded;
}

/** An attempt's answers as the API stores them ({ questionId: optionIds }) and its mark (whole questions right). */
function attempt(quiz: SeededQuiz, rightUpTo: number) {
  const answers = Object.fromEntries(quiz.questions.map((question, index) => [question.id, index < rightUpTo ? question.right : [question.wrong[0]!]]));
  return { answers: JSON.stringify(answers), score_percent: Math.round((100 * Math.min(rightUpTo, quiz.questions.length)) / quiz.questions.length) };
}

async function enroll(trx: Knex.Transaction, courseId: number, userId: number, at: Date): Promise<number> {
  const [row] = await trx('coaching_enrollments').insert({ course_id: courseId, user_id: userId, source: 'free', enrolled_at: at, last_activity_at: at }).returning(['id']);
  return row.id;
}

export interface CoachingSeedReport {
  courses: number;
  /** The demo certificate's code: /coaching/certificates/<code>. */
  certificateCode: string;
}

export async function seedCoaching(trx: Knex.Transaction, options: { passwordHash: string; storeFile?: StoreFile; renderPng?: RenderPng; now?: Date }): Promise<CoachingSeedReport> {
  const now = options.now ?? new Date();
  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY + minutes * MINUTE);
  const coaches = new Map<string, { id: number; name: string }>();
  for (const demo of DEMO_ACCOUNTS.filter((account) => account.coachDemo)) coaches.set(demo.username, { id: await insertDemoUser(trx, demo, options.passwordHash), name: demo.displayName });

  const courses = new Map<string, SeededCourse>();
  for (const course of DEMO_COURSES) {
    const coach = coaches.get(course.coach);
    if (!coach) throw new Error(`Coaching seed: unknown coach ${course.coach}`);
    courses.set(course.slug, await insertCourse(trx, course, coach, now, options));
  }

  const userOf = async (username: string) => {
    const user = await trx('users').where({ username }).first<{ id: number; display_name: string } | undefined>('id', 'display_name');
    if (!user) throw new Error(`Coaching seed: run after the seed that creates ${username}`);
    return user;
  };

  // Halfway: three of six lessons done; the coding quiz (third lesson) failed once, then passed; the fourth lesson opened.
  const halfway = courses.get(DEMO_LEARNING.halfway.course)!;
  const candidate = await userOf(DEMO_LEARNING.halfway.username);
  const halfwayId = await enroll(trx, halfway.id, candidate.id, ago(12));
  const done = halfway.lessonIds.slice(0, DEMO_LEARNING.halfway.completedLessons);
  await trx('coaching_lesson_completions').insert(done.map((lessonId, index) => ({ enrollment_id: halfwayId, lesson_id: lessonId, completed_at: ago(10 - index * 2) })));
  const codingQuiz = halfway.quizzes.get(done.at(-1)!)!;
  await trx('coaching_quiz_attempts').insert([
    { enrollment_id: halfwayId, quiz_id: codingQuiz.id, ...attempt(codingQuiz, 2), passed: false, submitted_at: ago(6, -20) },
    { enrollment_id: halfwayId, quiz_id: codingQuiz.id, ...attempt(codingQuiz, codingQuiz.questions.length), passed: true, submitted_at: ago(6, -5) },
  ]);
  await trx('coaching_enrollments').where({ id: halfwayId }).update({ last_lesson_id: halfway.lessonIds[done.length], last_activity_at: ago(2) });

  // Finished: every lesson complete, every quiz passed at the first attempt, and the certificate issued on completion.
  const finished = courses.get(DEMO_LEARNING.finished.course)!;
  const subscriber = await userOf(DEMO_LEARNING.finished.username);
  const finishedId = await enroll(trx, finished.id, subscriber.id, ago(30));
  await trx('coaching_lesson_completions').insert(finished.lessonIds.map((lessonId, index) => ({ enrollment_id: finishedId, lesson_id: lessonId, completed_at: ago(28 - index * 2) })));
  for (const [index, quiz] of [...finished.quizzes.values()].entries()) {
    await trx('coaching_quiz_attempts').insert({ enrollment_id: finishedId, quiz_id: quiz.id, ...attempt(quiz, quiz.questions.length), passed: true, submitted_at: ago(26 - index * 4) });
  }
  const completedAt = ago(21);
  await trx('coaching_enrollments').where({ id: finishedId }).update({ last_lesson_id: finished.lessonIds.at(-1), last_activity_at: completedAt, completed_at: completedAt });
  const code = certificateCode();
  await trx('coaching_certificates').insert({
    enrollment_id: finishedId,
    code,
    learner_name: subscriber.display_name,
    course_title: finished.title,
    course_slug: finished.slug,
    coach_name: finished.coachName,
    issued_at: completedAt,
  });

  // Started: the first lessons of a free course, the next one opened.
  const started = courses.get(DEMO_LEARNING.started.course)!;
  const elite = await userOf(DEMO_LEARNING.started.username);
  const startedId = await enroll(trx, started.id, elite.id, ago(4));
  const startedDone = started.lessonIds.slice(0, DEMO_LEARNING.started.completedLessons);
  await trx('coaching_lesson_completions').insert(startedDone.map((lessonId, index) => ({ enrollment_id: startedId, lesson_id: lessonId, completed_at: ago(3, index * 25) })));
  await trx('coaching_enrollments').where({ id: startedId }).update({ last_lesson_id: started.lessonIds[startedDone.length], last_activity_at: ago(3, 50) });

  for (const review of DEMO_REVIEWS) {
    const user = await userOf(review.username);
    const at = ago(review.username === DEMO_LEARNING.finished.username ? 20 : 3);
    await trx('coaching_reviews').insert({ course_id: courses.get(review.course)!.id, user_id: user.id, rating: review.rating, body: review.body, created_at: at, updated_at: at });
  }

  return { courses: courses.size, certificateCode: code };
}
