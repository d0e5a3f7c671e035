import * as yup from 'yup';
import { MAX_LENGTH } from '../constants';
import { parseFlexibleDate } from '../dates';
import { COUNTRIES } from '../enums/countries';
import { EXPERIENCES } from '../enums/experiences';
import { valuesOf } from '../enums/helpers';
import { JOB_CATEGORIES } from '../enums/job-categories';
import { JOB_TYPES } from '../enums/job-types';
import { QUALIFICATIONS } from '../enums/qualifications';
import { RECEIVE_APPLICANTS } from '../enums/receive-applicants';
import { REFERENCES } from '../enums/references';
import { SALARY_CURRENCIES } from '../enums/salary-currencies';
import { SALARY_TYPES } from '../enums/salary-types';
import { WORK_MODES } from '../enums/work-modes';
import type { LookupOption } from '../types/lookup';
import { emailField, requiredText, text } from './fields';
import { FORM_MESSAGES as M } from './messages';

/** §3 job post form (`POST /job-api/submit-job`), used by formik on /employer/submit-a-job and by the api. */

export const JOB_CLASSES = [
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
] as const;
export type JobClass = (typeof JOB_CLASSES)[number]['value'];

/** Designed limits of the job post form (the spec gives none). */
export const JOB_POST_LIMITS = {
  title: 150,
  description: 50_000,
  categories: 5,
  locations: 10,
  city: 100,
  skills: 20,
  skill: 60,
  qualifications: 20,
  shift: 100,
  vacancies: 1000,
  salaryMax: 1_000_000_000,
  screeningQuestions: 10,
  question: 300,
  rejectionSubject: MAX_LENGTH.shortText,
  rejectionBody: 5000,
  /** Deadlines further away than this are almost always typing mistakes. */
  deadlineYearsAhead: 2,
} as const;
const L = JOB_POST_LIMITS;

export const JOB_POST_MESSAGES = {
  date: 'Please enter the date as DD/MM/YYYY, YYYY-MM-DD or MM/DD/YYYY.',
  deadlinePast: 'The application deadline cannot be in the past.',
  deadlineFar: `The application deadline must be within ${L.deadlineYearsAhead} years.`,
  salary: 'Please enter a salary of 0 or more.',
  salaryPrecision: 'Please use at most 2 decimal places.',
  currencyNeeded: 'Please choose the currency of the salary.',
  vacancies: `Please enter a number of vacancies from 1 to ${L.vacancies}.`,
  category: 'Please choose categories from the list.',
  categoryNeeded: 'Please choose at least one category.',
  location: 'Please add at least one location.',
  url: 'Please enter a full link starting with http:// or https://.',
  externalUrlNeeded: 'Please enter the link where candidates apply.',
  externalEmailNeeded: 'Please enter the email address that receives applications.',
  rejectionNeeded: 'Please write the rejection email, or turn rejection emails off.',
  list: 'Please send a list.',
  tooMany: (max: number) => `Please add at most ${max} entries.`,
  duplicate: 'Each entry can be added only once.',
} as const;
const J = JOB_POST_MESSAGES;

const optionalText = (max: number) => text().max(max, M.tooLong(max)).default('');
const choice = <const T extends readonly LookupOption<string>[]>(options: T) =>
  text().default('').oneOf(['', ...valuesOf(options)], M.choose);
const list = <S extends yup.Schema>(of: S, max: number) =>
  yup.array().typeError(J.list).of(of).max(max, J.tooMany(max)).default([]);
const distinct = (values: readonly (string | undefined)[] | undefined) => {
  const keys = (values ?? []).map((value) => value?.toLowerCase());
  return new Set(keys).size === keys.length;
};
const DAY_MS = 86_400_000;
const utcMidnight = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

const locationEntry = yup.object({
  country: requiredText(20).oneOf(valuesOf(COUNTRIES), M.choose),
  city: optionalText(L.city),
});

const screeningQuestion = yup.object({
  /** Stable id of the question (kept on edit so answers stay linked); the server assigns one when missing. */
  id: optionalText(40),
  question: requiredText(L.question),
  required: yup.boolean().typeError(M.choose).default(false),
});

/**
 * The job post form. `today` is the clock the deadline is checked against (the api passes its own clock).
 * `job_date` accepts the §5 formats; the api stores it as YYYY-MM-DD.
 */
export function createJobPostSchema(today: () => Date = () => new Date()) {
  return yup.object({
    job_title: requiredText(L.title),
    job_cat: yup
      .array()
      .typeError(J.list)
      .of(text().required(M.required).oneOf(valuesOf(JOB_CATEGORIES), J.category))
      .required(J.categoryNeeded)
      .min(1, J.categoryNeeded)
      .max(L.categories, J.tooMany(L.categories))
      .test('distinct-categories', J.duplicate, distinct),
    /** HTML from the rich-text editor; the api sanitizes it with an allowlist before storing. */
    job_description: requiredText(L.description),
    job_date: text()
      .required(M.required)
      .max(30, J.date)
      .test('flexible-date', J.date, (value) => !value || parseFlexibleDate(value) !== null)
      .test('not-past', J.deadlinePast, (value) => {
        const date = value ? parseFlexibleDate(value) : null;
        return !date || date.getTime() >= utcMidnight(today());
      })
      .test('not-far', J.deadlineFar, (value) => {
        const date = value ? parseFlexibleDate(value) : null;
        return !date || date.getTime() <= utcMidnight(today()) + L.deadlineYearsAhead * 366 * DAY_MS;
      }),
    job_salary_type: choice(SALARY_TYPES),
    /** Offered salary in major units (e.g. 42000.50); null or '' for none. */
    job_salary: yup
      .number()
      .typeError(J.salary)
      .nullable()
      .default(null)
      .transform((value: unknown, original: unknown) => (original === '' ? null : value))
      .min(0, J.salary)
      .max(L.salaryMax, J.salary)
      .test('cents', J.salaryPrecision, (value) => value == null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
    job_currency: choice(SALARY_CURRENCIES).test('currency-needed', J.currencyNeeded, function currencyNeeded(value) {
      return typeof this.parent.job_salary !== 'number' || Boolean(value);
    }),
    job_posts: yup.number().typeError(J.vacancies).integer(J.vacancies).min(1, J.vacancies).max(L.vacancies, J.vacancies).default(1),
    job_type: requiredText(60).oneOf(valuesOf(JOB_TYPES), M.choose),
    job_experience: choice(EXPERIENCES),
    job_qualifications: list(text().required(M.required).oneOf(valuesOf(QUALIFICATIONS), M.choose), L.qualifications).test(
      'distinct-qualifications',
      J.duplicate,
      distinct,
    ),
    must_have_qualification: choice(QUALIFICATIONS),
    job_shift: optionalText(L.shift),
    job_skills: list(requiredText(L.skill), L.skills).test('distinct-skills', J.duplicate, distinct),
    receiveApplicants: text().default('site').oneOf(valuesOf(RECEIVE_APPLICANTS), M.choose),
    job_external_url: optionalText(MAX_LENGTH.url)
      .url(J.url)
      .matches(/^https?:\/\//i, { message: J.url, excludeEmptyString: true })
      .when('receiveApplicants', { is: 'exter', then: (schema) => schema.required(J.externalUrlNeeded) }),
    job_external_email: emailField()
      .notRequired()
      .default('')
      .when('receiveApplicants', { is: 'mail', then: (schema) => schema.required(J.externalEmailNeeded) }),
    class: text()
      .default('free')
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
      .oneOf(valuesOf(JOB_CLASSES), M.choose),
    workMode: choice(WORK_MODES),
    jobLocation: yup.array().typeError(J.list).of(locationEntry).required(J.location).min(1, J.location).max(L.locations, J.tooMany(L.locations)),
    reference: choice(REFERENCES),
    isSendRejection: yup.boolean().typeError(M.choose).default(false),
    rejection_email_subject: optionalText(L.rejectionSubject).when('isSendRejection', {
      is: true,
      then: (schema) => schema.required(J.rejectionNeeded),
    }),
    rejection_email_content: optionalText(L.rejectionBody).when('isSendRejection', {
      is: true,
      then: (schema) => schema.required(J.rejectionNeeded),
    }),
    screening_questions: list(screeningQuestion, L.screeningQuestions),
    /** The role works with children or vulnerable adults: applying needs a verified, unexpired background check (docs/safeguarding.md). */
    safeguardingRequired: yup.boolean().typeError(M.choose).default(false),
    /** 'draft' keeps the job unlisted; 'publish' (default) lists it at once. */
    status: text().default('publish').oneOf(['draft', 'publish'], M.choose),
  });
}

export const jobPostSchema = createJobPostSchema();
export type JobPostValues = yup.InferType<typeof jobPostSchema>;
