import { directionOf, type Locale } from '../../i18n/locale';
import { MAIL_TEXT_AR } from './ar';
import { MAIL_TEXT_EN, type MailText } from './en';

export type { MailText } from './en';

export const MAIL_TEXTS: Readonly<Record<Locale, MailText>> = { en: MAIL_TEXT_EN, ar: MAIL_TEXT_AR };

export const mailText = (locale: Locale): MailText => MAIL_TEXTS[locale];

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A catalogue sentence with its `{name}` placeholders replaced; an unknown placeholder stays visible. */
export const fill = (template: string, values: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The same for HTML: the sentence is escaped, the values are inserted as given (escaped text or built markup). */
export const fillHtml = (template: string, values: Readonly<Record<string, string | number>> = {}): string => fill(escapeHtml(template), values);

/**
 * The HTML document of an email in the recipient's language: `lang`, `dir` (Arabic right to left) and the alignment
 * as inline style too, since some mail clients drop the document's attributes.
 */
export function mailDocument(locale: Locale, body: string): string {
  const dir = directionOf(locale);
  return `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"></head>
<body dir="${dir}" style="direction:${dir};text-align:${dir === 'rtl' ? 'right' : 'left'}">
${body}
</body>
</html>`;
}
