import { formatCurrencyAmount, SALARY_CURRENCY_ISO_CODES } from '@fj/shared';
import { isArabic } from './card-labels';

/** How each salary type reads after the amount ("£18,000 a year"), in the card's two languages. */
const SALARY_PERIODS: Readonly<Record<'en' | 'ar', Readonly<Record<string, string>>>> = {
  en: {
    yearly: 'a year', monthly: 'a month', weekly: 'a week', hourly: 'an hour', 'per-hour': 'an hour',
    'per-session': 'a session', 'per-match': 'a match', 'on-invoice': 'on invoice', 'pro-rata': 'pro rata',
  },
  ar: {
    yearly: 'سنويًا', monthly: 'شهريًا', weekly: 'أسبوعيًا', hourly: 'في الساعة', 'per-hour': 'في الساعة',
    'per-session': 'للجلسة', 'per-match': 'للمباراة', 'on-invoice': 'بموجب فاتورة', 'pro-rata': 'بالتناسب',
  },
};

// The card fonts have no glyphs for the invisible direction marks Intl puts in Arabic money ("‏18,000 £"); the
// card lays out its runs itself, so they go.
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/** A job's salary as a person says it: "£18,000 a year" / "18,000 £ سنويًا"; '' when the job gives none. */
export function cardSalary(job: { salary_amount: number | null; currency_value: string; salary_type_value: string }, rtl: boolean): string {
  const amount = job.salary_amount;
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return '';
  const money = formatCurrencyAmount(amount, SALARY_CURRENCY_ISO_CODES[job.currency_value], rtl ? 'ar-u-nu-latn' : 'en-GB', Number.isInteger(amount) ? 0 : 2);
  const period = SALARY_PERIODS[rtl ? 'ar' : 'en'][job.salary_type_value] ?? '';
  return [money.replace(DIRECTION_MARKS, ''), period].filter(Boolean).join(' ');
}

/**
 * A place's parts ("Riyadh, Saudi Arabia"), with the Arabic comma on an Arabic card when the place is written in
 * Arabic ("الرياض، England"); a place all in Latin letters keeps its own comma ("Johannesburg, South Africa").
 */
export function cardPlace(parts: readonly (string | null | undefined)[], rtl: boolean): string {
  const kept = parts.filter((part): part is string => !!part);
  return kept.join(rtl && kept.some(isArabic) ? '، ' : ', ');
}
