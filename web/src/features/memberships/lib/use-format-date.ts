import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** '22 Nov 2026' in the page's language; '' for a missing or unreadable date. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.language?.startsWith('ar') ? 'ar' : 'en-GB';
  return useCallback(
    (value: string | null | undefined) => {
      if (!value) return '';
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
    },
    [locale],
  );
}
