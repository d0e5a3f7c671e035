import * as yup from 'yup';
import { ALERT_FREQUENCIES } from '../enums/alert-frequencies';
import { valuesOf } from '../enums/helpers';
import { JOB_CATEGORIES } from '../enums/job-categories';
import { COUNTRIES } from '../enums/countries';
import { emailField, requiredText } from './fields';
import { FORM_MESSAGES as M } from './messages';

/** Designed limits of the job-alert form (§5 only says every field is required). */
export const JOB_ALERT_LIMITS = {
  name: 100,
  /** An alert made from a search keeps its keyword and place (docs/jobs.md "Alerts from a search"). */
  keyword: 200,
  city: 100,
  /** Alerts one account may keep; more is almost always a client looping. */
  perUser: 20,
} as const;

export const JOB_ALERT_MESSAGES = {
  frequency: 'Please choose how often to receive the alert.',
  category: 'Please choose a job category from the list.',
  country: 'Please choose a country from the list.',
} as const;

const FREQUENCY_VALUES: number[] = valuesOf(ALERT_FREQUENCIES);

/**
 * §3/§5 job alert (`POST /save-job-alerts`): name, email, frequency and category, all required.
 * `alert_frequency` is the §3 value (1 daily, 7 weekly, 15 fortnightly, 30 monthly, 12 yearly); a numeric string
 * from a select is accepted. `alert_category` is a JOB_CATEGORIES value. `id` present = edit that alert.
 */
export const jobAlertSchema = yup.object({
  id: yup.number().typeError(M.choose).integer(M.choose).positive(M.choose).optional(),
  alert_name: requiredText(JOB_ALERT_LIMITS.name),
  alert_email: emailField(),
  alert_frequency: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(JOB_ALERT_MESSAGES.frequency)
    .required(M.required)
    .oneOf(FREQUENCY_VALUES, JOB_ALERT_MESSAGES.frequency),
  alert_category: requiredText(60).oneOf(valuesOf(JOB_CATEGORIES), JOB_ALERT_MESSAGES.category),
  /** Optional: the search's keyword (websearch syntax) and place; empty = any. */
  alert_keyword: yup.string().trim().max(JOB_ALERT_LIMITS.keyword, M.tooLong(JOB_ALERT_LIMITS.keyword)).default(''),
  alert_country: yup.string().trim().default('').oneOf(['', ...valuesOf(COUNTRIES)], JOB_ALERT_MESSAGES.country),
  alert_city: yup.string().trim().max(JOB_ALERT_LIMITS.city, M.tooLong(JOB_ALERT_LIMITS.city)).default(''),
});

export type JobAlertForm = yup.InferType<typeof jobAlertSchema>;

/** Designed paths of the job-alert area (same style as §7; docs/credits-applications-alerts.md). */
export const JOB_ALERT_API = {
  /** `GET ?token=`: public one-click unsubscribe from the link in every alert email. */
  unsubscribe: '/unsubscribe-job-alert',
} as const;

/** SPA page the unsubscribe link of an alert email opens; it calls `JOB_ALERT_API.unsubscribe` with the token. */
export const JOB_ALERT_UNSUBSCRIBE_ROUTE = '/job-alerts/unsubscribe';
