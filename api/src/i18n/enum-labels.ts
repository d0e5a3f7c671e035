import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COUNTRIES, JOB_CATEGORIES, JOB_ROLES, MEMBERSHIPS, labelOf } from '@fj/shared';
import { repoRoot } from '../lib/repo-root';
import type { Locale } from './locale';

/**
 * Enumeration labels for server-written text (emails). English is the shared label; Arabic is the SPA's own
 * catalogue (`web/src/i18n/ar.json`, `enums.<family>.<value>`, kept complete by its Arabic test), read once, so a label
 * is translated in one place only; ISO countries not named there come from CLDR, as in the SPA
 * (web/src/lib/enum-labels.ts).
 */
const AR_CATALOGUE = resolve(repoRoot, 'web/src/i18n/ar.json');

let arabicEnums: Record<string, Record<string, string>> | undefined;
const arabic = (family: string, value: string): string | undefined => {
  arabicEnums ??= (JSON.parse(readFileSync(AR_CATALOGUE, 'utf8')) as { enums?: Record<string, Record<string, string>> }).enums ?? {};
  return arabicEnums[family]?.[value];
};

const arabicRegionNames = new Intl.DisplayNames(['ar'], { type: 'region', fallback: 'none' });

export function categoryLabel(value: string, locale: Locale): string {
  const english = labelOf(JOB_CATEGORIES, value) ?? value;
  return locale === 'ar' ? (arabic('category', value) ?? english) : english;
}

export function countryLabel(value: string, locale: Locale): string {
  const english = labelOf(COUNTRIES, value) ?? value;
  if (locale !== 'ar') return english;
  return arabic('countries', value) ?? (/^[a-z]{2}$/.test(value) ? arabicRegionNames.of(value.toUpperCase()) : undefined) ?? english;
}

export function membershipName(value: string, locale: Locale): string {
  const english = labelOf(MEMBERSHIPS, value) ?? value;
  return locale === 'ar' ? (arabic('membership', value) ?? english) : english;
}

export function jobRoleLabel(value: string, locale: Locale): string {
  const english = labelOf(JOB_ROLES, value) ?? value;
  return locale === 'ar' ? (arabic('job_role', value) ?? english) : english;
}
