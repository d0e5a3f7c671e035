import type { Knex } from 'knex';
import { ALERT_FREQUENCIES, JOB_ALERT_LIMITS, JOB_CATEGORIES, jobAlertSchema, labelOf, LIMITS } from '@fj/shared';
import { HttpError, notFound } from '../../lib/http-error';
import { FormRuleError, validateForm } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import type { EventsRepo } from '../events/events.repo';
import type { AlertsRepo, JobAlertRow } from './alerts.repo';
import type { UnsubscribeTokens } from './unsubscribe-token';

export const ALERT_MESSAGES = {
  saved: 'Job alert saved.',
  deleted: 'Job alert deleted.',
  notFound: 'Job alert not found',
  tooMany: `You can keep at most ${JOB_ALERT_LIMITS.perUser} job alerts. Delete one to add another.`,
  unsubscribed: 'You are unsubscribed from this job alert.',
  badToken: 'This unsubscribe link is not valid. You can manage your alerts under Job Alerts in your account.',
} as const;

/** A job alert as the api answers it: the §3 fields plus labels for the list screen. */
export interface JobAlertItem {
  id: number;
  alert_name: string;
  alert_email: string;
  alert_frequency: number;
  alert_frequency_label: string;
  alert_category: string;
  alert_category_label: string;
  alert_keyword: string;
  alert_country: string;
  alert_city: string;
  created: string;
  lastSent: string | null;
}

export const toJobAlertItem = (row: JobAlertRow): JobAlertItem => ({
  id: row.id,
  alert_name: row.alert_name,
  alert_email: row.alert_email,
  alert_frequency: row.alert_frequency,
  alert_frequency_label: labelOf(ALERT_FREQUENCIES, row.alert_frequency) ?? String(row.alert_frequency),
  alert_category: row.alert_category,
  alert_category_label: labelOf(JOB_CATEGORIES, row.alert_category) ?? row.alert_category,
  alert_keyword: row.alert_keyword ?? '',
  alert_country: row.alert_country ?? '',
  alert_city: row.alert_city ?? '',
  created: new Date(row.created_at).toISOString(),
  lastSent: row.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
});

export interface AlertsServiceDeps {
  db: Knex;
  alerts: AlertsRepo;
  events: EventsRepo;
  tokens: UnsubscribeTokens;
}

export function createAlertsService(deps: AlertsServiceDeps) {
  const { alerts } = deps;

  return {
    /** `POST /save-job-alerts`: creates an alert, or edits the caller's own one when `id` is sent. */
    async save(actor: Actor, body: unknown): Promise<JobAlertItem> {
      const { id, ...form } = validateForm(jobAlertSchema, body);
      const fields = {
        alert_name: form.alert_name,
        alert_email: form.alert_email,
        alert_frequency: form.alert_frequency,
        alert_category: form.alert_category,
        alert_keyword: form.alert_keyword,
        alert_country: form.alert_country,
        alert_city: form.alert_city,
      };
      return deps.db.transaction(async (trx) => {
        if (id !== undefined) {
          const existing = await alerts.findOwn(id, actor.id, trx);
          if (!existing) throw notFound(ALERT_MESSAGES.notFound);
          // The alerts page's form has no keyword or place: an edit from it keeps the search the alert was made from.
          const sent = (name: string) => typeof body === 'object' && body !== null && name in body;
          const search = {
            alert_keyword: sent('alert_keyword') ? fields.alert_keyword : existing.alert_keyword,
            alert_country: sent('alert_country') ? fields.alert_country : existing.alert_country,
            alert_city: sent('alert_city') ? fields.alert_city : existing.alert_city,
          };
          return toJobAlertItem(await alerts.update(id, { ...fields, ...search }, trx));
        }
        if ((await alerts.countOfUser(actor.id, trx)) >= JOB_ALERT_LIMITS.perUser) throw new HttpError(422, ALERT_MESSAGES.tooMany);
        const row = await alerts.insert(actor.id, fields, trx);
        await deps.events.record({ actorUserId: actor.id, entity: 'job_alert', entityId: row.id, action: 'created', details: fields }, trx);
        return toJobAlertItem(row);
      });
    },

    /** `GET /get-my-job-alerts`: the caller's alerts, newest first. */
    async listMine(actor: Actor, query: { offset?: number; limit?: number }) {
      const offset = Math.max(query.offset ?? 0, 0);
      const limit = Math.min(Math.max(query.limit ?? LIMITS.maxPageSize, 1), LIMITS.maxPageSize);
      const [rows, total] = await Promise.all([alerts.listOfUser(actor.id, offset, limit), alerts.countOfUser(actor.id)]);
      return { data: rows.map(toJobAlertItem), total };
    },

    /** `GET /delete-my-job-alerts?id`: only the owner; anyone else's alert is simply not found. */
    async deleteMine(actor: Actor, id: number): Promise<void> {
      await deps.db.transaction(async (trx) => {
        const row = await alerts.findOwn(id, actor.id, trx);
        if (!row) throw notFound(ALERT_MESSAGES.notFound);
        await alerts.delete(id, trx);
        await deps.events.record({ actorUserId: actor.id, entity: 'job_alert', entityId: id, action: 'deleted', details: { alert_name: row.alert_name, alert_email: row.alert_email } }, trx);
      });
    },

    /**
     * `GET /unsubscribe-job-alert?token`: the one-click link of an alert email. Deletes the alert; a link whose
     * alert is already gone answers the same success (a second click is not an error).
     */
    async unsubscribe(token: string): Promise<void> {
      const alertId = deps.tokens.alertIdOf(token);
      if (alertId === undefined) throw new FormRuleError({ token: ALERT_MESSAGES.badToken });
      await deps.db.transaction(async (trx) => {
        const row = await alerts.findById(alertId, trx);
        if (!row) return;
        if (!deps.tokens.verify(token, row.id, row.user_id)) throw new FormRuleError({ token: ALERT_MESSAGES.badToken });
        await alerts.delete(row.id, trx);
        await deps.events.record({ actorUserId: null, entity: 'job_alert', entityId: row.id, action: 'unsubscribed', details: { alert_name: row.alert_name, alert_email: row.alert_email, user_id: row.user_id } }, trx);
      });
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
