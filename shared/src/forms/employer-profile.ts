import * as yup from 'yup';
import { MAX_LENGTH } from '../constants';
import { parseFlexibleDate } from '../dates';
import { COUNTRIES } from '../enums/countries';
import { valuesOf } from '../enums/helpers';
import { requiredText, text } from './fields';
import { FORM_MESSAGES as M } from './messages';

export const EMPLOYER_PROFILE_MESSAGES = {
  url: 'Please enter a full link starting with http:// or https://.',
  youtube: 'Please enter a YouTube link (youtube.com or youtu.be).',
  country: 'Please choose a country from the list.',
  date: 'Please enter a date as DD/MM/YYYY, YYYY-MM-DD or MM/DD/YYYY.',
  email: M.email,
} as const;

export const EMPLOYER_PROFILE_LIMITS = { headline: 200, city: 100, employees: 40, richText: 20_000 } as const;

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];

/** §5 "Employer video link: YouTube only": an http(s) link whose host is YouTube's. */
export function isYoutubeUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && YOUTUBE_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

const optional = (max: number) => text().max(max, M.tooLong(max)).default('');
const url = () => optional(MAX_LENGTH.url).url(EMPLOYER_PROFILE_MESSAGES.url);

/** `{ label }` / `{ value }` objects from a select, or the plain text: both become the text. */
const labelOrText = (pick: 'label' | 'value') =>
  text().transform((value: unknown) => {
    if (value && typeof value === 'object' && pick in value) return String((value as Record<string, unknown>)[pick] ?? '').trim();
    return typeof value === 'string' ? value.trim() : value;
  });

/** §3 employer profile form (`POST /update-employer-profile`). Every field optional except the name. */
export const employerProfileSchema = yup.object({
  name: requiredText(160),
  headline: labelOrText('label').max(EMPLOYER_PROFILE_LIMITS.headline, M.tooLong(EMPLOYER_PROFILE_LIMITS.headline)).default(''),
  emp_email: optional(MAX_LENGTH.email).email(EMPLOYER_PROFILE_MESSAGES.email),
  emp_city: optional(EMPLOYER_PROFILE_LIMITS.city),
  emp_country: labelOrText('value').default('').oneOf(['', ...valuesOf(COUNTRIES)], EMPLOYER_PROFILE_MESSAGES.country),
  emp_nos: optional(EMPLOYER_PROFILE_LIMITS.employees),
  emp_est: optional(10).test('date', EMPLOYER_PROFILE_MESSAGES.date, (value) => !value || parseFlexibleDate(value) !== null),
  emp_web: url(),
  emp_fb: url(),
  emp_twitter: url(),
  emp_google: url(),
  emp_linkedin: url(),
  emp_youtube: url(),
  emp_video: optional(MAX_LENGTH.url).test('youtube', EMPLOYER_PROFILE_MESSAGES.youtube, (value) => !value || isYoutubeUrl(value)),
  intro: optional(EMPLOYER_PROFILE_LIMITS.richText),
  culture: optional(EMPLOYER_PROFILE_LIMITS.richText),
  insights: optional(EMPLOYER_PROFILE_LIMITS.richText),
  logo_media_id: yup.number().typeError(M.choose).integer(M.choose).positive(M.choose).nullable().optional(),
});

export type EmployerProfileForm = yup.InferType<typeof employerProfileSchema>;
