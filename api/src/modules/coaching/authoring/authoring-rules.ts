import {
  COACHING_LIMITS,
  type CoachingCourseInput,
  type CoachingLessonInput,
  type CoachingQuizInput,
  videoEmbedUrl,
} from '@fj/shared';
import { HttpError } from '../../../lib/http-error';
import { sanitizeRichText } from '../../../lib/rich-text';

/** The authoring rules (docs/coaching.md "Authoring"): every field is checked at once and a refusal names each one. */

export const AUTHORING_LIMITS = {
  /** Whole pounds up to £10,000; at least £1 (a shop product's price is positive). */
  priceMinMinor: 100,
  priceMaxMinor: 1_000_000,
  durationMaxMinutes: 600,
  passMarkMin: 1,
  passMarkMax: 100,
  attemptsMax: 100,
  promptMaxLength: 2000,
  optionMaxLength: 400,
  optionsMin: 2,
} as const;

export const AUTHORING_MESSAGES = {
  checkForm: 'Please check the form.',
  titleRequired: 'Please give a title.',
  titleTooLong: `Please keep the title under ${COACHING_LIMITS.titleMaxLength} characters.`,
  slugInvalid: 'Use lower-case letters, numbers and single dashes, e.g. video-analysis-basics.',
  slugTaken: 'Another course already uses this address.',
  summaryTooLong: `Please keep the summary under ${COACHING_LIMITS.summaryMaxLength} characters.`,
  coverInvalid: 'Use an https:// link or upload a picture.',
  priceRange: `Give a price between £${AUTHORING_LIMITS.priceMinMinor / 100} and £${AUTHORING_LIMITS.priceMaxMinor / 100}, or make the course free.`,
  coachInvalid: 'Choose a coach or an administrator to run the course.',
  publishEmpty: 'Add at least one lesson before publishing the course.',
  videoInvalid: 'Only YouTube and Vimeo video links can be used.',
  durationRange: `Give the length in minutes, from 1 to ${AUTHORING_LIMITS.durationMaxMinutes}.`,
  passMarkRange: 'The pass mark is a percentage from 1 to 100.',
  attemptsRange: `Allow from 1 to ${AUTHORING_LIMITS.attemptsMax} attempts, or leave it unlimited.`,
  questionsRequired: 'Add at least one question.',
  questionsTooMany: `A quiz has at most ${COACHING_LIMITS.questionsPerQuiz} questions.`,
  promptRequired: 'Please write the question.',
  promptTooLong: `Please keep the question under ${AUTHORING_LIMITS.promptMaxLength} characters.`,
  optionsCount: `Give from ${AUTHORING_LIMITS.optionsMin} to ${COACHING_LIMITS.optionsPerQuestion} answers.`,
  optionRequired: 'Please write the answer.',
  optionTooLong: `Please keep the answer under ${AUTHORING_LIMITS.optionMaxLength} characters.`,
  singleNeedsOne: 'Mark exactly one answer as correct.',
  multipleNeedsOne: 'Mark at least one answer as correct.',
  moduleRequired: 'Choose the module this lesson belongs to.',
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MEDIA_PATH = /^\/media\/([1-9]\d{0,9})$/;

const length = (text: string) => [...text].length;

function fail(errors: Record<string, string>): void {
  if (Object.keys(errors).length) throw new HttpError(422, AUTHORING_MESSAGES.checkForm, errors, 'validation-failed');
}

function checkTitle(title: string, errors: Record<string, string>, field = 'title'): string {
  const trimmed = title.trim();
  if (!trimmed) errors[field] = AUTHORING_MESSAGES.titleRequired;
  else if (length(trimmed) > COACHING_LIMITS.titleMaxLength) errors[field] = AUTHORING_MESSAGES.titleTooLong;
  return trimmed;
}

/** A cover is none, an https link, or an uploaded picture (`/media/{id}`, whose row the service checks). */
export const coverMediaId = (cover: string): number | null => {
  const match = MEDIA_PATH.exec(cover);
  return match ? Number(match[1]) : null;
};

export interface CheckedCourse {
  title: string;
  slug: string | null;
  summary: string;
  description: string;
  coverImage: string;
  category: CoachingCourseInput['category'];
  level: CoachingCourseInput['level'];
  language: CoachingCourseInput['language'];
  coachId: number | undefined;
  priceMinor: number | null;
  published: boolean;
}

/** The course's own fields; the slug's uniqueness, the cover's row, the coach and publishing need the database (service). */
export function checkCourse(input: CoachingCourseInput, errors: Record<string, string> = {}): CheckedCourse {
  const title = checkTitle(input.title, errors);
  const slug = input.slug?.trim() ? input.slug.trim() : null;
  if (slug !== null && (!SLUG_PATTERN.test(slug) || slug.length > COACHING_LIMITS.titleMaxLength)) errors.slug = AUTHORING_MESSAGES.slugInvalid;
  const summary = input.summary.trim();
  if (length(summary) > COACHING_LIMITS.summaryMaxLength) errors.summary = AUTHORING_MESSAGES.summaryTooLong;
  const coverImage = input.coverImage.trim();
  if (coverImage && !coverImage.startsWith('https://') && coverMediaId(coverImage) === null) errors.coverImage = AUTHORING_MESSAGES.coverInvalid;
  if (coverImage.startsWith('https://')) {
    try {
      new URL(coverImage);
    } catch {
      errors.coverImage = AUTHORING_MESSAGES.coverInvalid;
    }
  }
  const price = input.priceMinor;
  if (price !== null && (!Number.isInteger(price) || price < AUTHORING_LIMITS.priceMinMinor || price > AUTHORING_LIMITS.priceMaxMinor)) {
    errors.priceMinor = AUTHORING_MESSAGES.priceRange;
  }
  return {
    title,
    slug,
    summary,
    description: sanitizeRichText(input.description),
    coverImage,
    category: input.category,
    level: input.level,
    language: input.language,
    coachId: input.coachId,
    priceMinor: price,
    published: input.published,
  };
}

export const refuseWhenAny = fail;

/** A module's title: the same rule as every title. */
export function checkModuleTitle(title: string): string {
  const errors: Record<string, string> = {};
  const checked = checkTitle(title, errors);
  fail(errors);
  return checked;
}

export interface CheckedLesson {
  title: string;
  body: string;
  videoUrl: string | null;
  durationMinutes: number | null;
  isPreview: boolean;
  isRequired: boolean;
}

/** A lesson: sanitised body, and a video only when it is a YouTube or Vimeo link the player can embed. */
export function checkLesson(input: Omit<CoachingLessonInput, 'moduleId' | 'position'>): CheckedLesson {
  const errors: Record<string, string> = {};
  const title = checkTitle(input.title, errors);
  const videoUrl = input.videoUrl?.trim() ? input.videoUrl.trim() : null;
  if (videoUrl !== null && videoEmbedUrl(videoUrl) === null) errors.videoUrl = AUTHORING_MESSAGES.videoInvalid;
  const duration = input.durationMinutes;
  if (duration !== null && (!Number.isInteger(duration) || duration < 1 || duration > AUTHORING_LIMITS.durationMaxMinutes)) errors.durationMinutes = AUTHORING_MESSAGES.durationRange;
  fail(errors);
  return { title, body: sanitizeRichText(input.body), videoUrl, durationMinutes: duration, isPreview: input.isPreview, isRequired: input.isRequired };
}

/** A quiz: at least one question; a single-choice question has exactly one right answer, a multiple-choice one at least one. */
export function checkQuiz(input: CoachingQuizInput): CoachingQuizInput {
  const errors: Record<string, string> = {};
  const title = checkTitle(input.title, errors);
  if (!Number.isInteger(input.passMarkPercent) || input.passMarkPercent < AUTHORING_LIMITS.passMarkMin || input.passMarkPercent > AUTHORING_LIMITS.passMarkMax) {
    errors.passMarkPercent = AUTHORING_MESSAGES.passMarkRange;
  }
  const attempts = input.attemptsAllowed;
  if (attempts !== null && (!Number.isInteger(attempts) || attempts < 1 || attempts > AUTHORING_LIMITS.attemptsMax)) errors.attemptsAllowed = AUTHORING_MESSAGES.attemptsRange;
  if (input.questions.length === 0) errors.questions = AUTHORING_MESSAGES.questionsRequired;
  else if (input.questions.length > COACHING_LIMITS.questionsPerQuiz) errors.questions = AUTHORING_MESSAGES.questionsTooMany;
  const questions = input.questions.map((question, q) => {
    const prompt = question.prompt.trim();
    if (!prompt) errors[`questions.${q}.prompt`] = AUTHORING_MESSAGES.promptRequired;
    else if (length(prompt) > AUTHORING_LIMITS.promptMaxLength) errors[`questions.${q}.prompt`] = AUTHORING_MESSAGES.promptTooLong;
    const options = question.options.map((option, o) => {
      const label = option.label.trim();
      if (!label) errors[`questions.${q}.options.${o}.label`] = AUTHORING_MESSAGES.optionRequired;
      else if (length(label) > AUTHORING_LIMITS.optionMaxLength) errors[`questions.${q}.options.${o}.label`] = AUTHORING_MESSAGES.optionTooLong;
      return { label, correct: option.correct };
    });
    const correct = options.filter((option) => option.correct).length;
    if (options.length < AUTHORING_LIMITS.optionsMin || options.length > COACHING_LIMITS.optionsPerQuestion) errors[`questions.${q}.options`] = AUTHORING_MESSAGES.optionsCount;
    else if (question.kind === 'single' && correct !== 1) errors[`questions.${q}.options`] = AUTHORING_MESSAGES.singleNeedsOne;
    else if (question.kind === 'multiple' && correct < 1) errors[`questions.${q}.options`] = AUTHORING_MESSAGES.multipleNeedsOne;
    return { prompt, kind: question.kind, options };
  });
  fail(errors);
  return { title, passMarkPercent: input.passMarkPercent, attemptsAllowed: attempts, questions };
}
