import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { COACHING_LIMITS, type CoachingQuizInput, type QuizQuestionKind } from '@fj/shared';

export const OPTION_MAX_LENGTH = 400;
export const MIN_OPTIONS = 2;

export interface QuizOptionValues {
  label: string;
  correct: boolean;
}

export interface QuizQuestionValues {
  prompt: string;
  kind: QuizQuestionKind;
  options: QuizOptionValues[];
}

/** `quizTitle`, not `title`: the lesson's own title field is on the same screen (ids follow names). */
export interface QuizFormValues {
  quizTitle: string;
  /** As typed. */
  passMarkPercent: string;
  /** '' = unlimited. */
  attemptsAllowed: string;
  questions: QuizQuestionValues[];
}

export const emptyOption = (): QuizOptionValues => ({ label: '', correct: false });

export const emptyQuestion = (): QuizQuestionValues => ({ prompt: '', kind: 'single', options: [emptyOption(), emptyOption()] });

export const emptyQuiz = (title = ''): QuizFormValues => ({ quizTitle: title, passMarkPercent: '70', attemptsAllowed: '3', questions: [emptyQuestion()] });

export function quizValuesFrom(quiz: CoachingQuizInput): QuizFormValues {
  return {
    quizTitle: quiz.title,
    passMarkPercent: String(quiz.passMarkPercent),
    attemptsAllowed: quiz.attemptsAllowed === null ? '' : String(quiz.attemptsAllowed),
    questions: quiz.questions.map((question) => ({
      prompt: question.prompt,
      kind: question.kind,
      options: question.options.map((option) => ({ label: option.label, correct: option.correct })),
    })),
  };
}

export function quizInputFrom(values: QuizFormValues): CoachingQuizInput {
  return {
    title: values.quizTitle.trim(),
    passMarkPercent: Number(values.passMarkPercent),
    attemptsAllowed: values.attemptsAllowed.trim() ? Number(values.attemptsAllowed) : null,
    questions: values.questions.map((question) => ({
      prompt: question.prompt.trim(),
      kind: question.kind,
      options: question.options.map((option) => ({ label: option.label.trim(), correct: option.correct })),
    })),
  };
}

/**
 * A question of the other kind keeps its options; a single-choice question keeps only the first correct mark,
 * so switching never leaves a question the rules refuse without the author seeing why.
 */
export function withKind(question: QuizQuestionValues, kind: QuizQuestionKind): QuizQuestionValues {
  if (kind === 'multiple') return { ...question, kind };
  const first = question.options.findIndex((option) => option.correct);
  return { ...question, kind, options: question.options.map((option, index) => ({ ...option, correct: index === first })) };
}

/** Marks an option correct: a single-choice question has exactly one right answer, a multiple-choice one toggles. */
export function withCorrect(question: QuizQuestionValues, optionIndex: number): QuizQuestionValues {
  return {
    ...question,
    options: question.options.map((option, index) =>
      question.kind === 'single' ? { ...option, correct: index === optionIndex } : index === optionIndex ? { ...option, correct: !option.correct } : option,
    ),
  };
}

const wholeBetween = (value: string | undefined, min: number, max: number) => !!value && /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/**
 * The quiz's rules, the same as the API's: a title, a pass mark of 1–100 %, 1–100 attempts or unlimited, 1–50
 * questions, each with a prompt and 2–8 labelled options; a single-choice question exactly one correct option, a
 * multiple-choice question at least one.
 */
export function quizSchema(t: TFunction) {
  const option = yup.object({
    label: yup
      .string()
      .trim()
      .required(t('coachingAdmin.validation.optionRequired'))
      .max(OPTION_MAX_LENGTH, t('validation.tooLong', { max: OPTION_MAX_LENGTH })),
    correct: yup.boolean(),
  });
  const question = yup.object({
    prompt: yup.string().trim().required(t('coachingAdmin.validation.promptRequired')),
    kind: yup.string().oneOf(['single', 'multiple']).required(),
    options: yup
      .array(option)
      .min(MIN_OPTIONS, t('coachingAdmin.validation.optionsCount', { min: MIN_OPTIONS, max: COACHING_LIMITS.optionsPerQuestion }))
      .max(COACHING_LIMITS.optionsPerQuestion, t('coachingAdmin.validation.optionsCount', { min: MIN_OPTIONS, max: COACHING_LIMITS.optionsPerQuestion }))
      .test('correct', function correctMarks(options) {
        const correct = (options ?? []).filter((entry) => entry.correct).length;
        const kind = (this.parent as { kind?: QuizQuestionKind }).kind;
        if (kind === 'single' && correct !== 1) return this.createError({ message: t('coachingAdmin.validation.singleCorrect') });
        if (kind === 'multiple' && correct < 1) return this.createError({ message: t('coachingAdmin.validation.multipleCorrect') });
        return true;
      }),
  });
  return yup.object({
    quizTitle: yup
      .string()
      .trim()
      .required(t('coachingAdmin.validation.titleRequired'))
      .max(COACHING_LIMITS.titleMaxLength, t('validation.tooLong', { max: COACHING_LIMITS.titleMaxLength })),
    passMarkPercent: yup.string().test('pass', t('coachingAdmin.validation.passMark'), (value) => wholeBetween(value, 1, 100)),
    attemptsAllowed: yup.string().test('attempts', t('coachingAdmin.validation.attempts'), (value) => !value?.trim() || wholeBetween(value, 1, 100)),
    questions: yup
      .array(question)
      .min(1, t('coachingAdmin.validation.questionsCount', { max: COACHING_LIMITS.questionsPerQuiz }))
      .max(COACHING_LIMITS.questionsPerQuiz, t('coachingAdmin.validation.questionsCount', { max: COACHING_LIMITS.questionsPerQuiz })),
  });
}
