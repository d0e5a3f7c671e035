import { intlLocale } from '../../lib/intl-locale';

/** Bytes as KB or MB in the page's language. */
export function formatFileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${number.format(bytes / (1024 * 1024))} MB`;
  return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
