/** An order's date in the page's language ('' for an unreadable one, rather than "Invalid Date"). */
export function formatOrderDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
