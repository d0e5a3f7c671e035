import type { Knex } from 'knex';
import { mediaPath, videoEmbedUrl, type CoachingCertificateDto, type CoachingEnrollmentDto, type CoachingLessonDto, type CoachingQuizAttemptDto } from '@fj/shared';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { createCoalescer } from '../jobs/coalesce';
import { mayAuthor } from './catalogue.service';
import { COACHING_MESSAGES } from './coaching-messages';
import { certificateVerifyUrl, toCertificate } from './coaching.mapper';
import type { CertificateRow, CertificatesRepo } from './certificates.repo';
import type { CoursesRepo } from './courses.repo';
import { toProgress, type EnrollmentRow, type EnrollmentView, type LearningRepo, type Progress } from './learning.repo';
import { answerSheetErrors, markQuiz, toLearnerQuiz } from './quiz-marking';
import type { QuizRepo } from './quiz.repo';

export interface LearningServiceDeps {
  db: Knex;
  courses: CoursesRepo;
  learning: LearningRepo;
  quizzes: QuizRepo;
  certificates: CertificatesRepo;
  publicWebUrl: string;
  now: () => Date;
}

export const certificatePdfPath = (enrollmentId: number) => `/coaching/enrollments/${enrollmentId}/certificate.pdf`;

export function createLearningService(deps: LearningServiceDeps) {
  const { db, courses, learning, quizzes, certificates } = deps;
  // Simultaneous readers of one lesson share its own part of the page (the same for everyone), as job pages are
  // shared (jobs/coalesce.ts: nothing outlives the read); each reader's enrollment and attempts are read for them.
  const coalesce = createCoalescer();
  const sharedContent = (lessonId: number) => coalesce(String(lessonId), () => learning.lessonContent(lessonId));

  function toEnrollmentDto(view: EnrollmentView, progress: Progress, certificate: CertificateRow | undefined): CoachingEnrollmentDto {
    return {
      id: view.id,
      course: {
        id: view.course_id,
        slug: view.course_slug,
        title: view.course_title,
        coverImage: view.cover_image_url,
        coach: { ID: view.coach_user_id, name: view.coach_name, profilePic: view.coach_pic_media_id === null ? null : mediaPath(view.coach_pic_media_id), slug: view.coach_slug },
      },
      enrolled: new Date(view.enrolled_at).toISOString(),
      source: view.source,
      ...progress,
      completed: view.completed_at !== null,
      continueLessonId: view.last_lesson_id ?? view.first_incomplete_lesson_id,
      certificate: certificate
        ? { code: certificate.code, issued: new Date(certificate.issued_at).toISOString(), pdfUrl: certificatePdfPath(view.id), verifyUrl: certificateVerifyUrl(deps.publicWebUrl, certificate.code) }
        : null,
      threadId: view.thread_id,
    };
  }

  async function enrollmentDtos(views: EnrollmentView[]): Promise<CoachingEnrollmentDto[]> {
    const ids = views.map((view) => view.id);
    const [progress, issued] = await Promise.all([learning.progressOf(ids), certificates.byEnrollment(ids)]);
    return views.map((view) => toEnrollmentDto(view, progress.get(view.id)!, issued.get(view.id)));
  }

  /** The course a lesson or quiz belongs to, or 404 when it does not exist or is unpublished (its authors still see it). */
  async function visibleCourseOf(courseId: number, actor: Actor | undefined, message: string) {
    const course = await courses.byId(courseId);
    if (!course || (!course.published && !mayAuthor(actor, course))) throw notFound(message);
    return course;
  }

  /**
   * After a completion or a passed quiz, inside its transaction: once every required lesson is complete and every
   * quiz passed, the enrollment is complete and its certificate issued (once).
   */
  async function completeIfDone(enrollment: EnrollmentRow, trx: Knex.Transaction): Promise<void> {
    if (enrollment.completed_at !== null) return;
    const outstanding = await learning.outstanding(enrollment, trx);
    if (outstanding.lessons > 0 || outstanding.quizzes > 0) return;
    const at = deps.now();
    await learning.markCompleted(enrollment.id, at, trx);
    await certificates.issue(enrollment.id, at, trx);
  }

  /** The learner's own enrollment in the course, or 403: progress is only ever the enrolled learner's. */
  async function ownEnrollment(actor: Actor, courseId: number): Promise<EnrollmentRow> {
    const enrollment = await learning.enrollmentOf(actor.id, courseId);
    if (!enrollment) throw forbidden(COACHING_MESSAGES.enrollToProgress);
    return enrollment;
  }

  async function lessonDto(actor: Actor | undefined, lessonId: number): Promise<CoachingLessonDto> {
    const [content, reader] = await Promise.all([sharedContent(lessonId), learning.lessonReader(lessonId, actor?.id)]);
    const lesson = content && { ...content, ...reader };
    if (!lesson || (!lesson.published && !mayAuthor(actor, lesson))) throw notFound(COACHING_MESSAGES.lessonNotFound);
    const enrollmentId = lesson.enrollment_id;
    if (enrollmentId === null && !lesson.is_preview && !mayAuthor(actor, lesson)) {
      if (!actor) throw unauthorized(COACHING_MESSAGES.signInToLearn);
      throw forbidden(COACHING_MESSAGES.enrollToLearn);
    }
    // A re-read of the lesson the learner last opened writes nothing, so it costs no second statement.
    if (enrollmentId !== null && lesson.enrollment_last_lesson_id !== lesson.id) await learning.openedLesson(enrollmentId, lesson.id, deps.now());
    const { attachments, quiz, attempts } = lesson;
    return {
      id: lesson.id,
      courseSlug: lesson.course_slug,
      courseTitle: lesson.course_title,
      moduleTitle: lesson.module_title,
      title: lesson.title,
      body: lesson.body_html,
      videoEmbedUrl: lesson.video_url ? videoEmbedUrl(lesson.video_url) : null,
      durationMinutes: lesson.duration_minutes,
      isPreview: lesson.is_preview,
      attachments: attachments.map((file) => ({ id: file.media_id, title: file.title, mime: file.mime, size: file.size, url: mediaPath(file.media_id) })),
      quiz: quiz ? toLearnerQuiz(quiz, attempts) : null,
      previousLessonId: lesson.previous_lesson_id,
      nextLessonId: lesson.next_lesson_id,
      enrollment:
        enrollmentId !== null
          ? { id: enrollmentId, progressPercent: toProgress(lesson.total_lessons, lesson.completed_lessons).progressPercent, completed: lesson.enrollment_completed_at !== null }
          : null,
      completed: lesson.lesson_completed,
    };
  }

  return {
    enrollmentDtos,

    /** One of the learner's enrollments as "my courses" shows it (404 for anyone else's). */
    async enrollment(userId: number, enrollmentId: number): Promise<CoachingEnrollmentDto> {
      const [view] = await learning.enrollmentViews(userId, enrollmentId);
      if (!view) throw notFound(COACHING_MESSAGES.enrollmentNotFound);
      return (await enrollmentDtos([view]))[0]!;
    },

    /** `GET /coaching/enrollments`: the caller's courses, newest enrollment first, with progress and certificates. */
    async mine(actor: Actor): Promise<{ data: CoachingEnrollmentDto[]; total: number }> {
      const data = await enrollmentDtos(await learning.enrollmentViews(actor.id));
      return { data, total: data.length };
    },

    lesson: lessonDto,

    /**
     * `POST /coaching/lessons/{id}/complete`: enrolled learners only (403). A lesson with a quiz is complete when its
     * quiz is passed (409 before), so a learner cannot tick their way past it.
     */
    async completeLesson(actor: Actor, lessonId: number): Promise<CoachingLessonDto> {
      const lesson = await learning.lesson(lessonId);
      if (!lesson) throw notFound(COACHING_MESSAGES.lessonNotFound);
      const course = await visibleCourseOf(lesson.course_id, actor, COACHING_MESSAGES.lessonNotFound);
      const enrollment = await ownEnrollment(actor, course.id);
      const quiz = await quizzes.byLesson(lesson.id);
      await db.transaction(async (trx) => {
        const locked = (await learning.lockEnrollment(enrollment.id, trx))!;
        if (quiz && !(await quizzes.attemptSummary(locked.id, quiz.id, trx)).passed) throw conflict(COACHING_MESSAGES.passQuizFirst);
        const at = deps.now();
        await learning.complete(locked.id, lesson.id, at, trx);
        await learning.touch(locked.id, { last_lesson_id: lesson.id, last_activity_at: at }, trx);
        await completeIfDone(locked, trx);
      });
      return lessonDto(actor, lesson.id);
    },

    /**
     * `POST /coaching/quizzes/{id}/attempts`: enrolled learners only (403); every question answered (422 per
     * question); at most the attempts the quiz allows (409). Marked here: a pass completes the quiz's lesson.
     */
    async attempt(actor: Actor, quizId: number, answers: Record<string, number[]>): Promise<CoachingQuizAttemptDto> {
      const quiz = await quizzes.byId(quizId);
      if (!quiz) throw notFound(COACHING_MESSAGES.quizNotFound);
      await visibleCourseOf(quiz.course_id, actor, COACHING_MESSAGES.quizNotFound);
      const enrollment = await ownEnrollment(actor, quiz.course_id);
      const errors = answerSheetErrors(quiz, answers);
      if (Object.keys(errors).length > 0) throw new HttpError(422, COACHING_MESSAGES.checkAnswers, errors);
      const marked = markQuiz(quiz, answers);
      return db.transaction(async (trx) => {
        const locked = (await learning.lockEnrollment(enrollment.id, trx))!;
        const before = await quizzes.attemptSummary(locked.id, quiz.id, trx);
        if (quiz.attempts_allowed !== null && before.used >= quiz.attempts_allowed) throw conflict(COACHING_MESSAGES.noAttemptsLeft);
        const at = deps.now();
        const attempt = await quizzes.insertAttempt({ enrollment_id: locked.id, quiz_id: quiz.id, answers: marked.answers, score_percent: marked.scorePercent, passed: marked.passed, submitted_at: at }, trx);
        await learning.touch(locked.id, { last_lesson_id: quiz.lesson_id, last_activity_at: at }, trx);
        if (marked.passed) {
          await learning.complete(locked.id, quiz.lesson_id, at, trx);
          await completeIfDone(locked, trx);
        }
        return {
          id: attempt.id,
          scorePercent: marked.scorePercent,
          passed: marked.passed,
          passMarkPercent: quiz.pass_mark_percent,
          attemptsUsed: before.used + 1,
          attemptsAllowed: quiz.attempts_allowed,
          submitted: new Date(attempt.submitted_at).toISOString(),
          results: marked.results,
        };
      });
    },

    /** The certificate of the caller's enrollment: 404 for anyone else's, 409 until the course is complete. */
    async ownCertificate(actor: Actor, enrollmentId: number): Promise<CoachingCertificateDto> {
      const enrollment = await learning.enrollmentById(enrollmentId);
      if (!enrollment || enrollment.user_id !== actor.id) throw notFound(COACHING_MESSAGES.enrollmentNotFound);
      if (enrollment.completed_at === null) throw conflict(COACHING_MESSAGES.notComplete);
      let issued = (await certificates.byEnrollment([enrollment.id])).get(enrollment.id);
      if (!issued) {
        // Completed before certificates existed for it (an administrator's import): issued on first download.
        await db.transaction((trx) => certificates.issue(enrollment.id, enrollment.completed_at!, trx));
        issued = (await certificates.byEnrollment([enrollment.id])).get(enrollment.id)!;
      }
      return toCertificate(issued, deps.publicWebUrl);
    },

    /** `GET /coaching/certificates/{code}`: public; 404 for a code nobody was issued. */
    async publicCertificate(code: string): Promise<CoachingCertificateDto> {
      const row = await certificates.byCode(code.trim().toUpperCase());
      if (!row) throw notFound(COACHING_MESSAGES.certificateNotFound);
      return toCertificate(row, deps.publicWebUrl);
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
