import {
  mediaPath,
  type CoachingAdminCourseDetailDto,
  type CoachingAdminCourseDto,
  type CoachingAttachmentDto,
  type CoachingLearnerProgressDto,
  type CoachingLessonInput,
  type CoachingQuizInput,
} from '@fj/shared';
import type { AttachmentRow, CourseListRow, LearnerRow, LessonRow, ModuleRow, OptionRow, QuestionRow, QuizRow } from './authoring.repo';

export type AdminLessonDto = CoachingAdminCourseDetailDto['modules'][number]['lessons'][number];
export type AdminModuleDto = CoachingAdminCourseDetailDto['modules'][number];
export type AdminQuizDto = CoachingQuizInput & { id: number };

export const toCourseDto = (row: CourseListRow): CoachingAdminCourseDto => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: row.category,
  level: row.level,
  language: row.language,
  published: row.published,
  coach: { ID: row.coach_user_id, name: row.coach_name, profilePic: row.coach_pic ? mediaPath(row.coach_pic) : null, slug: row.coach_slug },
  priceMinor: row.product_id === null ? null : row.price_minor,
  enrollments: Number(row.enrollments),
  completions: Number(row.completions),
  updated: new Date(row.updated_at).toISOString(),
});

export const toAttachmentDto = (row: AttachmentRow): CoachingAttachmentDto => ({ id: row.media_id, title: row.title, mime: row.mime, size: Number(row.size), url: mediaPath(row.media_id) });

export function toQuizDto(quiz: QuizRow, questions: QuestionRow[], options: OptionRow[]): AdminQuizDto {
  return {
    id: quiz.id,
    title: quiz.title,
    passMarkPercent: quiz.pass_mark_percent,
    attemptsAllowed: quiz.attempts_allowed,
    questions: questions
      .filter((question) => question.quiz_id === quiz.id)
      .map((question) => ({
        prompt: question.prompt,
        kind: question.kind,
        options: options.filter((option) => option.question_id === question.id).map((option) => ({ label: option.label, correct: option.is_correct })),
      })),
  };
}

const lessonInput = (row: LessonRow): CoachingLessonInput => ({
  moduleId: row.module_id,
  title: row.title,
  body: row.body_html,
  videoUrl: row.video_url,
  durationMinutes: row.duration_minutes,
  isPreview: row.is_preview,
  isRequired: row.is_required,
  position: row.position,
});

export const toLessonDto = (row: LessonRow, quiz: AdminQuizDto | null, attachments: AttachmentRow[]): AdminLessonDto => ({
  id: row.id,
  ...lessonInput(row),
  quiz,
  attachments: attachments.filter((attachment) => attachment.lesson_id === row.id).map(toAttachmentDto),
});

/** Everything the editors need, in course order; lessons with their quizzes (right answers included) and files. */
export function toCourseDetailDto(
  row: CourseListRow,
  parts: { modules: ModuleRow[]; lessons: LessonRow[]; quizzes: QuizRow[]; questions: QuestionRow[]; options: OptionRow[]; attachments: AttachmentRow[] },
): CoachingAdminCourseDetailDto {
  const quizOf = (lessonId: number) => {
    const quiz = parts.quizzes.find((candidate) => candidate.lesson_id === lessonId);
    return quiz ? toQuizDto(quiz, parts.questions, parts.options) : null;
  };
  return {
    ...toCourseDto(row),
    summary: row.summary,
    description: row.description,
    coverImage: row.cover_image_url,
    modules: parts.modules.map((module) => ({
      id: module.id,
      title: module.title,
      position: module.position,
      lessons: parts.lessons.filter((lesson) => lesson.module_id === module.id).map((lesson) => toLessonDto(lesson, quizOf(lesson.id), parts.attachments)),
    })),
  };
}

/** Progress as the learner sees it: lessons completed out of all the course's lessons, and quizzes passed. */
export function toLearnerDto(row: LearnerRow, totals: { lessons: number; quizzes: number }): CoachingLearnerProgressDto {
  const completed = Number(row.completed_lessons);
  return {
    enrollmentId: row.enrollment_id,
    learner: { ID: row.user_id, name: row.display_name, email: row.email },
    enrolled: new Date(row.enrolled_at).toISOString(),
    source: row.source,
    progressPercent: totals.lessons === 0 ? 0 : Math.round((100 * completed) / totals.lessons),
    completedLessons: completed,
    totalLessons: totals.lessons,
    quizzesPassed: Number(row.quizzes_passed),
    quizzesTotal: totals.quizzes,
    lastActivity: row.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
    certificateCode: row.certificate_code,
  };
}
