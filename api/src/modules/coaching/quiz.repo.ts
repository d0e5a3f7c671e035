import type { Knex } from 'knex';
import type { QuizQuestionKind } from '@fj/shared';

/** A quiz with its right answers: for marking on the server only, never sent to a learner as it is. */
export interface QuizWithKey {
  id: number;
  lesson_id: number;
  course_id: number;
  title: string;
  pass_mark_percent: number;
  attempts_allowed: number | null;
  questions: { id: number; prompt: string; kind: QuizQuestionKind; options: { id: number; label: string; is_correct: boolean }[] }[];
}

export interface AttemptSummary {
  used: number;
  passed: boolean;
  bestScorePercent: number | null;
}

export interface AttemptRow {
  id: number;
  score_percent: number;
  passed: boolean;
  submitted_at: Date;
}

export function createQuizRepo(db: Knex) {
  const conn = (trx?: Knex.Transaction) => trx ?? db;

  async function withQuestions(quiz: Record<string, unknown> | undefined, trx?: Knex.Transaction): Promise<QuizWithKey | undefined> {
    if (!quiz) return undefined;
    const quizId = Number(quiz.id);
    const [questions, options] = await Promise.all([
      conn(trx)('coaching_quiz_questions').where({ quiz_id: quizId }).orderBy([{ column: 'position' }, { column: 'id' }]).select('id', 'prompt', 'kind'),
      conn(trx)('coaching_quiz_options as o')
        .join('coaching_quiz_questions as q', 'q.id', 'o.question_id')
        .where('q.quiz_id', quizId)
        .orderBy([{ column: 'o.position' }, { column: 'o.id' }])
        .select('o.id', 'o.question_id', 'o.label', 'o.is_correct'),
    ]);
    return {
      id: quizId,
      lesson_id: Number(quiz.lesson_id),
      course_id: Number(quiz.course_id),
      title: String(quiz.title),
      pass_mark_percent: Number(quiz.pass_mark_percent),
      attempts_allowed: quiz.attempts_allowed === null ? null : Number(quiz.attempts_allowed),
      questions: (questions as { id: number; prompt: string; kind: QuizQuestionKind }[]).map((question) => ({
        id: Number(question.id),
        prompt: question.prompt,
        kind: question.kind,
        options: (options as { id: number; question_id: number; label: string; is_correct: boolean }[])
          .filter((option) => Number(option.question_id) === Number(question.id))
          .map((option) => ({ id: Number(option.id), label: option.label, is_correct: option.is_correct })),
      })),
    };
  }

  const quizQuery = (trx?: Knex.Transaction) =>
    conn(trx)('coaching_quizzes as z').join('coaching_lessons as l', 'l.id', 'z.lesson_id').select('z.id', 'z.lesson_id', 'l.course_id', 'z.title', 'z.pass_mark_percent', 'z.attempts_allowed');

  return {
    async byLesson(lessonId: number): Promise<QuizWithKey | undefined> {
      return withQuestions(await quizQuery().where('z.lesson_id', lessonId).first());
    },

    async byId(id: number, trx?: Knex.Transaction): Promise<QuizWithKey | undefined> {
      return withQuestions(await quizQuery(trx).where('z.id', id).first(), trx);
    },

    async attemptSummary(enrollmentId: number, quizId: number, trx?: Knex.Transaction): Promise<AttemptSummary> {
      const row = await conn(trx)('coaching_quiz_attempts')
        .where({ enrollment_id: enrollmentId, quiz_id: quizId })
        .first(conn(trx).raw('count(*)::int AS used'), conn(trx).raw('COALESCE(bool_or(passed), false) AS passed'), conn(trx).raw('max(score_percent) AS best'));
      return { used: Number(row?.used ?? 0), passed: row?.passed === true, bestScorePercent: row?.best == null ? null : Number(row.best) };
    },

    async insertAttempt(row: { enrollment_id: number; quiz_id: number; answers: Record<string, number[]>; score_percent: number; passed: boolean; submitted_at: Date }, trx: Knex.Transaction): Promise<AttemptRow> {
      const [inserted] = await trx('coaching_quiz_attempts')
        .insert({ ...row, answers: JSON.stringify(row.answers) })
        .returning(['id', 'score_percent', 'passed', 'submitted_at']);
      return { ...inserted, id: Number(inserted.id) } as AttemptRow;
    },
  };
}

export type QuizRepo = ReturnType<typeof createQuizRepo>;
