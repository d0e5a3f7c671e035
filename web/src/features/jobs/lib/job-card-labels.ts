import { type TFunction } from 'i18next';
import { COUNTRIES, JOB_CATEGORIES, JOB_TYPES, type LookupOption } from '@fj/shared';
import { enumLabelOf } from '../../../lib/enum-label';
import type { JobDetail } from '../api/types';
import { plainText } from './job-links';

// The labels a job card needs, apart from job-labels.ts: home's below-the-fold job lists then do not carry the
// detail page's enumerations (qualifications, skills, salary currencies …).

/** A stored enumeration value in the page's language (the app's one enumeration label, src/lib/enum-label.ts). */
export function enumText(t: TFunction, family: string, options: readonly LookupOption[], value: string | number | null | undefined): string {
  return enumLabelOf(t, family, value, options);
}

export const jobTypeText = (t: TFunction, value?: string) => enumText(t, 'type', JOB_TYPES, value);
export const countryText = (t: TFunction, value?: string) => enumText(t, 'countries', COUNTRIES, value);
export const categoryText = (t: TFunction, value?: string) => enumText(t, 'category', JOB_CATEGORIES, value);

/** The job's places, 'City, Country' in the page's language from the stored codes (the server's English text else). */
export function jobLocationText(t: TFunction, job: Pick<JobDetail, 'locations' | 'location'>): string {
  if (!job.locations?.length) return plainText(job.location);
  return job.locations.map((place) => [place.city, countryText(t, place.country)].filter(Boolean).join(', ')).join(' · ');
}

export const isPremiumJob = (job: { job_class?: string }) => (job.job_class ?? '').toLowerCase() === 'premium';
/** The stored job type value (lists send the label in `job_type`). */
export const jobTypeValue = (job: { job_type?: string; job_type_value?: string }) => job.job_type_value ?? job.job_type ?? '';
