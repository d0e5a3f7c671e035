import type { CoachingQuizDto } from '@fj/shared';
import { COACHING_MESSAGES } from './coaching-messages';
import type { LearnerQuizRow } from './learning.repo';
import type { AttemptSummary, QuizWithKey } from './quiz.repo';

export interface MarkedQuiz {
  scorePercent: number;
  passed: boolean;
  /** The answers as given, keyed by question id: what is stored with the attempt. */
  answers: Record<string, number[]>;
  results: { questionId: number; correct: boolean; correctOptionIds: number[]; chosenOptionIds: number[] }[];
}

/** Field errors (`answers.<questionId>`) when the answers are not a full, well-formed answer sheet for this quiz. */
export function answerSheetErrors(quiz: QuizWithKey, answers: Record<string, number[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  const questions = new Map(quiz.questions.map((question) => [String(question.id), question]));
  for (const key of Object.keys(answers)) if (!questions.has(key)) errors[`answers.${key}`] = COACHING_MESSAGES.unknownQuestion;
  for (const [key, question] of questions) {
    const chosen = answers[key] ?? [];
    const optionIds = new Set(question.options.map((option) => option.id));
    if (chosen.length === 0) errors[`answers.${key}`] = COACHING_MESSAGES.answerEveryQuestion;
    else if (question.kind === 'single' && new Set(chosen).size > 1) errors[`answers.${key}`] = COACHING_MESSAGES.oneOptionOnly;
    else if (chosen.some((id) => !optionIds.has(id))) errors[`answers.${key}`] = COACHING_MESSAGES.unknownOption;
  }
  return errors;
}

/**
 * Marks a complete answer sheet: a question is right when the options chosen are exactly its correct options (no
 * partial credit for multiple choice, so ticking every box never scores); the score is the share of right questions,
 * rounded down, and passes at the quiz's pass mark.
 */
export function markQuiz(quiz: QuizWithKey, answers: Record<string, number[]>): MarkedQuiz {
  const results = quiz.questions.map((question) => {
    const chosenOptionIds = [...new Set(answers[String(question.id)] ?? [])].sort((a, b) => a - b);
    const correctOptionIds = question.options.filter((option) => option.is_correct).map((option) => option.id).sort((a, b) => a - b);
    const correct = chosenOptionIds.length === correctOptionIds.length && chosenOptionIds.every((id, index) => id === correctOptionIds[index]);
    return { questionId: question.id, correct, correctOptionIds, chosenOptionIds };
  });
  const right = results.filter((result) => result.correct).length;
  const scorePercent = quiz.questions.length === 0 ? 0 : Math.floor((right * 100) / quiz.questions.length);
  return {
    scorePercent,
    passed: scorePercent >= quiz.pass_mark_percent,
    answers: Object.fromEntries(results.map((result) => [String(result.questionId), result.chosenOptionIds])),
    results,
  };
}

/** The quiz as a learner sees it before an attempt: questions and options, never which options are right. */
/** A quiz as its learner may see it (a QuizWithKey fits too: its right answers are dropped here). */
export function toLearnerQuiz(quiz: LearnerQuizRow, attempts: AttemptSummary): CoachingQuizDto {
  return {
    id: quiz.id,
    title: quiz.title,
    passMarkPercent: quiz.pass_mark_percent,
    attemptsAllowed: quiz.attempts_allowed,
    attemptsUsed: attempts.used,
    passed: attempts.passed,
    bestScorePercent: attempts.bestScorePercent,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      prompt: question.prompt,
      kind: question.kind,
      options: question.options.map((option) => ({ id: option.id, label: option.label })),
    })),
  };
}
