// Characters XML 1.0 forbids even when escaped (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/FFFF).
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/g;

/** Text or attribute content, escaped for XML; characters XML cannot carry are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** `<name>escaped text</name>`. */
export const element = (name: string, text: string | number): string => `<${name}>${xmlEscape(String(text))}</${name}>`;

/** RFC 822 date for RSS 2.0 (pubDate, lastBuildDate). */
export const rfc822 = (date: Date): string => new Date(date).toUTCString();
