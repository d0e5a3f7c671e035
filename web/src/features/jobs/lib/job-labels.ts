import i18next, { type TFunction } from 'i18next';
import { EXPERIENCES, QUALIFICATIONS, SALARY_CURRENCIES, SALARY_TYPES, WORK_MODES, SKILLS } from '@fj/shared';
import { SALARY_CURRENCY_CODES } from '../../../lib/enum-label';
import { formatAmount } from '../../../lib/format-money';
import type { JobCategoryRef, JobDetail } from '../api/types';
import { categoryText, enumText } from './job-card-labels';

// What a job card shows (home's below-the-fold lists carry only that, not the detail's enumerations).
export { categoryText, countryText, enumText, isPremiumJob, jobLocationText, jobTypeText, jobTypeValue } from './job-card-labels';


export const experienceText = (t: TFunction, value?: string) => enumText(t, 'experience', EXPERIENCES, value);
export const workModeText = (t: TFunction, value?: string) => enumText(t, 'workMode', WORK_MODES, value);


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

/** Skills are stored by name: a name from the shared list reads in the page's language, a typed one as typed. */
export function skillLabels(t: TFunction, skills: JobDetail['job_skills']): string[] {
  return skillNames(skills).map((name) => {
    const known = SKILLS.find((option) => option.label === name);
    return known ? enumText(t, 'skills', SKILLS, known.value) : name;
  });
}


/** Category names from the stored values when the server sent them (catIds), its English labels otherwise. */
export function jobCategoryNames(t: TFunction, job: Pick<JobDetail, 'catIds' | 'categories'>): string[] {
  const values = (job.catIds ?? []).filter((value): value is string => typeof value === 'string');
  return values.length ? values.map((value) => categoryText(t, value)) : categoryNames(t, job.categories);
}

export const jobWorkModeText = (t: TFunction, job: Pick<JobDetail, 'work_mode_value' | 'workMode' | 'work_mode'>) =>
  workModeText(t, job.work_mode_value || job.workMode || job.work_mode);
export const jobExperienceText = (t: TFunction, job: Pick<JobDetail, 'job_experience_value' | 'job_experience'>) =>
  experienceText(t, job.job_experience_value || job.job_experience);
export const jobQualificationsText = (t: TFunction, job: Pick<JobDetail, 'job_qualification_values' | 'job_qualifications'>) =>
  qualificationsText(t, job.job_qualification_values ?? job.job_qualifications);

const language = (t: TFunction) => (t as TFunction & { lng?: string | null }).lng ?? i18next.language;

/** §2 offered salary: the server's text ("Pound 30,000 (Yearly)"), else currency plus amount (and period). */
export function salaryText(
  t: TFunction,
  job: Pick<JobDetail, 'job_salary' | 'job_currency' | 'job_salary_type' | '_salary_offered' | 'salary_amount' | 'currency_value' | 'salary_type_value'>,
): string {
  const fromValues = job.salary_amount !== undefined;
  if (!fromValues && typeof job.job_salary === 'string' && job.job_salary.trim() && !Number.isFinite(Number(job.job_salary))) return job.job_salary;
  const raw = fromValues ? job.salary_amount : (job._salary_offered ?? job.job_salary);
  if (raw === null || raw === undefined || raw === '') return '';
  const amount = Number(raw);
  const currencyValue = job.currency_value || job.job_currency;
  const period = enumText(t, 'salaryType', SALARY_TYPES, job.salary_type_value || job.job_salary_type);
  const code = currencyValue ? SALARY_CURRENCY_CODES[currencyValue] : undefined;
  // A known currency is money in the page's format ('£30,000'); otherwise its name and the figure.
  const shown = !Number.isFinite(amount)
    ? String(raw)
    : code
      ? formatAmount(amount, code, language(t), Number.isInteger(amount) ? 0 : 2)
      : [enumText(t, 'salaryCurrency', SALARY_CURRENCIES, currencyValue), formatAmount(amount, undefined, language(t))].filter(Boolean).join(' ');
  return [shown, period ? `(${period})` : ''].filter(Boolean).join(' ');
}

/** §4: 'publish' enables the closing date and days left (a published job past its deadline is not active). */
export const isPublished = (job: { postStatus?: string; is_active?: boolean }) =>
  job.is_active ?? ['publish', 'active'].includes((job.postStatus ?? '').toLowerCase());
export const jobEndDate = (job: Pick<JobDetail, 'postEndDate' | 'endDate' | 'closing_date'>) =>
  job.closing_date || job.postEndDate || job.endDate || '';
