/**
 * The player forms' own messages. A module of their own (no yup): the SPA's error readers show them in every page,
 * and a page that needs only the texts must not carry the schemas (docs/web.md, Performance).
 */
export const PLAYER_MESSAGES = {
  youtube: 'Please enter a YouTube link.',
  date: 'Please enter a date as YYYY-MM-DD.',
  season: "Please enter a season such as 2023-24.",
  number: 'Please enter a whole number.',
  range: (min: number, max: number) => `Please enter a number from ${min} to ${max}.`,
  careerDates: 'The end date must not be before the start date.',
  statAbove: 'This cannot be higher than its total.',
} as const;
