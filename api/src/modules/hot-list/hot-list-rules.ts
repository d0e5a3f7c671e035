import { COUNTRIES, isValueOf, JOB_ROLES, MEMBERSHIPS, type Membership } from '@fj/shared';
import { featuresOf } from '../memberships/tier-features';

/** The memberships whose holders appear on the hot list (the §6 pricing table's "hotList" row, read at every list). */
export const HOT_LIST_MEMBERSHIPS: readonly Membership[] = MEMBERSHIPS.map((one) => one.value).filter((tier) => featuresOf('candidate', tier).includes('hotList'));

export const includesHotList = (membership: string): boolean => (HOT_LIST_MEMBERSHIPS as readonly string[]).includes(membership);

export const MAX_HOT_LIST_ROLES = 3;
export const MAX_HOT_LIST_REGIONS = 10;
/** "Available from" further ahead than this is not availability an employer can plan with. */
export const MAX_DAYS_AHEAD = 366;
/** A region that matches every country an employer filters by. */
export const ANYWHERE = 'world';

export const HOT_LIST_MESSAGES = {
  invalid: 'Please check your hot-list details.',
  fromRequired: 'Choose the date you are available from.',
  fromInvalid: 'Use a date within the next 12 months, like 2026-12-01.',
  rolesRequired: 'Choose at least one role.',
  rolesTooMany: 'Choose at most 3 roles.',
  rolesUnknown: 'Choose roles from the list.',
  regionsRequired: 'Choose at least one region or country.',
  regionsTooMany: 'Choose at most 10 regions or countries.',
  regionsUnknown: 'Choose regions and countries from the list.',
  joined: 'You are on the hot list.',
  left: 'You are no longer on the hot list.',
  subscribed: 'You will get an email of new hot-list candidates every week.',
  unsubscribed: 'The weekly hot-list email is stopped.',
} as const;

export interface HotListChoice {
  availableFrom: string;
  roles: string[];
  regions: string[];
}

const DAY_MS = 86_400_000;
const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The field errors of an opt-in (empty when it is valid); duplicates are dropped before counting. */
export function hotListErrors(input: Partial<HotListChoice>, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const roles = [...new Set(input.roles ?? [])];
  const regions = [...new Set(input.regions ?? [])];
  if (!input.availableFrom) errors.availableFrom = HOT_LIST_MESSAGES.fromRequired;
  else if (!isIsoDate(input.availableFrom) || Date.parse(input.availableFrom) - Date.parse(today) > MAX_DAYS_AHEAD * DAY_MS || input.availableFrom < '2000-01-01') {
    errors.availableFrom = HOT_LIST_MESSAGES.fromInvalid;
  }
  if (roles.length === 0) errors.roles = HOT_LIST_MESSAGES.rolesRequired;
  else if (roles.length > MAX_HOT_LIST_ROLES) errors.roles = HOT_LIST_MESSAGES.rolesTooMany;
  else if (!roles.every((role) => isValueOf(JOB_ROLES, role))) errors.roles = HOT_LIST_MESSAGES.rolesUnknown;
  if (regions.length === 0) errors.regions = HOT_LIST_MESSAGES.regionsRequired;
  else if (regions.length > MAX_HOT_LIST_REGIONS) errors.regions = HOT_LIST_MESSAGES.regionsTooMany;
  else if (!regions.every((region) => isValueOf(COUNTRIES, region))) errors.regions = HOT_LIST_MESSAGES.regionsUnknown;
  return errors;
}
