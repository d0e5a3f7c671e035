import sanitizeHtml from 'sanitize-html';

/** Text with every tag removed and whitespace collapsed: titles, excerpts, SEO descriptions, mail bodies. */
export const plainText = (value: string): string =>
  sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const WORDS_PER_MINUTE = 200;

/** Reading time of an HTML body in whole minutes (at least 1). */
export const readingMinutes = (html: string): number => Math.max(1, Math.round(plainText(html).split(' ').filter(Boolean).length / WORDS_PER_MINUTE));

/** A user's text inside an ILIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
