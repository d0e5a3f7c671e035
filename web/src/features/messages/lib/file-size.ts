import { intlLocale } from '../../../lib/intl-locale';

/** '820 kB' / '2.4 MB' in the page's language. */
export function formatFileSize(bytes: number, language: string | undefined): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(value);
}
