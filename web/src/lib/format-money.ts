import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '@fj/shared';
import { intlLocale } from './intl-locale';

/**
 * THE money format of the app, from an amount in major units: '£2.99' / '‏2.99 £' (shared with the API's share
 * cards: formatCurrencyAmount). An amount without a known currency shows the plain number.
 */
export function formatAmount(amount: number, currency: string | undefined, language: string | undefined, fractionDigits?: number, notation: 'standard' | 'compact' = 'standard'): string {
  return formatCurrencyAmount(amount, currency, intlLocale(language), fractionDigits, notation);
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
