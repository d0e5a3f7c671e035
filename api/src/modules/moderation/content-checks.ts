import type { ModerationReason } from '@fj/shared';
import { plainText, wordsOf } from './text';

/**
 * The detectors that read one job alone: the administrators' word list, too many links, contact details in the title
 * (docs/moderation.md). Each returns a reason for the moderator, or nothing.
 */

/** Word-list entries (words or phrases) found in the title or description, matched on whole words. */
export function blockedWordsIn(title: string, descriptionHtml: string, words: readonly string[]): ModerationReason | undefined {
  if (words.length === 0) return undefined;
  const text = ` ${wordsOf(`${title} ${plainText(descriptionHtml)}`).join(' ')} `;
  const found = words.filter((entry) => {
    const phrase = wordsOf(entry).join(' ');
    return phrase !== '' && text.includes(` ${phrase} `);
  });
  return found.length === 0 ? undefined : { code: 'blocked-word', detail: found.join(', ') };
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s"'<>()]+/gi;

/** The distinct web addresses of a description: link targets and addresses written as text (one link counted once). */
export function linksIn(descriptionHtml: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => found.add(raw.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/[/.,;:!?]+$/, ''));
  for (const match of descriptionHtml.matchAll(/\bhref\s*=\s*["']([^"']+)["']/gi)) if (/^(https?:|www\.)/i.test(match[1]!)) add(match[1]!);
  for (const match of plainText(descriptionHtml).matchAll(URL_PATTERN)) add(match[0]);
  return [...found];
}

export function tooManyLinks(descriptionHtml: string, maxLinks: number): ModerationReason | undefined {
  const links = linksIn(descriptionHtml);
  return links.length > maxLinks ? { code: 'too-many-links', detail: `${links.length} links (at most ${maxLinks}): ${links.slice(0, 5).join(', ')}` } : undefined;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const WEB = /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|uk|me|xyz|online|site|app|club|ly)\b/i;
/** A run of digits and phone punctuation with at least 9 digits ("2025 2026" and "U-18" are not phone numbers). */
const PHONE_RUN = /\+?[\d\u0660-\u0669][\d\u0660-\u0669\s().-]{7,}[\d\u0660-\u0669]/gu;

/** An email address, phone number or web address in a title: applications are meant to come through the site. */
export function contactInTitle(title: string): ModerationReason | undefined {
  const email = title.match(EMAIL)?.[0];
  if (email) return { code: 'contact-in-title', detail: email };
  const web = title.match(WEB)?.[0];
  if (web) return { code: 'contact-in-title', detail: web };
  for (const match of title.matchAll(PHONE_RUN)) {
    if ((match[0].match(/[\d\u0660-\u0669]/gu)?.length ?? 0) >= 9) return { code: 'contact-in-title', detail: match[0].trim() };
  }
  return undefined;
}
