import type { Knex } from 'knex';
import type { CoachingCategory, CoachingLanguage, CoachingLevel, EnrollmentSource, QuizQuestionKind } from '@fj/shared';

export interface CourseRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  cover_image_url: string;
  category: CoachingCategory;
  level: CoachingLevel;
  language: CoachingLanguage;
  coach_user_id: number;
  product_id: number | null;
  published: boolean;
  published_at: Date | null;
  updated_at: Date;
}

/** A course as the authoring list shows it: its coach, its price and how many learners it has. */
export interface CourseListRow extends CourseRow {
  coach_name: string;
  coach_slug: string | null;
  coach_pic: number | null;
  price_minor: number | null;
  enrollments: string | number;
  completions: string | number;
}

export interface ModuleRow {
  id: number;
  course_id: number;
  title: string;
  position: number;
}

export interface LessonRow {
  id: number;
  module_id: number;
  course_id: number;
  title: string;
  body_html: string;
  video_url: string | null;
  duration_minutes: number | null;
  is_preview: boolean;
  is_required: boolean;
  position: number;
}

export interface QuizRow {
  id: number;
  lesson_id: number;
  title: string;
  pass_mark_percent: number;
  attempts_allowed: number | null;
}

export interface QuestionRow {
  id: number;
  quiz_id: number;
  prompt: string;
  kind: QuizQuestionKind;
  position: number;
}

export interface OptionRow {
  id: number;
  question_id: number;
  label: string;
  is_correct: boolean;
  position: number;
}

export interface AttachmentRow {
  lesson_id: number;
  media_id: number;
  title: string;
  mime: string;
  size: number;
}

export interface LearnerRow {
  enrollment_id: number;
  user_id: number;
  display_name: string;
  email: string;
  enrolled_at: Date;
  source: EnrollmentSource;
  last_activity_at: Date | null;
  completed_lessons: string | number;
  quizzes_passed: string | number;
  certificate_code: string | null;
}

export type CourseWrite = Omit<CourseRow, 'id' | 'updated_at' | 'published_at' | 'product_id'> & { published_at?: Date | null; product_id?: number | null };
export type LessonWrite = Omit<LessonRow, 'id'>;

/** Who may see a course in the authoring tools: its coach, or (null) everyone for administrators. */
export type CourseScope = { coachUserId: number | null };

const COURSE_LIST_COLUMNS = [
  'c.*',
  'u.display_name as coach_name',
  'p.price_minor',
  'cp.profile_pic_media_id as coach_pic',
] as const;

export function createAuthoringRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction) => trx ?? db;

  const courseList = (scope: CourseScope, search: string | undefined, trx?: Knex.Transaction) => {
    const rows = conn(trx)('coaching_courses as c');
    if (scope.coachUserId !== null) rows.where('c.coach_user_id', scope.coachUserId);
    if (search) rows.whereRaw('lower(c.title) like ?', [`%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`]);
    return rows;
  };

  const withCounts = (query: Knex.QueryBuilder) =>
    query
      .join('users as u', 'u.id', 'c.coach_user_id')
      .leftJoin('candidate_profiles as cp', 'cp.user_id', 'u.id')
      .leftJoin('products as p', 'p.id', 'c.product_id')
      .select(...COURSE_LIST_COLUMNS)
      .select(db.raw('CASE WHEN cp.id IS NULL THEN NULL ELSE u.profile_slug END as coach_slug'))
      .select(db.raw('(SELECT count(*) FROM coaching_enrollments e WHERE e.course_id = c.id) as enrollments'))
      .select(db.raw('(SELECT count(*) FROM coaching_enrollments e WHERE e.course_id = c.id AND e.completed_at IS NOT NULL) as completions'));

  return {
    async coursePage(scope: CourseScope, query: { search?: string; offset: number; limit: number }): Promise<{ rows: CourseListRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        withCounts(courseList(scope, query.search))
          .orderBy([{ column: 'c.updated_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])
          .offset(query.offset)
          .limit(query.limit),
        courseList(scope, query.search).count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as CourseListRow[], total: Number(counted?.count ?? 0) };
    },

    /** One course with its list columns, when the scope may see it. */
    async courseView(scope: CourseScope, id: number, trx?: Knex.Transaction): Promise<CourseListRow | undefined> {
      return (await withCounts(courseList(scope, undefined, trx).where('c.id', id)).first()) as CourseListRow | undefined;
    },

    /** Locks the course row (module and lesson order are renumbered under it), when the scope may see it. */
    async lockCourse(scope: CourseScope, id: number, trx: Knex.Transaction): Promise<CourseRow | undefined> {
      const row = trx<CourseRow>('coaching_courses').where({ id }).forUpdate().first();
      if (scope.coachUserId !== null) row.where({ coach_user_id: scope.coachUserId });
      return (await row) as CourseRow | undefined;
    },

    async slugTaken(slug: string, exceptId: number | null, trx?: Knex.Transaction): Promise<boolean> {
      const row = conn(trx)('coaching_courses').where({ slug });
      if (exceptId !== null) row.whereNot({ id: exceptId });
      return !!(await row.first('id'));
    },

    async insertCourse(row: CourseWrite, trx: Knex.Transaction): Promise<number> {
      const [inserted] = await trx('coaching_courses').insert(row).returning('id');
      return Number((inserted as { id: number }).id);
    },

    async updateCourse(id: number, row: Partial<CourseWrite>, at: Date, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_courses').where({ id }).update({ ...row, updated_at: at });
    },

    async deleteCourse(id: number, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_courses').where({ id }).delete();
    },

    async enrollmentCount(courseId: number, trx?: Knex.Transaction): Promise<number> {
      const row = await conn(trx)('coaching_enrollments').where({ course_id: courseId }).count<{ count: string }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    async lessonCount(courseId: number, trx?: Knex.Transaction): Promise<number> {
      const row = await conn(trx)('coaching_lessons').where({ course_id: courseId }).count<{ count: string }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    modules: (courseId: number, trx?: Knex.Transaction) =>
      conn(trx)<ModuleRow>('coaching_modules').where({ course_id: courseId }).orderBy([{ column: 'position' }, { column: 'id' }]) as Promise<ModuleRow[]>,

    lessonsOfCourse: (courseId: number, trx?: Knex.Transaction) =>
      conn(trx)<LessonRow>('coaching_lessons').where({ course_id: courseId }).orderBy([{ column: 'position' }, { column: 'id' }]) as Promise<LessonRow[]>,

    lessonsOfModule: (moduleId: number, trx?: Knex.Transaction) =>
      conn(trx)<LessonRow>('coaching_lessons').where({ module_id: moduleId }).orderBy([{ column: 'position' }, { column: 'id' }]) as Promise<LessonRow[]>,

    findModule: (id: number, trx?: Knex.Transaction) => conn(trx)<ModuleRow>('coaching_modules').where({ id }).first() as Promise<ModuleRow | undefined>,

    findLesson: (id: number, trx?: Knex.Transaction) => conn(trx)<LessonRow>('coaching_lessons').where({ id }).first() as Promise<LessonRow | undefined>,

    async insertModule(courseId: number, title: string, position: number, trx: Knex.Transaction): Promise<number> {
      const [row] = await trx('coaching_modules').insert({ course_id: courseId, title, position }).returning('id');
      return Number((row as { id: number }).id);
    },

    async updateModule(id: number, fields: Partial<Pick<ModuleRow, 'title' | 'position'>>, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_modules').where({ id }).update(fields);
    },

    async deleteModule(id: number, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_modules').where({ id }).delete();
    },

    async insertLesson(row: LessonWrite, trx: Knex.Transaction): Promise<number> {
      const [inserted] = await trx('coaching_lessons').insert(row).returning('id');
      return Number((inserted as { id: number }).id);
    },

    async updateLesson(id: number, row: Partial<LessonWrite>, at: Date, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_lessons').where({ id }).update({ ...row, updated_at: at });
    },

    async deleteLesson(id: number, trx: Knex.Transaction): Promise<void> {
      await trx('coaching_lessons').where({ id }).delete();
    },

    /** Writes 0, 1, 2… as the order of `ids` (modules or lessons). */
    async renumber(table: 'coaching_modules' | 'coaching_lessons', ids: number[], trx: Knex.Transaction): Promise<void> {
      for (const [position, id] of ids.entries()) await trx(table).where({ id }).update({ position });
    },

    quizzesOfCourse: (courseId: number, trx?: Knex.Transaction) =>
      conn(trx)<QuizRow>('coaching_quizzes as q').join('coaching_lessons as l', 'l.id', 'q.lesson_id').where('l.course_id', courseId).select('q.*') as Promise<QuizRow[]>,

    questionsOf: (quizIds: number[], trx?: Knex.Transaction) =>
      conn(trx)<QuestionRow>('coaching_quiz_questions').whereIn('quiz_id', quizIds).orderBy([{ column: 'position' }, { column: 'id' }]) as Promise<QuestionRow[]>,

    optionsOf: (questionIds: number[], trx?: Knex.Transaction) =>
      conn(trx)<OptionRow>('coaching_quiz_options').whereIn('question_id', questionIds).orderBy([{ column: 'position' }, { column: 'id' }]) as Promise<OptionRow[]>,

    findQuizOfLesson: (lessonId: number, trx?: Knex.Transaction) => conn(trx)<QuizRow>('coaching_quizzes').where({ lesson_id: lessonId }).first() as Promise<QuizRow | undefined>,

    /**
     * Writes the quiz of a lesson: the quiz row keeps its id (attempts already made keep their scores), its questions
     * and options are replaced as a whole.
     */
    async replaceQuiz(
      lessonId: number,
      quiz: { title: string; passMarkPercent: number; attemptsAllowed: number | null; questions: { prompt: string; kind: QuizQuestionKind; options: { label: string; correct: boolean }[] }[] },
      trx: Knex.Transaction,
    ): Promise<number> {
      const fields = { title: quiz.title, pass_mark_percent: quiz.passMarkPercent, attempts_allowed: quiz.attemptsAllowed };
      const existing = await trx<QuizRow>('coaching_quizzes').where({ lesson_id: lessonId }).forUpdate().first();
      let quizId: number;
      if (existing) {
        quizId = existing.id;
        await trx('coaching_quizzes').where({ id: quizId }).update(fields);
        await trx('coaching_quiz_questions').where({ quiz_id: quizId }).delete();
      } else {
        const [row] = await trx('coaching_quizzes').insert({ lesson_id: lessonId, ...fields }).returning('id');
        quizId = Number((row as { id: number }).id);
      }
      for (const [position, question] of quiz.questions.entries()) {
        const [row] = await trx('coaching_quiz_questions').insert({ quiz_id: quizId, prompt: question.prompt, kind: question.kind, position }).returning('id');
        const questionId = Number((row as { id: number }).id);
        await trx('coaching_quiz_options').insert(question.options.map((option, index) => ({ question_id: questionId, label: option.label, is_correct: option.correct, position: index })));
      }
      return quizId;
    },

    async deleteQuiz(lessonId: number, trx: Knex.Transaction): Promise<boolean> {
      return (await trx('coaching_quizzes').where({ lesson_id: lessonId }).delete().returning('id')).length > 0;
    },

    attachmentsOf: (lessonIds: number[], trx?: Knex.Transaction) =>
      conn(trx)('coaching_lesson_attachments as a')
        .join('media as m', 'm.id', 'a.media_id')
        .whereIn('a.lesson_id', lessonIds)
        .whereNull('m.deleted_at')
        .orderBy([{ column: 'a.position' }, { column: 'a.media_id' }])
        .select('a.lesson_id', 'a.media_id', 'm.title', 'm.mime', 'm.size') as Promise<AttachmentRow[]>,

    async addAttachment(lessonId: number, mediaId: number, trx: Knex.Transaction): Promise<void> {
      const last = await trx('coaching_lesson_attachments').where({ lesson_id: lessonId }).max<{ max: number | null }[]>({ max: 'position' }).first();
      await trx('coaching_lesson_attachments').insert({ lesson_id: lessonId, media_id: mediaId, position: (last?.max ?? -1) + 1 });
    },

    async removeAttachment(lessonId: number, mediaId: number, trx: Knex.Transaction): Promise<boolean> {
      return (await trx('coaching_lesson_attachments').where({ lesson_id: lessonId, media_id: mediaId }).delete().returning('media_id')).length > 0;
    },

    /** The media ids attached to a course's lessons (or one lesson's), to retire with them. */
    attachedMedia: async (where: { courseId: number } | { lessonId: number }, trx: Knex.Transaction): Promise<number[]> => {
      const rows = trx('coaching_lesson_attachments as a').join('coaching_lessons as l', 'l.id', 'a.lesson_id').select('a.media_id');
      if ('courseId' in where) rows.where('l.course_id', where.courseId);
      else rows.where('a.lesson_id', where.lessonId);
      return ((await rows) as { media_id: number }[]).map((row) => row.media_id);
    },

    async retireMedia(ids: number[], trx: Knex.Transaction): Promise<void> {
      if (ids.length) await trx('media').whereIn('id', ids).whereNull('deleted_at').update({ deleted_at: trx.fn.now() });
    },

    async learnerPage(courseId: number, offset: number, limit: number): Promise<{ rows: LearnerRow[]; total: number }> {
      const base = () => db('coaching_enrollments as e').where('e.course_id', courseId);
      const [rows, counted] = await Promise.all([
        base()
          .join('users as u', 'u.id', 'e.user_id')
          .leftJoin('coaching_certificates as cert', 'cert.enrollment_id', 'e.id')
          .select('e.id as enrollment_id', 'u.id as user_id', 'u.display_name', 'u.email', 'e.enrolled_at', 'e.source', 'e.last_activity_at', 'cert.code as certificate_code', 'e.completed_lessons')
          .select(db.raw('(SELECT count(DISTINCT a.quiz_id) FROM coaching_quiz_attempts a WHERE a.enrollment_id = e.id AND a.passed) as quizzes_passed'))
          .orderBy([{ column: 'e.enrolled_at', order: 'desc' }, { column: 'e.id', order: 'desc' }])
          .offset(offset)
          .limit(limit),
        base().count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as LearnerRow[], total: Number(counted?.count ?? 0) };
    },

    async quizCount(courseId: number): Promise<number> {
      const row = await db('coaching_quizzes as q').join('coaching_lessons as l', 'l.id', 'q.lesson_id').where('l.course_id', courseId).count<{ count: string }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    /** Users who may run a course: coaches and administrators, by name. */
    coaches: (ids?: number[], trx?: Knex.Transaction) => {
      const rows = conn(trx)('users as u')
        .leftJoin('candidate_profiles as cp', 'cp.user_id', 'u.id')
        .whereNull('u.deleted_at')
        .whereRaw(`('coach' = ANY(u.roles) OR 'administrator' = ANY(u.roles))`);
      if (ids) rows.whereIn('u.id', ids);
      return rows
        .orderBy([{ column: 'u.display_name' }, { column: 'u.id' }])
        .select('u.id', 'u.display_name', 'u.email', 'cp.profile_pic_media_id as pic', db.raw('CASE WHEN cp.id IS NULL THEN NULL ELSE u.profile_slug END as slug')) as Promise<
        { id: number; display_name: string; email: string; pic: number | null; slug: string | null }[]
      >;
    },

    /** A live uploaded picture of one of these users (a course cover: the author's or the course's coach's own upload). */
    isOwnLiveImage: async (mediaId: number, ownerIds: number[], trx?: Knex.Transaction): Promise<boolean> =>
      !!(await conn(trx)('media').where({ id: mediaId, kind: 'image' }).whereIn('owner_user_id', ownerIds).whereNull('deleted_at').first('id')),

    touchCourse: async (courseId: number, at: Date, trx: Knex.Transaction): Promise<void> => {
      await trx('coaching_courses').where({ id: courseId }).update({ updated_at: at });
    },
  };
}

export type AuthoringRepo = ReturnType<typeof createAuthoringRepo>;
