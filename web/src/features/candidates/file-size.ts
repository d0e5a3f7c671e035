import { intlLocale } from '../../lib/intl-locale';

/** Bytes as KB or MB in the page's language ('1.5 MB' / '1.5 م.ب'). */
export function formatFileSize(bytes: number, locale: string): string {
  const unit = (name: 'kilobyte' | 'megabyte') => new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return unit('megabyte').format(bytes / (1024 * 1024));
  return unit('kilobyte').format(Math.max(1, Math.round(bytes / 1024)));
}
