import { COUNTRIES, JOB_TYPES, jobHref, labelOf, mediaPath, profileHref } from '@fj/shared';
import type { EmployerProfileRow } from '../employers/employers.repo';
import type { EmployerJobRow, OrganisationCardRow } from './organisations.repo';

/** The one place employer rows become the spec's field names (§3 Employer profile, Organisation card). */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const countryOf = (value: string) => (value ? { value, label: labelOf(COUNTRIES, value) ?? value } : null);
const locationOf = (city: string, country: string) => [city, country ? (labelOf(COUNTRIES, country) ?? country) : ''].filter(Boolean).join(', ');

export function employerProfileOut(row: EmployerProfileRow) {
  return {
    ID: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    profileUrl: profileHref(row.slug),
    profilePic: row.logo_media_id ? mediaPath(row.logo_media_id) : null,
    logo_media_id: row.logo_media_id,
    headline: row.headline,
    headlineLabel: row.headline ? { label: row.headline } : null,
    emp_email: row.emp_email,
    emp_city: row.emp_city,
    emp_country: countryOf(row.emp_country),
    location: locationOf(row.emp_city, row.emp_country),
    numberOfEmployees: row.emp_nos,
    emp_nos: row.emp_nos,
    emp_est: row.emp_est ?? '',
    foundedYear: row.emp_est ? Number(row.emp_est.slice(0, 4)) : null,
    website: row.emp_web,
    emp_web: row.emp_web,
    emp_fb: row.emp_fb,
    emp_twitter: row.emp_twitter,
    emp_google: row.emp_google,
    emp_linkedin: row.emp_linkedin,
    emp_youtube: row.emp_youtube,
    emp_video: row.emp_video,
    intro: row.intro,
    culture: row.culture,
    insights: row.insights,
    isFeatured: row.is_featured,
  };
}

/** §3 Job listing item for the employer's Job Openings tab. */
export function employerJobOut(row: EmployerJobRow) {
  const locations = row.locations ?? [];
  return {
    ID: row.id,
    job: row.title,
    title: row.title,
    slug: row.slug,
    link: jobHref(row.slug),
    location: locations.map((location) => escapeHtml(locationOf(location.city, location.country))).join('<br>'),
    job_type: labelOf(JOB_TYPES, row.job_type) ?? row.job_type,
    startDate: new Date(row.post_date).toISOString(),
    endDate: row.end_date,
    postModified: new Date(row.modified_at).toISOString(),
  };
}

/** §3 Organisation card. */
export function organisationCardOut(row: OrganisationCardRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    profilePic: row.logo_media_id ? mediaPath(row.logo_media_id) : null,
    headline: row.headline,
    availableJobs: Number(row.available_jobs),
    numberOfEmployees: row.emp_nos,
    location: locationOf(row.emp_city, row.emp_country),
    // The parts of location, so a client names the country in its own language.
    city: row.emp_city ?? '',
    country: row.emp_country ?? '',
    featured: row.is_featured,
    link: profileHref(row.slug),
  };
}
