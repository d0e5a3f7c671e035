import * as yup from 'yup';
import { text } from './fields';
import { FORM_MESSAGES as M } from './messages';

/** Designed limits of the apply form (§4 apply steps START=1, SCREENING_QUESTIONS=2, PREVIEW=3). */
export const APPLY_LIMITS = {
  coverNote: 5000,
  answer: 2000,
  answers: 20,
} as const;

export const APPLY_MESSAGES = {
  cv: 'Please choose a CV or upload one.',
  job: 'Please choose a job.',
  answers: 'Please send the answers as a list.',
} as const;

const id = (message: string) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .integer(message)
    .positive(message)
    .required(message);

const answer = yup.object({
  question_id: text().required(M.required).max(40, M.tooLong(40)),
  answer: text().max(APPLY_LIMITS.answer, M.tooLong(APPLY_LIMITS.answer)).default(''),
});

/**
 * `POST /job-api/apply`: the job, the CV (a PDF the candidate owns; a new one is uploaded first through
 * `POST /upload-my-resumes`), the answers to the job's screening questions and an optional cover note.
 * Required questions are checked against the job by `missingScreeningAnswers`.
 */
export const applySchema = yup.object({
  jobId: id(APPLY_MESSAGES.job),
  cv_media_id: id(APPLY_MESSAGES.cv),
  answers: yup.array().typeError(APPLY_MESSAGES.answers).of(answer).max(APPLY_LIMITS.answers, `Please send at most ${APPLY_LIMITS.answers} answers.`).default([]),
  cover_note: text().max(APPLY_LIMITS.coverNote, M.tooLong(APPLY_LIMITS.coverNote)).default(''),
});

export type ApplyForm = yup.InferType<typeof applySchema>;

/** External-link jobs need only the job: the candidate continues on the employer's site. */
export const applyJobSchema = yup.object({ jobId: id(APPLY_MESSAGES.job) });

export interface ScreeningQuestion {
  id: string;
  question: string;
  required: boolean;
}

/** Field key of a screening answer in form errors: `answers.<question id>`. */
export const answerField = (questionId: string): string => `answers.${questionId}`;

/**
 * Field errors for required screening questions left blank (step SCREENING_QUESTIONS and the api use the same
 * rule). Answers to questions the job does not have are ignored.
 */
export function missingScreeningAnswers(
  questions: readonly ScreeningQuestion[],
  answers: readonly { question_id: string; answer?: string | null }[],
): Record<string, string> {
  const given = new Map(answers.map((entry) => [entry.question_id, (entry.answer ?? '').trim()]));
  const errors: Record<string, string> = {};
  for (const question of questions) {
    if (question.required && !given.get(question.id)) errors[answerField(question.id)] = M.required;
  }
  return errors;
}

/** Designed paths of the apply area (same style as §7; docs/credits-applications-alerts.md). */
export const APPLY_API = {
  /** `POST { id }`: the candidate withdraws an open application (status 10 Withdrew). */
  withdrawApplication: '/job-api/withdraw-application',
} as const;

/** The message of a refused Premium application (the SPA shows the join-network modal). */
export const PREMIUM_APPLY_MESSAGE = 'This is a Premium job. Join our network (or upgrade your membership) to apply.';
