import type { Knex } from 'knex';
import { toIsoDate } from '@fj/shared';
import type { Mailer } from '../mail';
import { runDueAlerts } from '../modules/alerts';
import { expireOverdueJobs } from '../modules/jobs';
import { sandboxRenewalsTask, type PaymentsApi } from '../modules/payments';
import { outboundEmailsTask } from '../modules/pipeline';
import type { ScheduledTask } from './background-work';

export interface TaskDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  secret: string;
  now?: () => Date;
  log: { error(details: object, message: string): void };
  /** The app's payments engine (app.payments): its sandbox renews subscriptions when it is the provider. */
  payments?: Pick<PaymentsApi, 'renewSandboxSubscriptions'>;
}

/** The platform's scheduled work. Each task is safe to run in several processes at once. */
export function scheduledTasks(deps: TaskDeps): ScheduledTask[] {
  const now = deps.now ?? (() => new Date());
  return [
    {
      // Due alerts are found every 15 minutes; each alert is still sent once per its own period.
      name: 'job-alerts',
      cron: '*/15 * * * *',
      expireInMinutes: 14,
      run: () => runDueAlerts({ db: deps.db, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl, secret: deps.secret, now, log: deps.log }),
    },
    {
      // Listings never depend on it (active = publish and deadline not passed); it keeps stored statuses honest.
      name: 'jobs-expire-overdue',
      cron: '5 0 * * *',
      expireInMinutes: 30,
      run: async () => ({ expired: (await expireOverdueJobs(deps.db, toIsoDate(now()))).length }),
    },
    // Retries emails queued after a commit (e.g. rejections) that a crash or a mail outage left unsent.
    outboundEmailsTask({ db: deps.db, mailer: deps.mailer, log: deps.log }),
    // sandbox-renewals (hourly): only when the sandbox is the payment provider; Stripe renews on its own side.
    ...(deps.payments ? sandboxRenewalsTask(deps.payments) : []),
  ];
}
