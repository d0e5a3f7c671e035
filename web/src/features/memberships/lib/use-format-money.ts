import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fj/shared';

/** formatMoney in the page's language (Arabic digits under 'ar'). */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language?.startsWith('ar') ? 'ar' : 'en-GB';
  return useCallback((amountMinor: number, currency: string) => formatMoney(amountMinor, currency, locale), [locale]);
}
