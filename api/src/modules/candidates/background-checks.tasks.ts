import type { Knex } from 'knex';
import { RETENTION_DEFAULTS } from '@fj/shared';
import type { Mailer } from '../../mail';
import type { ScheduledTask } from '../../queue/background-work';
import { createBackgroundChecksRepo } from './background-checks.repo';
import { remindExpiringChecks, safeguardingGate } from './background-checks.service';

/** Daily: candidates whose verified check expires within 30 days are emailed once (docs/safeguarding.md). */
export function backgroundCheckRemindersTask(deps: { db: Knex; mailer: Mailer; publicWebUrl: string; now: () => Date; log: { error(details: object, message: string): void } }): ScheduledTask {
  const repo = createBackgroundChecksRepo(deps.db);
  return {
    name: 'background-check-expiry-reminders',
    cron: '40 6 * * *',
    expireInMinutes: 60,
    run: () => remindExpiringChecks({ ...deps, repo, days: RETENTION_DEFAULTS.checkExpiryReminderDays }),
  };
}

/** The apply rule of safeguarding jobs, for the applications module: throws the 422 refusal unless the check is valid. */
export function safeguardingCheckFor(db: Knex): (userId: number, today: string, trx?: Knex.Transaction) => Promise<void> {
  return safeguardingGate(createBackgroundChecksRepo(db));
}
