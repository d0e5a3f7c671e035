import * as yup from 'yup';
import { LIMITS, MAX_LENGTH } from '../constants';
import { parseFlexibleDate } from '../dates';
import { BACKGROUNDS } from '../enums/backgrounds';
import { COUNTRIES } from '../enums/countries';
import { EXPERIENCES } from '../enums/experiences';
import { GENDERS } from '../enums/genders';
import { valuesOf } from '../enums/helpers';
import { JOB_ROLES } from '../enums/job-roles';
import { JOB_TYPES } from '../enums/job-types';
import { LEVELS } from '../enums/levels';
import { PROFILE_TYPES } from '../enums/profile-types';
import { QUALIFICATIONS } from '../enums/qualifications';
import { SALARY_CURRENCIES } from '../enums/salary-currencies';
import { SALARY_TYPES } from '../enums/salary-types';
import { VISIBILITIES } from '../enums/visibilities';
import { YES_NO_PREFER } from '../enums/yes-no';
import type { LookupOption } from '../types/lookup';
import { emailField, requiredText, text } from './fields';
import { FORM_MESSAGES as M } from './messages';
import { CANDIDATE_PROFILE_MESSAGES } from './candidate-profile-messages';

/**
 * §3 candidate profile form, one schema per edit-profile tab (§9 tab codes 1.0–10.0) and one for the whole
 * profile. Field names are the spec's own. The tab layout is documented in docs/candidate-area.md.
 */

export { CANDIDATE_PROFILE_MESSAGES };
const P = CANDIDATE_PROFILE_MESSAGES;

/** Designed limits of the profile (the spec gives only the 3 headline roles). */
export const CANDIDATE_PROFILE_LIMITS = {
  headline: LIMITS.candidateHeadlineMax,
  education: 20,
  profession: 30,
  certifications: 30,
  skills: 30,
  languages: 20,
  qualifications: 20,
  phone: 30,
  city: 100,
  cvHeadline: 200,
  entryTitle: 200,
  entryDetail: 5000,
  label: 60,
  intro: 20_000,
  salaryMax: 1_000_000_000,
} as const;
const L = CANDIDATE_PROFILE_LIMITS;

/** The yes/no answers of cand_availability, cand_relocate and immediately. */
export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const optionalText = (max: number) => text().max(max, M.tooLong(max));

/** One value of an enumeration, or '' for "not answered". */
const choice = <const T extends readonly LookupOption<string>[]>(options: T) =>
  text().oneOf(['', ...valuesOf(options)], M.choose);

const urlField = () => optionalText(MAX_LENGTH.url).url(P.url);

const isFlexibleDate = (value: string | undefined) => !value || parseFlexibleDate(value) !== null;
const dateField = () => text().max(10, P.date).test('flexible-date', P.date, isFlexibleDate);

const list = <S extends yup.Schema>(of: S, max: number) =>
  yup.array().typeError(P.list).of(of).max(max, P.tooMany(max));

/** True when no two entries share the key (compared case-insensitively). */
const distinctBy =
  <T>(key: (entry: T) => string | undefined) =>
  (entries: readonly T[] | undefined) => {
    const keys = (entries ?? []).map((entry) => key(entry)?.toLowerCase()).filter((k) => k !== undefined);
    return new Set(keys).size === keys.length;
  };

/** Phone: §5 "a contact number without spaces". */
const phoneField = () =>
  optionalText(L.phone)
    .test('no-spaces', P.phoneSpaces, (value) => !value || !/\s/.test(value))
    .matches(/^\+?[0-9()\-.]{5,29}$/, { message: P.phoneFormat, excludeEmptyString: true });

const headlineTag = yup.object({
  value: requiredText(MAX_LENGTH.shortText).oneOf(valuesOf(JOB_ROLES), M.choose),
  // The server replaces the label with the list's own label for the value.
  label: optionalText(MAX_LENGTH.shortText).default(''),
});

const labelled = yup.object({ label: requiredText(L.label) });

const educationEntry = yup.object({
  degree_name: requiredText(L.entryTitle),
  degree_institute: optionalText(L.entryTitle).default(''),
  degree_detail: optionalText(L.entryDetail).default(''),
});

const professionEntry = yup.object({
  project_role: requiredText(L.entryTitle),
  project_organization: optionalText(L.entryTitle).default(''),
  project_desc: optionalText(L.entryDetail).default(''),
  project_start: dateField().required(M.required),
  /** Empty means the job continues (shown as "Present"). */
  project_end: dateField()
    .default('')
    .test('end-after-start', P.endBeforeStart, function endAfterStart(value) {
      const start = parseFlexibleDate(String(this.parent.project_start ?? ''));
      const end = value ? parseFlexibleDate(value) : null;
      return !start || !end || end.getTime() >= start.getTime();
    }),
});

const certificationEntry = yup.object({
  certification_name: requiredText(L.entryTitle),
  certification_institute: optionalText(L.entryTitle).default(''),
  certification_desc: optionalText(L.entryDetail).default(''),
});

/** Every field of the profile form, by its §3 name. */
export const candidateProfileShape = {
  // 1.0 Basic details
  cand_name: requiredText(MAX_LENGTH.name),
  cand_email: emailField(),
  cand_phone: phoneField(),
  cand_country: choice(COUNTRIES),
  cand_city: optionalText(L.city),
  profile_type: text().oneOf(valuesOf(PROFILE_TYPES), M.choose),
  // 2.0 Headline and about me
  cand_headline: list(headlineTag, 50)
    .max(L.headline, P.headlineMax)
    .test('distinct-roles', P.duplicate, distinctBy((tag: { value?: string }) => tag.value)),
  cv_headline: optionalText(L.cvHeadline),
  /** HTML from the rich-text editor; the server sanitizes it with an allowlist before storing. */
  cand_intro: optionalText(L.intro),
  // 3.0 Availability and visibility
  cand_availability: choice(YES_NO),
  immediately: choice(YES_NO),
  cand_relocate: choice(YES_NO),
  cand_profile: text().oneOf(valuesOf(VISIBILITIES), M.choose),
  // 4.0 Social links
  cand_fb: urlField(),
  cand_twiter: urlField(),
  cand_google: urlField(),
  cand_linked: urlField(),
  // 5.0 Qualifications
  cand_qualification: list(text().required(M.required).oneOf(valuesOf(QUALIFICATIONS), M.choose), L.qualifications).test(
    'distinct-qualifications',
    P.duplicate,
    distinctBy((value: string | undefined) => value),
  ),
  cand_education: list(educationEntry, L.education),
  // 6.0 Work experience
  cand_experience: choice(EXPERIENCES),
  cand_profession: list(professionEntry, L.profession),
  // 7.0 Awards and achievements
  cand_certifications: list(certificationEntry, L.certifications),
  // 8.0 Skills and languages
  cand_skills: list(labelled, L.skills).test('distinct-skills', P.duplicate, distinctBy((skill: { label?: string }) => skill.label)),
  cand_languages: list(labelled, L.languages).test(
    'distinct-languages',
    P.duplicate,
    distinctBy((language: { label?: string }) => language.label),
  ),
  // 9.0 Looking for
  type: choice(JOB_TYPES),
  level: choice(LEVELS),
  cand_salary_type: choice(SALARY_TYPES),
  cand_salary_currency: choice(SALARY_CURRENCIES),
  /** Expected salary in major units (e.g. pounds); null or '' clears it. */
  cand_salary: yup
    .number()
    .typeError(P.salary)
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .min(0, P.salary)
    .max(L.salaryMax, P.salary)
    .test('cents', P.salaryPrecision, (value) => value == null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
  // 10.0 Diversity (optional; never shown publicly, never used in search)
  cand_gender: choice(GENDERS),
  cand_background: choice(BACKGROUNDS),
  cand_community: choice(YES_NO_PREFER),
  cand_condition: choice(YES_NO_PREFER),
};

export type CandidateProfileField = keyof typeof candidateProfileShape;
export const CANDIDATE_PROFILE_FIELDS = Object.keys(candidateProfileShape) as CandidateProfileField[];

/** The whole profile form. */
export const candidateProfileSchema = yup.object(candidateProfileShape);
export type CandidateProfileValues = yup.InferType<typeof candidateProfileSchema>;

/** §9 edit-profile tabs: code, i18n-ready title and the fields each tab edits. The photo upload sits on 1.0. */
export const CANDIDATE_PROFILE_TABS = [
  { code: '1.0', key: 'basic', title: 'Basic Details', fields: ['cand_name', 'cand_email', 'cand_phone', 'cand_country', 'cand_city', 'profile_type'] },
  { code: '2.0', key: 'headline', title: 'Headline & About Me', fields: ['cand_headline', 'cv_headline', 'cand_intro'] },
  { code: '3.0', key: 'availability', title: 'Availability & Visibility', fields: ['cand_availability', 'immediately', 'cand_relocate', 'cand_profile'] },
  { code: '4.0', key: 'social', title: 'Social Links', fields: ['cand_fb', 'cand_twiter', 'cand_google', 'cand_linked'] },
  { code: '5.0', key: 'qualifications', title: 'Qualifications', fields: ['cand_qualification', 'cand_education'] },
  { code: '6.0', key: 'experience', title: 'Work Experience', fields: ['cand_experience', 'cand_profession'] },
  { code: '7.0', key: 'awards', title: 'Awards & Achievements', fields: ['cand_certifications'] },
  { code: '8.0', key: 'skills', title: 'Skills & Languages', fields: ['cand_skills', 'cand_languages'] },
  { code: '9.0', key: 'looking-for', title: 'Looking For', fields: ['type', 'level', 'cand_salary_type', 'cand_salary_currency', 'cand_salary'] },
  { code: '10.0', key: 'diversity', title: 'Diversity (private)', fields: ['cand_gender', 'cand_background', 'cand_community', 'cand_condition'] },
] as const satisfies readonly { code: string; key: string; title: string; fields: readonly CandidateProfileField[] }[];

export type CandidateProfileTabCode = (typeof CANDIDATE_PROFILE_TABS)[number]['code'];

/** The schema of a set of fields: a tab's fields, or the fields present in a partial update. */
export function candidateProfileSchemaFor(fields: readonly CandidateProfileField[]) {
  return candidateProfileSchema.pick([...fields]);
}

/** The form schema of one edit-profile tab. */
export function candidateProfileTabSchema(code: CandidateProfileTabCode) {
  const tab = CANDIDATE_PROFILE_TABS.find((entry) => entry.code === code);
  if (!tab) throw new Error(`Unknown edit-profile tab ${code}`);
  return candidateProfileSchemaFor(tab.fields);
}

/** The profile fields present in a request body (a partial update changes only these). */
export function candidateProfileFieldsIn(body: Record<string, unknown>): CandidateProfileField[] {
  return CANDIDATE_PROFILE_FIELDS.filter((field) => Object.prototype.hasOwnProperty.call(body, field));
}

/** The diversity answers: optional, never on the public profile, never in search. */
export const DIVERSITY_FIELDS = ['cand_gender', 'cand_background', 'cand_community', 'cand_condition'] as const satisfies readonly CandidateProfileField[];

/** Slugs that are routes of their own under /profile/ or would mislead. */
export const RESERVED_PROFILE_SLUGS = ['list', 'edit', 'new', 'admin', 'administrator', 'me', 'search', 'settings', 'deleted'] as const;

export const PERMALINK_MESSAGES = {
  format: 'Use 3 to 60 lower-case letters, numbers and single dashes, e.g. jane-smith-coach.',
  reserved: 'This address is reserved. Please choose another.',
  taken: 'This address is already taken. Please choose another.',
} as const;

/** `POST /update-permalink`: the new slug of `/profile/{slug}`. */
export const permalinkSchema = yup.object({
  slug: text()
    .required(M.required)
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .matches(/^(?=.{3,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/, PERMALINK_MESSAGES.format)
    .notOneOf([...RESERVED_PROFILE_SLUGS], PERMALINK_MESSAGES.reserved),
});

/** `POST /update-visibility`: the discoverable-profile switch. */
export const visibilitySchema = yup.object({
  cand_profile: text().required(M.required).oneOf(valuesOf(VISIBILITIES), M.choose),
});

/** The word a person types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export const deleteAccountSchema = yup.object({
  confirmation: text()
    .required(`Please type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`)
    .oneOf([DELETE_ACCOUNT_CONFIRMATION], `Please type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`),
});
