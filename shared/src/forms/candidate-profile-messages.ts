import { LIMITS } from '../constants';

/**
 * The candidate profile form's own messages. A module of their own (no yup): the SPA's error readers show them in
 * every page, and a page that needs only the texts must not carry the schemas (docs/web.md, Performance).
 */
export const CANDIDATE_PROFILE_MESSAGES = {
  phoneSpaces: 'Please enter a contact number without spaces.',
  phoneFormat: 'Please enter a valid contact number: digits, optionally starting with +.',
  headlineMax: `Please select up to ${LIMITS.candidateHeadlineMax} roles.`,
  duplicate: 'Each entry can be added only once.',
  url: 'Please enter a full link starting with http:// or https://.',
  date: 'Please enter the date as DD/MM/YYYY, YYYY-MM-DD or MM/DD/YYYY.',
  endBeforeStart: 'The end date cannot be before the start date.',
  salary: 'Please enter an amount of 0 or more.',
  salaryPrecision: 'Please use at most 2 decimal places.',
  list: 'Please send a list.',
  tooMany: (max: number) => `Please add at most ${max} entries.`,
} as const;
