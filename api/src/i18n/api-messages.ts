import { API_MESSAGE_PATTERNS_AR, API_MESSAGES_AR } from './api-messages-ar';
import type { Locale } from './locale';

/**
 * An API message in the request's language. English is the source; Arabic comes from api-messages-ar.ts; a message
 * with no Arabic (the shared form messages the SPA translates itself, or an unlisted one) stays as it was.
 */
export function translateApiMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const exact = API_MESSAGES_AR[message];
  if (exact) return exact;
  for (const { english, arabic } of API_MESSAGE_PATTERNS_AR) {
    const match = english.exec(message);
    if (match) return arabic(...match.slice(1).map((part) => part ?? ''));
  }
  return message;
}

/** `errors` of an error answer, each field's message translated. */
export const translateFieldErrors = (errors: Record<string, string>, locale: Locale): Record<string, string> =>
  locale === 'en' ? errors : Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateApiMessage(text, locale)]));
