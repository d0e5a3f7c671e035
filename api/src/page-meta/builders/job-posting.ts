import { SALARY_CURRENCIES, SALARY_CURRENCY_ISO_CODES, SALARY_TYPES, WORK_MODES, postalCountryOf, profileHref } from '@fj/shared';
import type { JobDetail } from '../../modules/jobs/jobs.mapper';
import { absoluteUrl } from '../head';
import type { SiteContext } from '../types';

/** §3 job types as Google's employmentType values (FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, OTHER). */
const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  'full-time': 'FULL_TIME',
  permanent: 'FULL_TIME',
  'part-time': 'PART_TIME',
  freelance: 'CONTRACTOR',
  contract: 'CONTRACTOR',
  consultant: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  'fixed-term': 'TEMPORARY',
  casual: 'TEMPORARY',
  sessional: 'TEMPORARY',
  internship: 'INTERN',
  apprentice: 'INTERN',
  placement: 'INTERN',
  training: 'INTERN',
  volunteer: 'VOLUNTEER',
};

/** §3 salaryType values as schema.org unitText; per match/session, on invoice and pro rata have none. */
const SALARY_UNITS: Readonly<Record<string, string>> = { hourly: 'HOUR', 'per-hour': 'HOUR', weekly: 'WEEK', monthly: 'MONTH', yearly: 'YEAR' };

/** The job detail carries enumeration labels (the API's shape); the labels are unique, so they map back to values. */
const valueOfLabel = (list: readonly { value: string; label: string }[], label: string) => list.find((option) => option.label === label)?.value;

/** A PostalAddress country: ISO codes as they are, the UK home nations as GB with the nation as region; regions have none. */
function addressOf(country: string, city: string): Record<string, string> | undefined {
  const postal = postalCountryOf(country);
  if (!postal) return undefined;
  return { '@type': 'PostalAddress', ...(city ? { addressLocality: city } : {}), ...(postal.region ? { addressRegion: postal.region } : {}), addressCountry: postal.country };
}

function locationFields(job: JobDetail): Record<string, unknown> {
  const remote = valueOfLabel(WORK_MODES, job.work_mode) === 'remote';
  if (remote) {
    const countries = job.locations.map((location) => addressOf(location.country, '')?.addressCountry).filter((code): code is string => !!code);
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(countries.length ? { applicantLocationRequirements: [...new Set(countries)].map((code) => ({ '@type': 'Country', name: code })) } : {}),
    };
  }
  const places = job.locations
    .map((location) => addressOf(location.country, location.city))
    .filter((address): address is Record<string, string> => !!address)
    .map((address) => ({ '@type': 'Place', address }));
  return places.length ? { jobLocation: places.length === 1 ? places[0] : places } : {};
}

function baseSalary(job: JobDetail): Record<string, unknown> | undefined {
  const amount = job._salary_offered;
  const currency = SALARY_CURRENCY_ISO_CODES[valueOfLabel(SALARY_CURRENCIES, job.job_currency) ?? ''];
  const unit = SALARY_UNITS[valueOfLabel(SALARY_TYPES, job.job_salary_type) ?? ''];
  if (amount === null || !(amount > 0) || !currency || !unit) return undefined;
  return { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', value: amount, unitText: unit } };
}

/**
 * The last moment the job takes applications: the end of its closing day (UTC), or, for a job closed before that
 * day, when it was closed. Ended jobs keep a page (old links) with validThrough in the past, as Google asks.
 */
export function validThrough(job: Pick<JobDetail, 'postEndDate' | 'is_active' | 'postModified'>): string {
  const endOfClosingDay = `${job.postEndDate}T23:59:59Z`;
  if (job.is_active || Date.parse(job.postModified) >= Date.parse(endOfClosingDay)) return endOfClosingDay;
  return job.postModified;
}

/** Google's JobPosting structured data (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
export function jobPostingJsonLd(job: JobDetail, canonicalUrl: string, site: SiteContext): object {
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    // Google wants the full description, HTML allowed; it is stored sanitised (rich-text allowlist).
    description: job.description || job.title,
    identifier: { '@type': 'PropertyValue', name: job.employer, value: String(job.ID) },
    datePosted: job.postDate,
    validThrough: validThrough(job),
    employmentType: EMPLOYMENT_TYPES[job.job_type_value] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: job.employer, sameAs: absoluteUrl(site.webUrl, profileHref(job.employer_slug)) },
    ...locationFields(job),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: job.receive_applicants === 'site',
    url: canonicalUrl,
  };
}
