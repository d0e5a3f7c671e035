import type { JobDetail } from '../api/types';
import { SALARY_CURRENCIES, SALARY_CURRENCY_ISO_CODES, SALARY_TYPES, postalCountryOf } from '@fj/shared';
import { isPublished, jobEndDate, jobTypeValue, skillNames } from './job-labels';

/** Google's employmentType values for our job types; anything else is OTHER. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  consultant: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  'fixed-term': 'TEMPORARY',
  casual: 'PER_DIEM',
  sessional: 'PER_DIEM',
  internship: 'INTERN',
  apprentice: 'INTERN',
  placement: 'INTERN',
  volunteer: 'VOLUNTEER',
  permanent: 'FULL_TIME',
};

const SALARY_UNITS: Record<string, string> = {
  monthly: 'MONTH',
  weekly: 'WEEK',
  hourly: 'HOUR',
  'per-hour': 'HOUR',
  yearly: 'YEAR',
};

/** The stored value of an option sent either as its value or as its label. */
function valueOfLabel(options: readonly { value: string; label: string }[], sent: string | undefined): string {
  if (!sent) return '';
  return options.find((option) => option.value === sent || option.label.toLowerCase() === sent.toLowerCase())?.value ?? sent;
}

export const isActiveJob = (job: JobDetail) => isPublished(job);

/**
 * schema.org JobPosting for an active job (search engines list it as a job); null for anything else, so closed
 * or expired jobs are not advertised.
 */
export function jobPostingLd(job: JobDetail, pageUrl: string): Record<string, unknown> | null {
  if (!isActiveJob(job)) return null;
  const places = job.locations?.length ? job.locations : [{ country: '', city: job.location ?? '' }];
  const rawAmount = job._salary_offered ?? job.job_salary;
  const amount = rawAmount === null || rawAmount === undefined || rawAmount === '' ? Number.NaN : Number(rawAmount);
  const currency = SALARY_CURRENCY_ISO_CODES[valueOfLabel(SALARY_CURRENCIES, job.job_currency)];
  const unit = SALARY_UNITS[valueOfLabel(SALARY_TYPES, job.job_salary_type)] ?? 'YEAR';
  const end = jobEndDate(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description ?? '',
    datePosted: job.postDate,
    ...(end ? { validThrough: end } : {}),
    employmentType: EMPLOYMENT_TYPES[jobTypeValue(job)] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: job.employer,
      ...(job.author_link ? { sameAs: job.author_link } : {}),
      ...(job.img ? { logo: job.img } : {}),
    },
    jobLocation: places.map((place) => {
      const postal = place.country ? postalCountryOf(place.country) : undefined;
      return {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(place.city ? { addressLocality: place.city } : {}),
          ...(postal?.region ? { addressRegion: postal.region } : {}),
          ...(postal ? { addressCountry: postal.country } : {}),
        },
      };
    }),
    ...(Number.isFinite(amount) && currency
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency,
            value: { '@type': 'QuantitativeValue', value: amount, unitText: unit },
          },
        }
      : {}),
    ...(skillNames(job.job_skills).length ? { skills: skillNames(job.job_skills).join(', ') } : {}),
    url: pageUrl,
  };
}
