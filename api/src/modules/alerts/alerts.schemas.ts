import { JOB_ALERT_LIMITS, MAX_LENGTH } from '@fj/shared';
import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Id, PagingFields } from '../../lib/schemas';

/** Presence and values are the shared jobAlertSchema's rules (422 with field errors); this bounds types and sizes. */
export const SaveJobAlertBody = RequestObject({
  id: Type.Optional(Id({ description: 'Send to edit an own alert' })),
  alert_name: Type.Optional(Str(JOB_ALERT_LIMITS.name * 2)),
  alert_email: Type.Optional(Str(MAX_LENGTH.email * 2)),
  alert_frequency: Type.Optional(Type.Union([Type.Integer(), Str(3)], { description: '1 Daily, 7 Weekly, 15 Fortnightly, 30 Monthly, 12 Yearly' })),
  alert_category: Type.Optional(Str(60, { description: 'A job category value' })),
  alert_keyword: Type.Optional(Str(JOB_ALERT_LIMITS.keyword * 2, { description: 'Optional: only jobs matching these keywords (as the job search)' })),
  alert_country: Type.Optional(Str(40, { description: 'Optional: only jobs in this country (COUNTRIES value)' })),
  alert_city: Type.Optional(Str(JOB_ALERT_LIMITS.city * 2, { description: 'Optional: only jobs in this city' })),
});

export const JobAlertSchema = Type.Object({
  id: Type.Integer(),
  alert_name: Type.String(),
  alert_email: Type.String(),
  alert_frequency: Type.Integer(),
  alert_frequency_label: Type.String(),
  alert_category: Type.String(),
  alert_category_label: Type.String(),
  alert_keyword: Type.String(),
  alert_country: Type.String(),
  alert_city: Type.String(),
  created: Type.String({ format: 'date-time' }),
  lastSent: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const JobAlertResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: JobAlertSchema });

export const JobAlertListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(JobAlertSchema), total: Type.Integer() });

export const MyJobAlertsQuery = RequestObject({
  ...PagingFields(),
  ...SkipCacheQuery,
});

export const AlertIdQuery = RequestObject({ id: Id(), ...SkipCacheQuery });

export const UnsubscribeQuery = RequestObject({ token: Str(100, { minLength: 1 }) });
