import * as yup from 'yup';
import { jobAlertSchema, visibilitySchema } from '@fj/shared';

export interface PreferencesValues {
  cand_profile: string;
  job_alerts: boolean;
  alert_category: string;
  alert_frequency: string;
}

// The shared object schemas declare these fields directly (never as references).
const alertField = (name: 'alert_category' | 'alert_frequency') => jobAlertSchema.fields[name] as yup.Schema;

/** Visibility as the profile validates it; the alert's category and frequency as the alerts area does, when wanted. */
export const preferencesSchema = yup.object({
  cand_profile: visibilitySchema.fields.cand_profile as yup.Schema,
  job_alerts: yup.boolean(),
  alert_category: yup.mixed().when('job_alerts', { is: true, then: () => alertField('alert_category') }),
  alert_frequency: yup.mixed().when('job_alerts', { is: true, then: () => alertField('alert_frequency') }),
});

/** Weekly unless chosen otherwise (§3 value 7). */
export const DEFAULT_ALERT_FREQUENCY = '7';
