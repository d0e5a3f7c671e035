import type { TFunction } from 'i18next';
import {
  EXPERIENCES,
  JOB_CATEGORIES,
  JOB_TYPES,
  QUALIFICATIONS,
  SALARY_CURRENCIES,
  SALARY_TYPES,
  WORK_MODES,
  COUNTRIES,
  enumLabelKey,
  labelOf,
  type LookupOption,
} from '@fj/shared';
import type { JobCategoryRef, JobDetail } from '../api/types';

/** A stored enumeration value in the page's language (`enums.<family>.<value>`, the shared label by default). */
export function enumText(t: TFunction, family: string, options: readonly LookupOption[], value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const fallback = labelOf(options, value) ?? String(value);
  return t(enumLabelKey(family, value), { defaultValue: fallback });
}

export const jobTypeText = (t: TFunction, value?: string) => enumText(t, 'type', JOB_TYPES, value);
export const experienceText = (t: TFunction, value?: string) => enumText(t, 'experience', EXPERIENCES, value);
export const workModeText = (t: TFunction, value?: string) => enumText(t, 'workMode', WORK_MODES, value);

export const countryText = (t: TFunction, value?: string) => enumText(t, 'countries', COUNTRIES, value);
export const categoryText = (t: TFunction, value?: string) => enumText(t, 'category', JOB_CATEGORIES, value);

export function categoryNames(t: TFunction, categories: JobDetail['categories']): string[] {
  return (categories ?? [])
    .map((category: JobCategoryRef | string) => {
      if (typeof category === 'string') return categoryText(t, category);
      const value = category.value ?? (typeof category.id === 'string' ? category.id : undefined);
      return category.label ?? category.name ?? (value ? categoryText(t, value) : '');
    })
    .filter(Boolean);
}

export function qualificationsText(t: TFunction, value: JobDetail['job_qualifications']): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map((item) => enumText(t, 'qualification', QUALIFICATIONS, item)).join(', ');
}

export function skillNames(skills: JobDetail['job_skills']): string[] {
  return (skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name)).filter(Boolean);
}

/** §2 offered salary: the server's text ("Pound 30,000 (Yearly)"), else currency plus amount (and period). */
export function salaryText(
  t: TFunction,
  job: Pick<JobDetail, 'job_salary' | 'job_currency' | 'job_salary_type' | '_salary_offered'>,
): string {
  if (typeof job.job_salary === 'string' && job.job_salary.trim() && !Number.isFinite(Number(job.job_salary))) return job.job_salary;
  const raw = job._salary_offered ?? job.job_salary;
  if (raw === null || raw === undefined || raw === '') return '';
  const amount = Number(raw);
  const shown = Number.isFinite(amount) ? amount.toLocaleString(undefined, { maximumFractionDigits: 2 }) : String(raw);
  const currency = enumText(t, 'salaryCurrency', SALARY_CURRENCIES, job.job_currency);
  const period = enumText(t, 'salaryType', SALARY_TYPES, job.job_salary_type);
  return [currency, shown, period ? `(${period})` : ''].filter(Boolean).join(' ');
}

export const isPremiumJob = (job: { job_class?: string }) => (job.job_class ?? '').toLowerCase() === 'premium';
/** §4: 'publish' enables the closing date and days left (a published job past its deadline is not active). */
export const isPublished = (job: { postStatus?: string; is_active?: boolean }) =>
  job.is_active ?? ['publish', 'active'].includes((job.postStatus ?? '').toLowerCase());
export const jobEndDate = (job: Pick<JobDetail, 'postEndDate' | 'endDate' | 'closing_date'>) =>
  job.closing_date || job.postEndDate || job.endDate || '';
/** The stored job type value (lists send the label in `job_type`). */
export const jobTypeValue = (job: { job_type?: string; job_type_value?: string }) => job.job_type_value ?? job.job_type ?? '';
