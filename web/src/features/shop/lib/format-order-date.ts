import { formatDate } from '../../../lib/format-date';

/** An order's date in the page's language ('' for an unreadable one, rather than "Invalid Date"). */
export function formatOrderDate(iso: string, language: string): string {
  const text = formatDate(iso, language);
  return text === iso ? '' : text;
}
