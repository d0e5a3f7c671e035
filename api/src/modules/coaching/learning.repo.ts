import type { Knex } from 'knex';
import type { EnrollmentSource, QuizQuestionKind } from '@fj/shared';
import { runPrepared } from '../../lib/prepared-query';

export interface EnrollmentRow {
  id: number;
  course_id: number;
  user_id: number;
  source: EnrollmentSource;
  order_id: number | null;
  last_lesson_id: number | null;
  enrolled_at: Date;
  last_activity_at: Date | null;
  completed_at: Date | null;
}

export interface Progress {
  totalLessons: number;
  completedLessons: number;
  progressPercent: number;
}

export interface OutlineLesson {
  id: number;
  module_id: number;
  title: string;
  position: number;
  duration_minutes: number | null;
  is_preview: boolean;
  is_required: boolean;
  has_video: boolean;
  has_quiz: boolean;
}

export interface OutlineModule {
  id: number;
  title: string;
  position: number;
  lessons: OutlineLesson[];
}

export interface LessonRow {
  id: number;
  course_id: number;
  module_id: number;
  module_title: string;
  title: string;
  body_html: string;
  video_url: string | null;
  duration_minutes: number | null;
  is_preview: boolean;
  is_required: boolean;
}

/** An enrollment with what "my courses" shows of its course. */
export interface EnrollmentView extends EnrollmentRow {
  course_slug: string;
  course_title: string;
  cover_image_url: string;
  coach_user_id: number;
  coach_name: string;
  coach_slug: string | null;
  coach_pic_media_id: number | null;
  first_incomplete_lesson_id: number | null;
  thread_id: number | null;
}

/** A lesson with everything its page needs about the course, the order and the reader's enrollment: one statement. */
export interface LessonContext extends LessonRow {
  course_slug: string;
  course_title: string;
  published: boolean;
  coach_user_id: number;
  previous_lesson_id: number | null;
  next_lesson_id: number | null;
  enrollment_id: number | null;
  enrollment_completed_at: Date | null;
  enrollment_last_lesson_id: number | null;
  total_lessons: number;
  completed_lessons: number;
  lesson_completed: boolean;
  quiz_id: number | null;
  attachments: AttachmentRow[];
  /** The lesson's quiz as a learner sees it: no right answers in it. */
  quiz: LearnerQuizRow | null;
  attempts: { used: number; passed: boolean; bestScorePercent: number | null };
}

export interface LearnerQuizRow {
  id: number;
  title: string;
  pass_mark_percent: number;
  attempts_allowed: number | null;
  questions: { id: number; prompt: string; kind: QuizQuestionKind; options: { id: number; label: string }[] }[];
}

export interface AttachmentRow {
  media_id: number;
  title: string;
  mime: string;
  size: number;
}

/** Progress is whole lessons: floor, so 100 % only when every lesson is done. */
export const toProgress = (total: number, completed: number): Progress => ({
  totalLessons: total,
  completedLessons: completed,
  progressPercent: total === 0 ? 0 : Math.floor((completed * 100) / total),
});

const toEnrollment = (row: Record<string, unknown>): EnrollmentRow =>
  ({
    ...row,
    id: Number(row.id),
    course_id: Number(row.course_id),
    user_id: Number(row.user_id),
    order_id: row.order_id === null ? null : Number(row.order_id),
    last_lesson_id: row.last_lesson_id === null ? null : Number(row.last_lesson_id),
  }) as EnrollmentRow;

// Completions count only lessons still in the enrollment's course (a deleted lesson takes its completions with it).
// The course's lesson count is kept on its row (20261128_1600_coaching_course_summary).
// The enrollment's completed lessons are kept on its row too (20261129_0300_coaching_enrollment_progress).
const PROGRESS_SQL = `
  SELECT e.id, c.lesson_count AS total, e.completed_lessons AS completed
    FROM coaching_enrollments e JOIN coaching_courses c ON c.id = e.course_id WHERE e.id = ANY(?::int[])`;

const ENROLLMENT_VIEW_SQL = (where: string) => `
  SELECT e.*, c.slug AS course_slug, c.title AS course_title, c.cover_image_url, c.coach_user_id, u.display_name AS coach_name,
         CASE WHEN cp.cand_profile = 'pub' THEN u.profile_slug END AS coach_slug,
         CASE WHEN cp.cand_profile = 'pub' THEN cp.profile_pic_media_id END AS coach_pic_media_id,
         (SELECT l.id FROM coaching_lessons l JOIN coaching_modules m ON m.id = l.module_id
           WHERE l.course_id = e.course_id
             AND NOT EXISTS (SELECT 1 FROM coaching_lesson_completions lc WHERE lc.enrollment_id = e.id AND lc.lesson_id = l.id)
           ORDER BY m.position, m.id, l.position, l.id LIMIT 1) AS first_incomplete_lesson_id,
         (SELECT t.id FROM message_threads t WHERE t.context = 'coaching' AND t.context_id = e.id) AS thread_id
    FROM coaching_enrollments e
    JOIN coaching_courses c ON c.id = e.course_id
    JOIN users u ON u.id = c.coach_user_id
    LEFT JOIN candidate_profiles cp ON cp.user_id = u.id
   WHERE ${where}
   ORDER BY e.enrolled_at DESC, e.id DESC`;

const toEnrollmentView = (row: Record<string, unknown>): EnrollmentView => ({
  ...(row as unknown as EnrollmentView),
  ...toEnrollment(row),
  coach_user_id: Number(row.coach_user_id),
  coach_pic_media_id: row.coach_pic_media_id == null ? null : Number(row.coach_pic_media_id),
  first_incomplete_lesson_id: row.first_incomplete_lesson_id == null ? null : Number(row.first_incomplete_lesson_id),
  thread_id: row.thread_id == null ? null : Number(row.thread_id),
});

// A lesson page is two statements, run side by side (docs/coaching.md "What the database path does"), each prepared
// once per connection. The lesson's own part — the lesson, its course, previous and next in the reading order
// (modules, then lessons, by position), its files, its quiz without the right answers — is the same for every
// reader, so simultaneous readers of one lesson share it (learning.service). The reader's part is the enrollment
// with its kept progress (20261129_0300_coaching_enrollment_progress), whether this lesson is done, and the
// reader's attempts at its quiz; a visitor has none.
const LESSON_CONTENT_SQL = `
  WITH ordered AS (
    SELECT l.id, lag(l.id) OVER w AS previous_lesson_id, lead(l.id) OVER w AS next_lesson_id
      FROM coaching_lessons l JOIN coaching_modules m ON m.id = l.module_id
     WHERE l.course_id = (SELECT course_id FROM coaching_lessons WHERE id = :lesson)
    WINDOW w AS (ORDER BY m.position, m.id, l.position, l.id)
  )
  SELECT l.id, l.course_id, l.module_id, m.title AS module_title, l.title, l.body_html, l.video_url, l.duration_minutes,
         l.is_preview, l.is_required, c.slug AS course_slug, c.title AS course_title, c.published, c.coach_user_id,
         o.previous_lesson_id, o.next_lesson_id, c.lesson_count AS total_lessons,
         (SELECT COALESCE(json_agg(json_build_object('media_id', a.media_id, 'title', md.title, 'mime', md.mime, 'size', md.size) ORDER BY a.position, a.media_id), '[]'::json)
            FROM coaching_lesson_attachments a JOIN media md ON md.id = a.media_id AND md.deleted_at IS NULL
           WHERE a.lesson_id = l.id) AS attachments,
         q.id AS quiz_id, q.title AS quiz_title, q.pass_mark_percent, q.attempts_allowed,
         (SELECT COALESCE(json_agg(json_build_object('id', qq.id, 'prompt', qq.prompt, 'kind', qq.kind, 'options',
                   (SELECT COALESCE(json_agg(json_build_object('id', op.id, 'label', op.label) ORDER BY op.position, op.id), '[]'::json)
                      FROM coaching_quiz_options op WHERE op.question_id = qq.id)) ORDER BY qq.position, qq.id), '[]'::json)
            FROM coaching_quiz_questions qq WHERE qq.quiz_id = q.id) AS quiz_questions
    FROM coaching_lessons l
    JOIN coaching_modules m ON m.id = l.module_id
    JOIN coaching_courses c ON c.id = l.course_id
    JOIN ordered o ON o.id = l.id
    LEFT JOIN coaching_quizzes q ON q.lesson_id = l.id
   WHERE l.id = :lesson`;

const LESSON_READER_SQL = `
  SELECT e.id AS enrollment_id, e.completed_at AS enrollment_completed_at, e.last_lesson_id AS enrollment_last_lesson_id,
         e.completed_lessons,
         EXISTS (SELECT 1 FROM coaching_lesson_completions lc WHERE lc.enrollment_id = e.id AND lc.lesson_id = l.id) AS lesson_completed,
         qa.used AS attempts_used, qa.passed AS attempts_passed, qa.best AS attempts_best
    FROM coaching_lessons l
    JOIN coaching_enrollments e ON e.course_id = l.course_id AND e.user_id = :user
    LEFT JOIN coaching_quizzes q ON q.lesson_id = l.id
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS used, COALESCE(bool_or(a.passed), false) AS passed, max(a.score_percent) AS best
        FROM coaching_quiz_attempts a WHERE a.enrollment_id = e.id AND a.quiz_id = q.id
    ) qa ON true
   WHERE l.id = :lesson`;

/** The part of a lesson page that is the same for every reader. */
export type LessonContent = Omit<LessonContext, 'enrollment_id' | 'enrollment_completed_at' | 'enrollment_last_lesson_id' | 'completed_lessons' | 'lesson_completed' | 'attempts'>;
/** The reader's part: their enrollment in the lesson's course (null when they have none), progress, attempts. */
export type LessonReader = Pick<LessonContext, 'enrollment_id' | 'enrollment_completed_at' | 'enrollment_last_lesson_id' | 'completed_lessons' | 'lesson_completed' | 'attempts'>;

const NO_READER: LessonReader = {
  enrollment_id: null,
  enrollment_completed_at: null,
  enrollment_last_lesson_id: null,
  completed_lessons: 0,
  lesson_completed: false,
  attempts: { used: 0, passed: false, bestScorePercent: null },
};

interface JsonQuestion {
  id: number;
  prompt: string;
  kind: QuizQuestionKind;
  options: { id: number; label: string }[];
}

// node-postgres parses json; PGlite does too, but a driver handing back text would still read right.
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const toId = (value: unknown): number | null => (value == null ? null : Number(value));

export function createLearningRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction) => trx ?? db;

  return {
    async enrollmentOf(userId: number, courseId: number, trx?: Knex.Transaction): Promise<EnrollmentRow | undefined> {
      const row = await conn(trx)('coaching_enrollments').where({ user_id: userId, course_id: courseId }).first();
      return row && toEnrollment(row);
    },

    /** The learner's enrollments, newest first (or the one asked for). */
    async enrollmentViews(userId: number, enrollmentId?: number): Promise<EnrollmentView[]> {
      const result = enrollmentId === undefined ? await db.raw(ENROLLMENT_VIEW_SQL('e.user_id = ?'), [userId]) : await db.raw(ENROLLMENT_VIEW_SQL('e.user_id = ? AND e.id = ?'), [userId, enrollmentId]);
      return (result.rows as Record<string, unknown>[]).map(toEnrollmentView);
    },

    async enrollmentById(id: number, trx?: Knex.Transaction): Promise<EnrollmentRow | undefined> {
      const row = await conn(trx)('coaching_enrollments').where({ id }).first();
      return row && toEnrollment(row);
    },

    /** Locks the enrollment row: quiz attempts and completions of one learner in one course run one at a time. */
    async lockEnrollment(id: number, trx: Knex.Transaction): Promise<EnrollmentRow | undefined> {
      const row = await trx('coaching_enrollments').where({ id }).forUpdate().first();
      return row && toEnrollment(row);
    },

    /** The user's enrollments in these courses, by course id. */
    async enrollmentsIn(userId: number, courseIds: readonly number[]): Promise<Map<number, EnrollmentRow>> {
      if (courseIds.length === 0) return new Map();
      const rows = await db('coaching_enrollments').where({ user_id: userId }).whereIn('course_id', [...courseIds]);
      return new Map(rows.map((row: Record<string, unknown>) => [Number(row.course_id), toEnrollment(row)]));
    },

    /** Inserts the enrollment unless the learner already has one; true when this call created it. */
    async enroll(row: { course_id: number; user_id: number; source: EnrollmentSource; order_id?: number | null; enrolled_at: Date }, trx?: Knex.Transaction): Promise<boolean> {
      const inserted = await conn(trx)('coaching_enrollments').insert(row).onConflict(['course_id', 'user_id']).ignore().returning('id');
      return inserted.length > 0;
    },

    async progressOf(enrollmentIds: readonly number[], trx?: Knex.Transaction): Promise<Map<number, Progress>> {
      if (enrollmentIds.length === 0) return new Map();
      const result = await conn(trx).raw(PROGRESS_SQL, [[...enrollmentIds]]);
      return new Map((result.rows as { id: number; total: number; completed: number }[]).map((row) => [Number(row.id), toProgress(Number(row.total), Number(row.completed))]));
    },

    /** The course's modules and lessons in order, without lesson bodies. */
    async outline(courseId: number): Promise<OutlineModule[]> {
      const [modules, lessons] = await Promise.all([
        db('coaching_modules').where({ course_id: courseId }).orderBy([{ column: 'position' }, { column: 'id' }]).select('id', 'title', 'position'),
        db('coaching_lessons as l')
          .where('l.course_id', courseId)
          .select(
            'l.id',
            'l.module_id',
            'l.title',
            'l.position',
            'l.duration_minutes',
            'l.is_preview',
            'l.is_required',
            db.raw('(l.video_url IS NOT NULL) AS has_video'),
            db.raw('EXISTS (SELECT 1 FROM coaching_quizzes q WHERE q.lesson_id = l.id) AS has_quiz'),
          )
          .orderBy([{ column: 'l.position' }, { column: 'l.id' }]),
      ]);
      const byModule = new Map<number, OutlineLesson[]>();
      for (const lesson of lessons as OutlineLesson[]) {
        const list = byModule.get(Number(lesson.module_id)) ?? [];
        list.push({ ...lesson, id: Number(lesson.id), module_id: Number(lesson.module_id) });
        byModule.set(Number(lesson.module_id), list);
      }
      return (modules as { id: number; title: string; position: number }[]).map((module) => ({ ...module, id: Number(module.id), lessons: byModule.get(Number(module.id)) ?? [] }));
    },

    async completedLessonIds(enrollmentId: number, trx?: Knex.Transaction): Promise<Set<number>> {
      const ids = await conn(trx)('coaching_lesson_completions').where({ enrollment_id: enrollmentId }).pluck('lesson_id');
      return new Set(ids.map(Number));
    },

    async lesson(id: number): Promise<LessonRow | undefined> {
      const row = await db('coaching_lessons as l')
        .join('coaching_modules as m', 'm.id', 'l.module_id')
        .where('l.id', id)
        .first('l.id', 'l.course_id', 'l.module_id', 'm.title as module_title', 'l.title', 'l.body_html', 'l.video_url', 'l.duration_minutes', 'l.is_preview', 'l.is_required');
      return row && { ...row, id: Number(row.id), course_id: Number(row.course_id), module_id: Number(row.module_id) };
    },

    /** The lesson's own part of its page (one prepared statement), or undefined when there is no such lesson. */
    async lessonContent(lessonId: number): Promise<LessonContent | undefined> {
      const [row] = await runPrepared<Record<string, unknown>>(db, 'coaching-lesson-content', db.raw(LESSON_CONTENT_SQL, { lesson: lessonId }));
      if (!row) return undefined;
      const quizId = toId(row.quiz_id);
      return {
        ...(row as unknown as LessonContent),
        id: Number(row.id),
        course_id: Number(row.course_id),
        module_id: Number(row.module_id),
        coach_user_id: Number(row.coach_user_id),
        previous_lesson_id: toId(row.previous_lesson_id),
        next_lesson_id: toId(row.next_lesson_id),
        total_lessons: Number(row.total_lessons),
        quiz_id: quizId,
        attachments: fromJson<AttachmentRow[]>(row.attachments).map((file) => ({ ...file, media_id: Number(file.media_id), size: Number(file.size) })),
        quiz:
          quizId === null
            ? null
            : {
                id: quizId,
                title: String(row.quiz_title),
                pass_mark_percent: Number(row.pass_mark_percent),
                attempts_allowed: toId(row.attempts_allowed),
                questions: fromJson<JsonQuestion[]>(row.quiz_questions),
              },
      };
    },

    /** The reader's part of a lesson page (one prepared statement); a visitor or a reader not enrolled gets none. */
    async lessonReader(lessonId: number, userId: number | undefined): Promise<LessonReader> {
      if (userId === undefined) return NO_READER;
      const [row] = await runPrepared<Record<string, unknown>>(db, 'coaching-lesson-reader', db.raw(LESSON_READER_SQL, { lesson: lessonId, user: userId }));
      if (!row) return NO_READER;
      return {
        enrollment_id: Number(row.enrollment_id),
        enrollment_completed_at: (row.enrollment_completed_at as Date | null) ?? null,
        enrollment_last_lesson_id: toId(row.enrollment_last_lesson_id),
        completed_lessons: Number(row.completed_lessons),
        lesson_completed: row.lesson_completed === true,
        attempts: { used: Number(row.attempts_used ?? 0), passed: row.attempts_passed === true, bestScorePercent: toId(row.attempts_best) },
      };
    },

    /** Where "continue" goes: written only when the learner opens another lesson than last time (a re-read writes nothing). */
    async openedLesson(enrollmentId: number, lessonId: number, at: Date): Promise<void> {
      await db('coaching_enrollments')
        .where({ id: enrollmentId })
        .where((changed) => changed.whereNull('last_lesson_id').orWhereNot('last_lesson_id', lessonId))
        .update({ last_lesson_id: lessonId, last_activity_at: at });
    },

    async complete(enrollmentId: number, lessonId: number, at: Date, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_lesson_completions').insert({ enrollment_id: enrollmentId, lesson_id: lessonId, completed_at: at }).onConflict(['enrollment_id', 'lesson_id']).ignore();
    },

    async touch(enrollmentId: number, changes: { last_lesson_id?: number; last_activity_at: Date }, trx?: Knex.Transaction): Promise<void> {
      await conn(trx)('coaching_enrollments').where({ id: enrollmentId }).update(changes);
    },

    /** What still stands between the learner and completion: required lessons not done, quizzes not passed. */
    async outstanding(enrollment: { id: number; course_id: number }, trx?: Knex.Transaction): Promise<{ lessons: number; quizzes: number }> {
      const result = await conn(trx).raw(
        `SELECT
           (SELECT count(*) FROM coaching_lessons l
             WHERE l.course_id = :course AND l.is_required
               AND NOT EXISTS (SELECT 1 FROM coaching_lesson_completions lc WHERE lc.enrollment_id = :enrollment AND lc.lesson_id = l.id))::int AS lessons,
           (SELECT count(*) FROM coaching_quizzes q JOIN coaching_lessons l ON l.id = q.lesson_id
             WHERE l.course_id = :course
               AND NOT EXISTS (SELECT 1 FROM coaching_quiz_attempts a WHERE a.enrollment_id = :enrollment AND a.quiz_id = q.id AND a.passed))::int AS quizzes`,
        { course: enrollment.course_id, enrollment: enrollment.id },
      );
      const row = result.rows[0] as { lessons: number; quizzes: number };
      return { lessons: Number(row.lessons), quizzes: Number(row.quizzes) };
    },

    async markCompleted(enrollmentId: number, at: Date, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_enrollments').where({ id: enrollmentId }).whereNull('completed_at').update({ completed_at: at });
    },
  };
}

export type LearningRepo = ReturnType<typeof createLearningRepo>;
