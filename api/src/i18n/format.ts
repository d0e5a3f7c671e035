import { intlLocale, type Locale } from './locale';

/** A calendar day as the SPA writes it (`24 November 2026` / `24 نوفمبر 2026`), in UTC so no time zone moves it. */
export function formatDay(value: Date | string, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The narrow symbol as English writes it ('£', '$', '€'); CLDR Arabic has none for some ('UK£', 'US$'). */
const narrowSymbol = (currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;

/**
 * Money from minor units as the SPA writes it (web/src/lib/format-money.ts): `£12.99` / `‏12.99 £`. Arabic keeps its
 * own symbols (د.إ.‏, ر.س.‏) and takes the narrow symbol where CLDR Arabic would write Latin letters (`UK£`).
 */
export function formatMoneyFor(amountMinor: number, currency: string, locale: Locale): string {
  const code = currency.toUpperCase();
  const parts = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(amountMinor / 100);
  return parts.map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? narrowSymbol(code) : part.value)).join('');
}
