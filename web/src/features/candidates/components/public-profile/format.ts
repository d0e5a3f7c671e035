import { parseFlexibleDate } from '@fj/shared';

/** A work-experience date as month and year in the page's language; unparsable input is shown as typed. */
export function formatMonthYear(value: string, locale: string): string {
  const date = parseFlexibleDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
