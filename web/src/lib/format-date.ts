import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseFlexibleDate } from '@fj/shared';
import { intlLocale } from './intl-locale';

type DateInput = string | Date | null | undefined;

/** A date alone (YYYY-MM-DD, DD/MM/YYYY …) is a calendar day: read and written in UTC so no time zone moves it. */
function readDate(value: DateInput): { date: Date; dayOnly: boolean } | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, dayOnly: false };
  const text = value.trim();
  if (/^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) {
    const day = parseFlexibleDate(text);
    return day ? { date: day, dayOnly: true } : null;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : { date, dayOnly: false };
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

// Building an Intl formatter costs far more than formatting with one (a list of job cards made dozens per render).
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cachedFormatter<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cachedFormatter(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** THE date format of the app: '24 Nov 2026' / '24 نوفمبر 2026'. Unreadable text is shown as it came. */
export function formatDate(value: DateInput, language: string | undefined): string {
  const read = readDate(value);
  if (!read) return typeof value === 'string' ? value : '';
  return dateTimeFormat(intlLocale(language), { ...DAY, ...(read.dayOnly ? { timeZone: 'UTC' } : {}) }).format(read.date);
}

/** The date format plus the time of day: '24 Nov 2026, 14:05'. */
export function formatDateTime(value: DateInput, language: string | undefined): string {
  const read = readDate(value);
  if (!read) return '';
  if (read.dayOnly) return formatDate(value, language);
  return dateTimeFormat(intlLocale(language), { ...DAY, hour: '2-digit', minute: '2-digit' }).format(read.date);
}

/** Month and year of a career or education date: 'Nov 2026'. Unreadable text is shown as typed. */
export function formatMonthYear(value: DateInput, language: string | undefined): string {
  const read = readDate(value);
  if (!read) return typeof value === 'string' ? value : '';
  return dateTimeFormat(intlLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(read.date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 days ago' / 'قبل 3 أيام'; '' when the date cannot be read. */
export function relativeTime(value: DateInput, language: string | undefined, now: Date = new Date()): string {
  const read = readDate(value);
  if (!read) return '';
  const seconds = Math.round((read.date.getTime() - now.getTime()) / 1000);
  const locale = intlLocale(language);
  const format = cachedFormatter(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** formatDate bound to the page's language (re-renders when it changes); '' for a missing or unreadable date. */
export function useFormatDate(): (value: DateInput) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value) => (readDate(value) ? formatDate(value, language) : ''), [language]);
}
