import {
  COUNTRIES,
  EXPERIENCES,
  JOB_CATEGORIES,
  JOB_TYPES,
  QUALIFICATIONS,
  SALARY_CURRENCIES,
  SALARY_TYPES,
  WORK_MODES,
  daysLeft,
  jobHref,
  labelOf,
  mediaPath,
  profileHref,
} from '@fj/shared';
import { isActiveJob } from './job-lifecycle';
import type { JobLocation, JobRecord } from './jobs.repo';

/** The one place where job rows become the spec's field names (§3 Job, Job listing item, Job post form). */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const countryLabel = (value: string) => labelOf(COUNTRIES, value) ?? value;

export const locationText = (location: JobLocation): string =>
  [location.city, countryLabel(location.country)].filter(Boolean).join(', ');

/** §3 listing `location (HTML)`: escaped text, several locations separated by a line break. */
const locationHtml = (locations: readonly JobLocation[]): string => locations.map((location) => escapeHtml(locationText(location))).join('<br>');

const majorUnits = (minor: string | number | null): number | null => (minor === null ? null : Number(minor) / 100);

// One formatter each, made once: toLocaleString builds a new one per call (~70 µs, per listed job).
const WHOLE_AMOUNT = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const DECIMAL_AMOUNT = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatAmount = (amount: number): string => (Number.isInteger(amount) ? WHOLE_AMOUNT : DECIMAL_AMOUNT).format(amount);

/** "Pound 30,000 (Yearly)"; '' when no salary was given. */
export function salaryText(job: Pick<JobRecord, 'salary_minor' | 'currency' | 'salary_type'>): string {
  const amount = majorUnits(job.salary_minor);
  if (amount === null) return '';
  const currency = labelOf(SALARY_CURRENCIES, job.currency) ?? '';
  const type = labelOf(SALARY_TYPES, job.salary_type);
  return `${currency ? `${currency} ` : ''}${formatAmount(amount)}${type ? ` (${type})` : ''}`;
}

const iso = (date: Date): string => new Date(date).toISOString();
const classLabel = (jobClass: string) => (jobClass === 'premium' ? 'Premium' : 'Free');
const categoryLabels = (values: readonly string[]) => values.map((value) => labelOf(JOB_CATEGORIES, value) ?? value);

/** §3 Job listing item (lists, search results, homepage, related and employer jobs). */
export function toListingItem(job: JobRecord, today: string) {
  return {
    ID: job.id,
    job: job.title,
    title: job.title,
    slug: job.slug,
    link: jobHref(job.slug),
    location: locationHtml(job.locations),
    locations: job.locations,
    job_type: labelOf(JOB_TYPES, job.job_type) ?? job.job_type,
    job_type_value: job.job_type,
    work_mode: labelOf(WORK_MODES, job.work_mode) ?? job.work_mode,
    // The stored values next to the English labels, so a client names them in its own language.
    work_mode_value: job.work_mode ?? '',
    job_class: classLabel(job.job_class),
    categories: categoryLabels(job.categories),
    catIds: job.categories,
    employer: job.employer_name,
    employer_id: job.employer_id,
    author_link: profileHref(job.employer_slug),
    img: job.employer_logo_media_id ? mediaPath(job.employer_logo_media_id) : null,
    job_salary: salaryText(job),
    salary_amount: majorUnits(job.salary_minor),
    currency_value: job.currency ?? '',
    salary_type_value: job.salary_type ?? '',
    startDate: iso(job.post_date),
    postDate: iso(job.post_date),
    endDate: job.end_date,
    postModified: iso(job.modified_at),
    postStatus: job.status,
    is_active: isActiveJob(job, today),
    // Applying needs a verified, unexpired background check (docs/safeguarding.md).
    safeguardingRequired: job.safeguarding_required === true,
    // §9 days left, shown only while the job is open (0 otherwise).
    days_left: isActiveJob(job, today) ? (daysLeft(job.end_date, new Date(`${today}T00:00:00Z`)) ?? 0) : 0,
  };
}
export type JobListingItem = ReturnType<typeof toListingItem>;

/**
 * §2/§3 job detail. `access` false (Premium job, viewer without access) withholds the external link and email;
 * the description stays (search engines index it). Closing date and days left only while the job is active.
 */
export function toJobDetail(job: JobRecord, extra: { access: boolean; availableJobs: number; today: string }) {
  const active = isActiveJob(job, extra.today);
  return {
    ...toListingItem(job, extra.today),
    description: job.description,
    access: extra.access,
    access_class: job.job_class,
    available_jobs: extra.availableJobs,
    employer_slug: job.employer_slug,
    postEndDate: job.end_date,
    closing_date: active ? job.end_date : null,
    days_left: active ? (daysLeft(job.end_date, new Date(`${extra.today}T00:00:00Z`)) ?? 0) : 0,
    _salary_offered: majorUnits(job.salary_minor),
    job_currency: labelOf(SALARY_CURRENCIES, job.currency) ?? '',
    job_salary_type: labelOf(SALARY_TYPES, job.salary_type) ?? '',
    job_experience: labelOf(EXPERIENCES, job.experience) ?? '',
    job_qualifications: job.qualifications.map((value) => labelOf(QUALIFICATIONS, value) ?? value),
    must_have_qualification: labelOf(QUALIFICATIONS, job.must_have_qualification) ?? '',
    job_experience_value: job.experience ?? '',
    job_qualification_values: job.qualifications,
    must_have_qualification_value: job.must_have_qualification ?? '',
    job_shift: job.shift,
    job_vacancy: job.vacancies,
    job_skills: job.skills.map((name) => ({ name })),
    receive_applicants: job.receive_applicants,
    job_external_url: extra.access ? job.external_url : '',
    job_external_email: extra.access ? job.external_email : '',
    screening_questions: job.screening_questions,
  };
}
export type JobDetail = ReturnType<typeof toJobDetail>;

/** The job post form's own fields (§3 Job post form), for editing at /employer/submit-a-job/{id}. */
export function toJobPostForm(job: JobRecord) {
  return {
    ID: job.id,
    slug: job.slug,
    status: job.status,
    employer_id: job.employer_id,
    employerName: job.employer_name,
    job_title: job.title,
    job_cat: job.categories,
    job_description: job.description,
    job_date: job.end_date,
    job_salary_type: job.salary_type,
    job_salary: majorUnits(job.salary_minor),
    job_posts: job.vacancies,
    job_type: job.job_type,
    job_currency: job.currency,
    job_experience: job.experience,
    job_qualifications: job.qualifications,
    must_have_qualification: job.must_have_qualification,
    job_shift: job.shift,
    job_skills: job.skills,
    receiveApplicants: job.receive_applicants,
    job_external_url: job.external_url,
    job_external_email: job.external_email,
    class: job.job_class,
    workMode: job.work_mode,
    jobLocation: job.locations,
    reference: job.reference,
    isSendRejection: job.is_send_rejection,
    rejection_email_subject: job.rejection_email_subject,
    rejection_email_content: job.rejection_email_body,
    screening_questions: job.screening_questions,
    safeguardingRequired: job.safeguarding_required === true,
    postDate: iso(job.post_date),
    postModified: iso(job.modified_at),
  };
}
export type JobPostForm = ReturnType<typeof toJobPostForm>;
