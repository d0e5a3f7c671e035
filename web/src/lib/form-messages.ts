import type { TFunction } from 'i18next';
import { CANDIDATE_PROFILE_MESSAGES, FORM_MESSAGES, PLAYER_MESSAGES } from '@fj/shared';

const STATIC_KEYS = new Map<string, string>();
for (const [key, text] of Object.entries(FORM_MESSAGES) as [string, unknown][]) {
  if (typeof text === 'string') STATIC_KEYS.set(text, key);
}
for (const [key, text] of Object.entries(CANDIDATE_PROFILE_MESSAGES) as [string, unknown][]) {
  if (typeof text === 'string') STATIC_KEYS.set(text, `candidate.${key}`);
}
for (const [key, text] of Object.entries(PLAYER_MESSAGES) as [string, unknown][]) {
  if (typeof text === 'string') STATIC_KEYS.set(text, `football.${key}`);
}
const TOO_LONG = /^Please use at most (\d+) characters\.$/;

/**
 * The shared yup schemas (and the API's `errors`) speak English; known messages are shown in the page's
 * language, anything else as it came.
 */
export function translateFormMessage(message: string, t: TFunction): string {
  const key = STATIC_KEYS.get(message);
  if (key) return t(`validation.${key}`, { defaultValue: message });
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('validation.tooLong', { max: Number(tooLong[1]), defaultValue: message });
  return message;
}
