import * as yup from 'yup';
import { COUNTRIES } from '../enums/countries';
import { GENDERS } from '../enums/genders';
import { valuesOf } from '../enums/helpers';
import { POSITIONS } from '../enums/positions';
import { text } from './fields';
import { FORM_MESSAGES as M } from './messages';
import { PLAYER_MESSAGES } from './player-messages';

/** Designed values of the player form (§3 Player and Edit-player; docs/football.md). */
export const PLAYER_FOOT = ['right', 'left', 'both'] as const;
export const PLAYER_STATUSES = ['active', 'injured', 'free-agent', 'retired'] as const;
export const CAREER_KINDS = ['youth', 'senior', 'national'] as const;
export const PLAYING_STAT_KEYS = ['s', 'so', 'pt', 'pa', 'pk', 'tt', 'tb', 'ti', 'da', 'ds', 'fd', 'fc'] as const;
export type PlayingStatKey = (typeof PLAYING_STAT_KEYS)[number];

export const PLAYER_LIMITS = {
  name: 120,
  fullName: 200,
  shortName: 60,
  place: 120,
  bio: 5000,
  url: 300,
  standing: 40,
  postTitle: 200,
  postName: 140,
  externalId: 60,
  teamName: 120,
  achievement: 200,
  careers: 60,
  achievements: 100,
  appearances: 1000,
  minHeightCm: 120,
  maxHeightCm: 230,
  minWeightKg: 35,
  maxWeightKg: 150,
  maxValueEur: 1_000_000_000,
} as const;

export { PLAYER_MESSAGES };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const SEASON_PATTERN = /^\d{4}(-\d{2})?$/;
const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com\/(watch\?v=|embed\/)|youtu\.be\/)[\w-]{6,}/;

const optionalText = (max: number) => text().max(max, M.tooLong(max)).default('');
const optionalChoice = (values: readonly string[]) =>
  text().default('').test('choice', M.choose, (value) => !value || values.includes(value));
/** Empty input becomes null; anything else must be a whole number in range. */
const optionalInt = (min: number, max: number) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value))
    .typeError(PLAYER_MESSAGES.number)
    .integer(PLAYER_MESSAGES.number)
    .min(min, PLAYER_MESSAGES.range(min, max))
    .max(max, PLAYER_MESSAGES.range(min, max))
    .nullable()
    .default(null);
/**
 * A count of a table row (apps, goals, minutes, statistics): a number input cleared in the editor holds '', which
 * counts as 0 (the row's cells show no error of their own, so '' refused would leave Save doing nothing).
 */
const count = (max: number) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? 0 : value))
    .typeError(PLAYER_MESSAGES.number)
    .integer(PLAYER_MESSAGES.number)
    .min(0, PLAYER_MESSAGES.range(0, max))
    .max(max, PLAYER_MESSAGES.range(0, max))
    .default(0);
const optionalDate = () =>
  text()
    .default('')
    .test('date', PLAYER_MESSAGES.date, (value) => !value || (DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value))));
const id = () => yup.number().typeError(M.choose).integer(M.choose).positive(M.choose).max(2_147_483_647, M.choose);

export const careerEntrySchema = yup.object({
  kind: text().required(M.required).oneOf([...CAREER_KINDS], M.choose),
  clubId: id().nullable().default(null),
  teamName: text().required(M.required).max(PLAYER_LIMITS.teamName, M.tooLong(PLAYER_LIMITS.teamName)),
  from: optionalDate(),
  to: optionalDate().test('after', PLAYER_MESSAGES.careerDates, function check(value) {
    const from = (this.parent as { from?: string }).from;
    return !value || !from || value >= from;
  }),
  apps: count(2000),
  goals: count(2000),
});

export const achievementEntrySchema = yup.object({
  season: text().required(M.required).matches(SEASON_PATTERN, PLAYER_MESSAGES.season),
  achievement: text().required(M.required).max(PLAYER_LIMITS.achievement, M.tooLong(PLAYER_LIMITS.achievement)),
});

const playingStatFields = Object.fromEntries(PLAYING_STAT_KEYS.map((key) => [key, count(500)])) as Record<PlayingStatKey, ReturnType<typeof count>>;

/** The most one appearance can hold of each count; the editor's inputs carry them as their max. */
export const APPEARANCE_MAX = { minutes: 130, goals: 30, assists: 30, yellow: 2, red: 1, ...Object.fromEntries(PLAYING_STAT_KEYS.map((key) => [key, 500])) } as Record<
  'minutes' | 'goals' | 'assists' | 'yellow' | 'red' | PlayingStatKey,
  number
>;

export const appearanceEntrySchema = yup.object({
  matchId: id().required(M.required),
  /** The club he played for; defaults to his current club when it played the match. */
  clubId: id().nullable().default(null),
  started: yup.boolean().typeError(M.choose).default(false),
  minutes: count(APPEARANCE_MAX.minutes),
  goals: count(APPEARANCE_MAX.goals),
  assists: count(APPEARANCE_MAX.assists),
  yellow: count(APPEARANCE_MAX.yellow),
  red: count(APPEARANCE_MAX.red),
  ...playingStatFields,
  rating: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value))
    .typeError(PLAYER_MESSAGES.number)
    .min(0, PLAYER_MESSAGES.range(0, 10))
    .max(10, PLAYER_MESSAGES.range(0, 10))
    .nullable()
    .default(null),
})
  .test('so', PLAYER_MESSAGES.statAbove, (row) => !row || row.so <= row.s || new yup.ValidationError(PLAYER_MESSAGES.statAbove, row.so, 'so'))
  .test('pa', PLAYER_MESSAGES.statAbove, (row) => !row || row.pa <= row.pt || new yup.ValidationError(PLAYER_MESSAGES.statAbove, row.pa, 'pa'))
  .test('ds', PLAYER_MESSAGES.statAbove, (row) => !row || row.ds <= row.da || new yup.ValidationError(PLAYER_MESSAGES.statAbove, row.ds, 'ds'));

const countryCodes: string[] = valuesOf(COUNTRIES);

/**
 * `POST /update-player` (§7, "body is the player"): the §3 Player and Edit-player fields a person may set. The
 * api and the edit-player tabs both run it. Lists (careers, achievements, appearances) replace the stored list
 * when present and are left alone when absent.
 */
export const playerEditSchema = yup.object({
  id: id().required(M.required),
  name: text().required(M.required).max(PLAYER_LIMITS.name, M.tooLong(PLAYER_LIMITS.name)),
  fullName: optionalText(PLAYER_LIMITS.fullName),
  shortName: optionalText(PLAYER_LIMITS.shortName),
  currentClub: id().nullable().default(null),
  nationalTeam: id().nullable().default(null),
  position: optionalText(40),
  mainPosition: optionalText(40),
  positionCode: optionalChoice(valuesOf(POSITIONS)),
  otherPositions: yup.array(text().required().oneOf(valuesOf(POSITIONS), M.choose)).max(5).default([]),
  foot: optionalChoice(PLAYER_FOOT),
  nationality: optionalChoice(countryCodes),
  otherNationality: optionalChoice(countryCodes),
  placeOfBirth: optionalText(PLAYER_LIMITS.place),
  countryOfBirth: optionalChoice(countryCodes),
  dateOfBirth: optionalDate(),
  gender: optionalChoice(valuesOf(GENDERS)),
  height: optionalInt(PLAYER_LIMITS.minHeightCm, PLAYER_LIMITS.maxHeightCm),
  weight: optionalInt(PLAYER_LIMITS.minWeightKg, PLAYER_LIMITS.maxWeightKg),
  value: optionalInt(0, PLAYER_LIMITS.maxValueEur),
  bio: optionalText(PLAYER_LIMITS.bio),
  youtubeLink: text()
    .default('')
    .max(PLAYER_LIMITS.url, M.tooLong(PLAYER_LIMITS.url))
    .test('youtube', PLAYER_MESSAGES.youtube, (value) => !value || YOUTUBE.test(value)),
  status: optionalChoice(PLAYER_STATUSES),
  standing: optionalText(PLAYER_LIMITS.standing),
  postTitle: optionalText(PLAYER_LIMITS.postTitle),
  postName: optionalText(PLAYER_LIMITS.postName),
  externalId: optionalText(PLAYER_LIMITS.externalId),
  careers: yup.array(careerEntrySchema).max(PLAYER_LIMITS.careers).optional(),
  achievements: yup.array(achievementEntrySchema).max(PLAYER_LIMITS.achievements).optional(),
  appearances: yup.array(appearanceEntrySchema).max(PLAYER_LIMITS.appearances).optional(),
});

/** `POST /player-claim` with mode 'create': the least a new profile needs before a data scout reviews it. */
export const playerCreateSchema = yup.object({
  name: text().required(M.required).max(PLAYER_LIMITS.name, M.tooLong(PLAYER_LIMITS.name)),
  positionCode: text().required(M.required).oneOf(valuesOf(POSITIONS), M.choose),
  nationality: text().required(M.required).oneOf(countryCodes, M.choose),
  dateOfBirth: optionalDate().required(M.required),
  currentClub: id().nullable().default(null),
});

/** §2/§5 search form: name and position required (club optional); the web submits 300 ms later to /search-player. */
export const playerSearchFormSchema = yup.object({
  name: text().required(M.required).max(PLAYER_LIMITS.name, M.tooLong(PLAYER_LIMITS.name)),
  position: text().required(M.required).oneOf(valuesOf(POSITIONS), M.choose),
  club: text().max(PLAYER_LIMITS.name, M.tooLong(PLAYER_LIMITS.name)).default(''),
});

export type PlayerSearchForm = yup.InferType<typeof playerSearchFormSchema>;
export type PlayerCreateForm = yup.InferType<typeof playerCreateSchema>;
export type PlayerEditForm = yup.InferType<typeof playerEditSchema>;
export type CareerEntry = yup.InferType<typeof careerEntrySchema>;
export type AchievementEntry = yup.InferType<typeof achievementEntrySchema>;
export type AppearanceEntry = yup.InferType<typeof appearanceEntrySchema>;

/** The fields of each edit-player tab (§9 codes 1.0–8.0); the api reports errors under the same names. */
export const EDIT_PLAYER_TABS = [
  { code: '1.0', key: 'basic', fields: ['name', 'fullName', 'shortName', 'status', 'standing'] },
  { code: '2.0', key: 'club', fields: ['currentClub', 'nationalTeam', 'position', 'mainPosition', 'positionCode', 'otherPositions', 'foot'] },
  { code: '3.0', key: 'personal', fields: ['nationality', 'otherNationality', 'placeOfBirth', 'countryOfBirth', 'dateOfBirth', 'gender', 'height', 'weight', 'value'] },
  { code: '4.0', key: 'bio', fields: ['bio', 'youtubeLink'] },
  { code: '5.0', key: 'careers', fields: ['careers'] },
  { code: '6.0', key: 'appearances', fields: ['appearances'] },
  { code: '7.0', key: 'achievements', fields: ['achievements'] },
  { code: '8.0', key: 'publishing', fields: ['postTitle', 'postName', 'externalId'] },
] as const;
