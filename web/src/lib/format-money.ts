import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './intl-locale';

/** ISO 4217 code or nothing: the money helpers accept only what Intl can format. */
const isCurrencyCode = (currency: string | undefined): currency is string => !!currency && /^[A-Za-z]{3}$/.test(currency);

/** The narrow symbol as English writes it ('£', '$', '€'); CLDR Arabic has none for some ('UK£', 'US$'). */
function narrowSymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * THE money format of the app, from an amount in major units: '£2.99' / '‏2.99 £'. Arabic keeps its own symbols
 * (د.إ.‏, ر.س.‏) and takes the narrow symbol where CLDR Arabic would write Latin letters. An amount without a
 * known currency shows the plain number.
 */
export function formatAmount(amount: number, currency: string | undefined, language: string | undefined, fractionDigits?: number, notation: 'standard' | 'compact' = 'standard'): string {
  const locale = intlLocale(language);
  if (!isCurrencyCode(currency)) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, notation }).format(amount);
  const code = currency.toUpperCase();
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', notation, ...digits }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? narrowSymbol(code) : part.value)).join('');
}

/** Same, from minor units (pence, cents) as the payments API stores them. */
export function formatMoney(amountMinor: number, currency: string | undefined, language: string | undefined): string {
  return formatAmount(amountMinor / 100, currency, language);
}

/** A plain figure in the page's language ('30,000'; compact: '32K' / '32 ألف'). */
export function formatNumber(value: number, language: string | undefined, maximumFractionDigits = 2, notation: 'standard' | 'compact' = 'standard'): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits, notation }).format(value);
}

/** formatMoney bound to the page's language (re-renders when it changes). */
export function useFormatMoney(): (amountMinor: number, currency: string | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amountMinor, currency) => formatMoney(amountMinor, currency, language), [language]);
}
