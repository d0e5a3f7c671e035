import type { Knex } from 'knex';
import { jobHref, JOB_ALERT_UNSUBSCRIBE_ROUTE, ROUTES, toIsoDate, withQuery } from '@fj/shared';
import type { Mailer } from '../../mail';
import { alertMail } from './alert-mail';
import { ALERT_FREQUENCY_VALUES, alertPeriod, FIRST_RUN_LOOKBACK_DAYS, type AlertFrequencyValue } from './alert-periods';
import { createAlertsRepo, type JobAlertRow } from './alerts.repo';
import { createUnsubscribeTokens } from './unsubscribe-token';
import { createUsersRepo } from '../users/users.repo';

export interface AlertRunDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  /** Server secret the unsubscribe links are signed with (the JWT secret). */
  secret: string;
  now?: () => Date;
  log?: { error(details: object, message: string): void };
}

export interface AlertRunSummary {
  sent: number;
  /** Claimed this period but nothing new matched: no email. */
  empty: number;
  /** Another process had already claimed the period. */
  skipped: number;
  failed: number;
}

const ALERTS_PER_PAGE = 200;
const JOBS_PER_EMAIL = 50;
// Jobs committed a little after the previous run started can carry an earlier post_date; alert_sent_jobs drops repeats.
const LOOKBACK_MARGIN_MS = 60 * 60 * 1000;

/**
 * Sends every due alert once for its current period: one email listing only active jobs of its category, posted
 * since its last run, never listed to it before. Each alert is one transaction that first claims (alert, period)
 * with INSERT … ON CONFLICT DO NOTHING, so concurrent runs (two API processes, a retried queue job) cannot send
 * twice; the email goes out before that transaction commits, so a failed send releases the claim for a retry.
 */
export async function runDueAlerts(deps: AlertRunDeps): Promise<AlertRunSummary> {
  const repo = createAlertsRepo(deps.db);
  const users = createUsersRepo(deps.db);
  const tokens = createUnsubscribeTokens(deps.secret);
  const moment = (deps.now ?? (() => new Date()))();
  const today = toIsoDate(moment);
  const periods = Object.fromEntries(ALERT_FREQUENCY_VALUES.map((frequency) => [frequency, alertPeriod(frequency, moment)]));
  const summary: AlertRunSummary = { sent: 0, empty: 0, skipped: 0, failed: 0 };

  const runOne = (alert: JobAlertRow): Promise<keyof AlertRunSummary> =>
    deps.db.transaction(async (trx) => {
      const period = periods[alert.alert_frequency];
      if (!(await repo.claimRun(alert.id, period, moment, trx))) return 'skipped';
      const lastRun = await repo.lastRunBefore(alert.id, period, trx);
      const lookbackDays = FIRST_RUN_LOOKBACK_DAYS[alert.alert_frequency as AlertFrequencyValue] ?? 1;
      const since = lastRun ? new Date(lastRun.getTime() - LOOKBACK_MARGIN_MS) : new Date(moment.getTime() - lookbackDays * 86_400_000);
      const jobs = await repo.matchingJobs(alert.id, alert, since, today, JOBS_PER_EMAIL, trx);
      await repo.recordSent(alert.id, period, jobs.map((job) => job.id), trx);
      if (jobs.length === 0) return 'empty';
      const locale = await users.localeOf(alert.user_id, trx);
      await deps.mailer.send(
        alertMail(alert, jobs, {
          jobUrl: (slug) => `${deps.publicWebUrl}${jobHref(slug)}`,
          manageUrl: `${deps.publicWebUrl}${ROUTES.candidateJobAlerts}`,
          unsubscribeUrl: `${deps.publicWebUrl}${withQuery(JOB_ALERT_UNSUBSCRIBE_ROUTE, { token: tokens.sign(alert.id, alert.user_id) })}`,
        }, locale),
      );
      return 'sent';
    });

  let afterId = 0;
  for (;;) {
    const due = await repo.dueAlerts(periods, afterId, ALERTS_PER_PAGE);
    for (const alert of due) {
      try {
        summary[await runOne(alert)] += 1;
      } catch (error) {
        summary.failed += 1;
        deps.log?.error({ err: error, alertId: alert.id }, 'job alert could not be sent; it is retried on the next run');
      }
    }
    if (due.length < ALERTS_PER_PAGE) break;
    afterId = due[due.length - 1].id;
  }
  return summary;
}
