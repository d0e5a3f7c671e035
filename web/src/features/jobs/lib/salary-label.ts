import type { TFunction } from 'i18next';
import { SALARY_CURRENCIES, SALARY_TYPES } from '@fj/shared';
import { SALARY_CURRENCY_CODES } from '../../../lib/enum-label';
import { formatAmount } from '../../../lib/format-money';
import type { JobListItem } from '../api/types';
import { enumText } from './job-card-labels';

/**
 * A card's salary in the page's language: "£30,000 · Yearly" (a known currency as money), else the currency's name
 * and the figure; empty when the job gives none. Jobs store one amount (no range yet: docs/jobs.md).
 */
export function cardSalary(t: TFunction, language: string, job: Pick<JobListItem, 'salary_amount' | 'currency_value' | 'salary_type_value'>): string {
  const amount = job.salary_amount;
  if (amount === null || amount === undefined || !Number.isFinite(Number(amount)) || Number(amount) <= 0) return '';
  const value = Number(amount);
  const code = job.currency_value ? SALARY_CURRENCY_CODES[job.currency_value] : undefined;
  const money = code
    ? formatAmount(value, code, language, Number.isInteger(value) ? 0 : 2)
    : [enumText(t, 'salaryCurrency', SALARY_CURRENCIES, job.currency_value), formatAmount(value, undefined, language)].filter(Boolean).join(' ');
  const period = job.salary_type_value ? enumText(t, 'salaryType', SALARY_TYPES, job.salary_type_value) : '';
  return [money, period].filter(Boolean).join(' · ');
}
