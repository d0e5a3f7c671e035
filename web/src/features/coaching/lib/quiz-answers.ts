import type { CoachingQuizDto } from '@fj/shared';

/** What the attempts call takes: for each question, the options chosen. */
export type QuizAnswers = Record<string, number[]>;

/** A choice changed: a single-choice question holds one option, a multiple-choice one toggles it. */
export function chooseOption(answers: QuizAnswers, question: CoachingQuizDto['questions'][number], optionId: number, checked: boolean): QuizAnswers {
  const key = String(question.id);
  const current = answers[key] ?? [];
  if (question.kind === 'single') return { ...answers, [key]: [optionId] };
  const next = checked ? [...new Set([...current, optionId])] : current.filter((id) => id !== optionId);
  return { ...answers, [key]: next };
}

/** The questions still without an answer (the form asks for every one before sending). */
export function unansweredQuestions(quiz: Pick<CoachingQuizDto, 'questions'>, answers: QuizAnswers): number[] {
  return quiz.questions.filter((question) => !(answers[String(question.id)]?.length)).map((question) => question.id);
}

/** How many attempts the learner has left; null when the quiz allows any number. */
export function attemptsLeft(quiz: Pick<CoachingQuizDto, 'attemptsAllowed' | 'attemptsUsed'>): number | null {
  return quiz.attemptsAllowed === null ? null : Math.max(0, quiz.attemptsAllowed - quiz.attemptsUsed);
}
