import * as yup from 'yup';
import { APPLY_LIMITS, APPLY_MESSAGES, APPLY_STEPS, FORM_MESSAGES, type ApplyStep, type ScreeningQuestion } from '@fj/shared';

export type ApplyQuestion = ScreeningQuestion;

export interface ApplyFormValues {
  resumeId: string;
  answers: Record<string, string>;
  cover_note: string;
}

export const COVER_NOTE_MAX = APPLY_LIMITS.coverNote;
export const ANSWER_MAX = APPLY_LIMITS.answer;

export const nextStep = (step: ApplyStep): ApplyStep =>
  step === APPLY_STEPS.START ? APPLY_STEPS.SCREENING_QUESTIONS : APPLY_STEPS.PREVIEW;
export const previousStep = (step: ApplyStep): ApplyStep =>
  step === APPLY_STEPS.PREVIEW ? APPLY_STEPS.SCREENING_QUESTIONS : APPLY_STEPS.START;

/**
 * What each step checks before the next one opens: a CV at START; at SCREENING_QUESTIONS every required question
 * answered (the api applies the same rule, shared `missingScreeningAnswers`) and the lengths.
 */
export function applyStepSchema(step: ApplyStep, questions: readonly ApplyQuestion[]) {
  if (step === APPLY_STEPS.START) {
    return yup.object({ resumeId: yup.string().required(APPLY_MESSAGES.cv) });
  }
  const answers = Object.fromEntries(
    questions.map((question) => {
      const base = yup.string().trim().max(ANSWER_MAX, FORM_MESSAGES.tooLong(ANSWER_MAX));
      return [question.id, question.required ? base.required(FORM_MESSAGES.required) : base];
    }),
  );
  return yup.object({
    answers: yup.object(answers),
    cover_note: yup.string().max(COVER_NOTE_MAX, FORM_MESSAGES.tooLong(COVER_NOTE_MAX)),
  });
}
