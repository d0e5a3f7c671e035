import type { Knex } from 'knex';
import {
  isAdministrator,
  LIMITS,
  mediaPath,
  UPLOAD_LIMITS,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_PATTERN,
  type CoachingCourseInput,
  type CoachingLessonInput,
  type CoachingQuizInput,
} from '@fj/shared';
import { HttpError, notFound } from '../../../lib/http-error';
import { slugText, uniqueSlug, violatedConstraint, withFreeSlug } from '../../../lib/slug';
import type { Actor } from '../../../plugins/policy-types';
import { newStorageKey, type Storage } from '../../../storage';
import type { MediaRepo } from '../../media/media.repo';
import { missingFile, type MultipartUpload } from '../../media/multipart-upload';
import { acceptUpload } from '../../media/upload-rules';
import { AUTHORING_MESSAGES, checkCourse, checkLesson, checkModuleTitle, checkQuiz, coverMediaId, refuseWhenAny, type CheckedCourse } from './authoring-rules';
import { toAttachmentDto, toCourseDetailDto, toCourseDto, toLearnerDto, toLessonDto, toQuizDto } from './authoring.mapper';
import type { AuthoringRepo, CourseRow, CourseScope, ModuleRow } from './authoring.repo';
import { retireCourseProduct, syncCourseProduct } from './course-product';

/** A checked course's own columns, as both create and update write them. */
const courseColumns = (course: CheckedCourse & { coachUserId: number }) => ({
  title: course.title,
  summary: course.summary,
  description: course.description,
  cover_image_url: course.coverImage,
  category: course.category,
  level: course.level,
  language: course.language,
  coach_user_id: course.coachUserId,
});

export const AUTHORING_RESULT_MESSAGES = {
  courseNotFound: 'Course not found',
  moduleNotFound: 'Module not found',
  lessonNotFound: 'Lesson not found',
  quizNotFound: 'This lesson has no quiz',
  attachmentNotFound: 'File not found',
  courseDeleted: 'Course deleted',
  moduleDeleted: 'Module deleted',
  lessonDeleted: 'Lesson deleted',
  quizDeleted: 'Quiz deleted',
  attachmentRemoved: 'File removed',
  courseHasLearners: 'Learners are enrolled in this course: unpublish it instead of deleting it.',
  moduleOfOtherCourse: 'Choose a module of this course.',
  tooManyAttachments: 'A lesson has at most 10 files.',
} as const;

const SLUG_CONSTRAINT = 'coaching_courses_slug_unique';
const PRODUCT_SLUG_CONSTRAINT = 'products_slug_unique';
const MAX_ATTACHMENTS = 10;

/** Where something goes in a list of `count` items: the end unless a position is given (0-based, clamped). */
const placeAt = (position: number | undefined, count: number) => (position === undefined ? count : Math.max(0, Math.min(position, count)));

const moved = <T>(ids: T[], id: T, index: number): T[] => {
  const rest = ids.filter((candidate) => candidate !== id);
  rest.splice(Math.min(index, rest.length), 0, id);
  return rest;
};

/** The attachment's title: the given one, else the file name without folders or control characters. */
function attachmentTitle(given: string | undefined, filename: string): string {
  const base = (given?.trim() || (filename.split(/[\\/]/).pop() ?? '')).replace(/[\p{Cc}]/gu, '').trim().slice(0, UPLOAD_TITLE_MAX_LENGTH).trim();
  return UPLOAD_TITLE_PATTERN.test(base) ? base : 'Lesson file';
}

export interface AuthoringServiceDeps {
  db: Knex;
  repo: AuthoringRepo;
  media: MediaRepo;
  storage: Storage;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export function createAuthoringService(deps: AuthoringServiceDeps) {
  const { db, repo } = deps;

  /** A coach works on their own courses; administrators on all of them. Anyone else's course is the same 404. */
  const scopeOf = (actor: Actor): CourseScope => ({ coachUserId: isAdministrator(actor.roles) ? null : actor.id });

  async function lockOwnCourse(actor: Actor, courseId: number, trx: Knex.Transaction): Promise<CourseRow> {
    const course = await repo.lockCourse(scopeOf(actor), courseId, trx);
    if (!course) throw notFound(AUTHORING_RESULT_MESSAGES.courseNotFound);
    return course;
  }

  async function lockModule(actor: Actor, moduleId: number, trx: Knex.Transaction): Promise<{ course: CourseRow; module: ModuleRow }> {
    const module = await repo.findModule(moduleId, trx);
    const course = module && (await repo.lockCourse(scopeOf(actor), module.course_id, trx));
    if (!module || !course) throw notFound(AUTHORING_RESULT_MESSAGES.moduleNotFound);
    return { course, module };
  }

  async function lockLesson(actor: Actor, lessonId: number, trx: Knex.Transaction) {
    const lesson = await repo.findLesson(lessonId, trx);
    const course = lesson && (await repo.lockCourse(scopeOf(actor), lesson.course_id, trx));
    if (!lesson || !course) throw notFound(AUTHORING_RESULT_MESSAGES.lessonNotFound);
    return { course, lesson };
  }

  async function detail(actor: Actor, courseId: number, trx?: Knex.Transaction) {
    const row = await repo.courseView(scopeOf(actor), courseId, trx);
    if (!row) throw notFound(AUTHORING_RESULT_MESSAGES.courseNotFound);
    const [modules, lessons, quizzes] = await Promise.all([repo.modules(courseId, trx), repo.lessonsOfCourse(courseId, trx), repo.quizzesOfCourse(courseId, trx)]);
    const questions = quizzes.length ? await repo.questionsOf(quizzes.map((quiz) => quiz.id), trx) : [];
    const [options, attachments] = await Promise.all([
      questions.length ? repo.optionsOf(questions.map((question) => question.id), trx) : [],
      lessons.length ? repo.attachmentsOf(lessons.map((lesson) => lesson.id), trx) : [],
    ]);
    return toCourseDetailDto(row, { modules, lessons, quizzes, questions, options, attachments });
  }

  async function lessonDto(lessonId: number) {
    const lesson = await repo.findLesson(lessonId);
    if (!lesson) throw notFound(AUTHORING_RESULT_MESSAGES.lessonNotFound);
    const quiz = await repo.findQuizOfLesson(lessonId);
    const questions = quiz ? await repo.questionsOf([quiz.id]) : [];
    const options = questions.length ? await repo.optionsOf(questions.map((question) => question.id)) : [];
    return toLessonDto(lesson, quiz ? toQuizDto(quiz, questions, options) : null, await repo.attachmentsOf([lessonId]));
  }

  /** The checks that need the database: the slug is free, the cover is an uploaded picture, the coach may run courses, a published course has a lesson. */
  async function checkCourseInContext(actor: Actor, input: CoachingCourseInput, existing: CourseRow | null, trx?: Knex.Transaction): Promise<CheckedCourse & { coachUserId: number }> {
    const errors: Record<string, string> = {};
    const course = checkCourse(input, errors);
    if (course.slug !== null && !errors.slug && (await repo.slugTaken(course.slug, existing?.id ?? null, trx))) errors.slug = AUTHORING_MESSAGES.slugTaken;
    let coachUserId = existing?.coach_user_id ?? actor.id;
    if (isAdministrator(actor.roles) && course.coachId !== undefined) {
      if ((await repo.coaches([course.coachId], trx)).length === 0) errors.coachId = AUTHORING_MESSAGES.coachInvalid;
      else coachUserId = course.coachId;
    }
    // Publishing makes the cover public, so it must be the author's or the coach's own upload (never someone else's
    // private picture); a cover the course already has stays allowed.
    const coverId = coverMediaId(course.coverImage);
    const keptCover = existing !== null && existing.cover_image_url === course.coverImage;
    if (coverId !== null && !keptCover && !(await repo.isOwnLiveImage(coverId, [actor.id, coachUserId], trx))) errors.coverImage = AUTHORING_MESSAGES.coverInvalid;
    if (course.published && (existing === null || (await repo.lessonCount(existing.id, trx)) === 0)) errors.published = AUTHORING_MESSAGES.publishEmpty;
    refuseWhenAny(errors);
    return { ...course, coachUserId };
  }

  /** A slug someone else took between the check and the write is the same 422 as one taken before. */
  const slugRace = (error: unknown): never => {
    if (violatedConstraint(error) === SLUG_CONSTRAINT) throw new HttpError(422, AUTHORING_MESSAGES.checkForm, { slug: AUTHORING_MESSAGES.slugTaken }, 'validation-failed');
    throw error;
  };

  return {
    scopeOf,

    /** `GET /coaching-admin/courses`: the caller's courses (all for administrators), last changed first. */
    async list(actor: Actor, query: { search?: string; offset?: number; limit?: number }) {
      const offset = Math.max(0, query.offset ?? 0);
      const limit = Math.min(LIMITS.maxPageSize, Math.max(1, query.limit ?? LIMITS.defaultPageSize));
      const { rows, total } = await repo.coursePage(scopeOf(actor), { search: query.search?.trim() || undefined, offset, limit });
      return { data: rows.map(toCourseDto), total };
    },

    detail,

    /** `POST /coaching-admin/courses`: the course and, for a price, its shop product, in one transaction. */
    async create(actor: Actor, input: CoachingCourseInput) {
      const course = await checkCourseInContext(actor, input, null);
      const at = deps.now();
      const id = await db
        .transaction((trx) =>
          withFreeSlug(trx, course.slug === null ? [SLUG_CONSTRAINT, PRODUCT_SLUG_CONSTRAINT] : [PRODUCT_SLUG_CONSTRAINT], async (savepoint) => {
            const slug = course.slug ?? (await uniqueSlug(slugText(course.title) || 'course', (candidate) => repo.slugTaken(candidate, null, savepoint)));
            const courseId = await repo.insertCourse(
              {
                slug,
                ...courseColumns(course),
                published: false,
              },
              savepoint,
            );
            const productId = await syncCourseProduct(savepoint, { ...course, productId: null, slug }, at);
            if (productId !== null) await repo.updateCourse(courseId, { product_id: productId }, at, savepoint);
            return courseId;
          }),
        )
        .catch(slugRace);
      return detail(actor, id);
    },

    /** `PUT /coaching-admin/courses/{id}`: every field; the product follows the price and the published flag. */
    async update(actor: Actor, id: number, input: CoachingCourseInput) {
      const at = deps.now();
      await db
        .transaction(async (trx) => {
          const existing = await lockOwnCourse(actor, id, trx);
          const course = await checkCourseInContext(actor, input, existing, trx);
          const slug = course.slug ?? existing.slug;
          const productId = await syncCourseProduct(trx, { ...course, productId: existing.product_id, slug }, at);
          await repo.updateCourse(
            id,
            {
              slug,
              ...courseColumns(course),
              product_id: productId,
              published: course.published,
              published_at: course.published ? (existing.published_at ?? at) : existing.published_at,
            },
            at,
            trx,
          );
        })
        .catch(slugRace);
      return detail(actor, id);
    },

    /** `DELETE /coaching-admin/courses/{id}`: only while nobody is enrolled (their progress and certificates would go with it). */
    async remove(actor: Actor, id: number) {
      await db.transaction(async (trx) => {
        const course = await lockOwnCourse(actor, id, trx);
        if ((await repo.enrollmentCount(id, trx)) > 0) throw new HttpError(409, AUTHORING_RESULT_MESSAGES.courseHasLearners, undefined, 'course-has-learners');
        await repo.retireMedia(await repo.attachedMedia({ courseId: id }, trx), trx);
        await retireCourseProduct(trx, course.product_id, deps.now());
        await repo.deleteCourse(id, trx);
      });
    },

    async addModule(actor: Actor, courseId: number, title: string) {
      const trimmed = checkModuleTitle(title);
      const moduleId = await db.transaction(async (trx) => {
        await lockOwnCourse(actor, courseId, trx);
        const count = (await repo.modules(courseId, trx)).length;
        const created = await repo.insertModule(courseId, trimmed, count, trx);
        await repo.touchCourse(courseId, deps.now(), trx);
        return created;
      });
      const module = (await repo.findModule(moduleId))!;
      return { id: module.id, title: module.title, position: module.position, lessons: [] };
    },

    /** Rename and/or move a module (0-based position; the others shift). */
    async updateModule(actor: Actor, moduleId: number, change: { title?: string; position?: number }) {
      const title = change.title === undefined ? undefined : checkModuleTitle(change.title);
      const courseId = await db.transaction(async (trx) => {
        const { course } = await lockModule(actor, moduleId, trx);
        if (title) await repo.updateModule(moduleId, { title }, trx);
        if (change.position !== undefined) {
          const ids = (await repo.modules(course.id, trx)).map((module) => module.id);
          await repo.renumber('coaching_modules', moved(ids, moduleId, change.position), trx);
        }
        await repo.touchCourse(course.id, deps.now(), trx);
        return course.id;
      });
      return (await detail(actor, courseId)).modules.find((module) => module.id === moduleId)!;
    },

    /** Deletes a module with its lessons (their quizzes, completions and files go with them). */
    async removeModule(actor: Actor, moduleId: number) {
      await db.transaction(async (trx) => {
        const { course } = await lockModule(actor, moduleId, trx);
        const lessons = await repo.lessonsOfModule(moduleId, trx);
        for (const lesson of lessons) await repo.retireMedia(await repo.attachedMedia({ lessonId: lesson.id }, trx), trx);
        await repo.deleteModule(moduleId, trx);
        await repo.renumber('coaching_modules', (await repo.modules(course.id, trx)).map((module) => module.id), trx);
        await repo.touchCourse(course.id, deps.now(), trx);
      });
    },

    async addLesson(actor: Actor, input: CoachingLessonInput) {
      const lesson = checkLesson(input);
      const at = deps.now();
      const lessonId = await db.transaction(async (trx) => {
        const { course } = await lockModule(actor, input.moduleId, trx);
        const ids = (await repo.lessonsOfModule(input.moduleId, trx)).map((row) => row.id);
        const id = await repo.insertLesson(
          {
            module_id: input.moduleId,
            course_id: course.id,
            title: lesson.title,
            body_html: lesson.body,
            video_url: lesson.videoUrl,
            duration_minutes: lesson.durationMinutes,
            is_preview: lesson.isPreview,
            is_required: lesson.isRequired,
            position: ids.length,
          },
          trx,
        );
        ids.splice(placeAt(input.position, ids.length), 0, id);
        await repo.renumber('coaching_lessons', ids, trx);
        await repo.touchCourse(course.id, at, trx);
        return id;
      });
      return lessonDto(lessonId);
    },

    /** Every field of a lesson; `moduleId` may move it to another module of the same course, `position` within it. */
    async updateLesson(actor: Actor, lessonId: number, input: CoachingLessonInput) {
      const lesson = checkLesson(input);
      const at = deps.now();
      await db.transaction(async (trx) => {
        const { course, lesson: existing } = await lockLesson(actor, lessonId, trx);
        const target = await repo.findModule(input.moduleId, trx);
        if (!target || target.course_id !== course.id) refuseWhenAny({ moduleId: AUTHORING_RESULT_MESSAGES.moduleOfOtherCourse });
        await repo.updateLesson(
          lessonId,
          {
            module_id: input.moduleId,
            title: lesson.title,
            body_html: lesson.body,
            video_url: lesson.videoUrl,
            duration_minutes: lesson.durationMinutes,
            is_preview: lesson.isPreview,
            is_required: lesson.isRequired,
          },
          at,
          trx,
        );
        const ids = (await repo.lessonsOfModule(input.moduleId, trx)).map((row) => row.id);
        const stays = existing.module_id === input.moduleId && input.position === undefined;
        await repo.renumber('coaching_lessons', stays ? ids : moved(ids, lessonId, placeAt(input.position, ids.length - 1)), trx);
        if (existing.module_id !== input.moduleId) {
          await repo.renumber('coaching_lessons', (await repo.lessonsOfModule(existing.module_id, trx)).map((row) => row.id), trx);
        }
        await repo.touchCourse(course.id, at, trx);
      });
      return lessonDto(lessonId);
    },

    async removeLesson(actor: Actor, lessonId: number) {
      await db.transaction(async (trx) => {
        const { course, lesson } = await lockLesson(actor, lessonId, trx);
        await repo.retireMedia(await repo.attachedMedia({ lessonId }, trx), trx);
        await repo.deleteLesson(lessonId, trx);
        await repo.renumber('coaching_lessons', (await repo.lessonsOfModule(lesson.module_id, trx)).map((row) => row.id), trx);
        await repo.touchCourse(course.id, deps.now(), trx);
      });
    },

    /** `PUT /coaching-admin/lessons/{id}/quiz`: the whole quiz, checked before anything is written. */
    async putQuiz(actor: Actor, lessonId: number, input: CoachingQuizInput) {
      const quiz = checkQuiz(input);
      await db.transaction(async (trx) => {
        const { course } = await lockLesson(actor, lessonId, trx);
        await repo.replaceQuiz(lessonId, quiz, trx);
        await repo.touchCourse(course.id, deps.now(), trx);
      });
      return (await lessonDto(lessonId)).quiz!;
    },

    async removeQuiz(actor: Actor, lessonId: number) {
      await db.transaction(async (trx) => {
        const { course } = await lockLesson(actor, lessonId, trx);
        if (!(await repo.deleteQuiz(lessonId, trx))) throw notFound(AUTHORING_RESULT_MESSAGES.quizNotFound);
        await repo.touchCourse(course.id, deps.now(), trx);
      });
    },

    /** `POST /coaching-admin/lessons/{id}/attachments`: a PDF or picture (the media rules), stored and attached in one go. */
    async addAttachment(actor: Actor, lessonId: number, upload: MultipartUpload) {
      await db.transaction(async (trx) => lockLesson(actor, lessonId, trx));
      if (!upload.file) throw missingFile();
      const accepted = await acceptUpload({ kind: 'other', title: attachmentTitle(upload.fields.title, upload.file.filename), bytes: upload.file.bytes, truncated: upload.file.truncated });
      const key = newStorageKey('other');
      await deps.storage.put(key, accepted.bytes, accepted.mime);
      try {
        const mediaId = await db.transaction(async (trx) => {
          const { course } = await lockLesson(actor, lessonId, trx);
          if ((await repo.attachmentsOf([lessonId], trx)).length >= MAX_ATTACHMENTS) {
            throw new HttpError(422, AUTHORING_RESULT_MESSAGES.tooManyAttachments, { file: AUTHORING_RESULT_MESSAGES.tooManyAttachments }, 'validation-failed');
          }
          const media = await deps.media.insert(
            { owner_user_id: actor.id, kind: 'other', title: accepted.title, attachment_type: 'coaching_lesson', mime: accepted.mime, size: accepted.size, checksum_sha256: accepted.checksum, storage_key: key },
            trx,
          );
          await repo.addAttachment(lessonId, media.id, trx);
          await repo.touchCourse(course.id, deps.now(), trx);
          return media.id;
        });
        const row = (await repo.attachmentsOf([lessonId])).find((attachment) => attachment.media_id === mediaId)!;
        return toAttachmentDto(row);
      } catch (error) {
        await deps.storage.delete(key).catch((cause: unknown) => deps.log.warn({ err: cause, key }, 'could not delete stored file'));
        throw error;
      }
    },

    async removeAttachment(actor: Actor, lessonId: number, mediaId: number) {
      await db.transaction(async (trx) => {
        const { course } = await lockLesson(actor, lessonId, trx);
        if (!(await repo.removeAttachment(lessonId, mediaId, trx))) throw notFound(AUTHORING_RESULT_MESSAGES.attachmentNotFound);
        await repo.retireMedia([mediaId], trx);
        await repo.touchCourse(course.id, deps.now(), trx);
      });
    },

    /** `GET /coaching-admin/courses/{id}/learners`: who is enrolled and how far they are. */
    async learners(actor: Actor, courseId: number, query: { offset?: number; limit?: number }) {
      if (!(await repo.courseView(scopeOf(actor), courseId))) throw notFound(AUTHORING_RESULT_MESSAGES.courseNotFound);
      const offset = Math.max(0, query.offset ?? 0);
      const limit = Math.min(LIMITS.maxPageSize, Math.max(1, query.limit ?? LIMITS.defaultPageSize));
      const [{ rows, total }, lessons, quizzes] = await Promise.all([repo.learnerPage(courseId, offset, limit), repo.lessonCount(courseId), repo.quizCount(courseId)]);
      return { data: rows.map((row) => toLearnerDto(row, { lessons, quizzes })), total };
    },

    /** `GET /coaching-admin/coaches`: who an administrator may name as a course's coach. */
    async coaches() {
      return (await repo.coaches()).map((row) => ({ ID: row.id, name: row.display_name, profilePic: row.pic ? mediaPath(row.pic) : null, slug: row.slug, email: row.email }));
    },
  };
}

export type AuthoringService = ReturnType<typeof createAuthoringService>;

export const ATTACHMENT_MULTIPART_LIMITS = { fileSize: UPLOAD_LIMITS.other, files: 1, fields: 4, fieldSize: 1000, parts: 6 };
