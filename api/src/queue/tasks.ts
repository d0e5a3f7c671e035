import type { Knex } from 'knex';
import { toIsoDate } from '@fj/shared';
import type { Mailer } from '../mail';
import { runDueAlerts } from '../modules/alerts';
import { grantMonthlyAllowances } from '../modules/credits';
import { runNewsletterSends } from '../modules/content';
import { expireOverdueJobs } from '../modules/jobs';
import { expireSubscriptions } from '../modules/memberships';
import { sandboxRenewalsTask, type PaymentsApi } from '../modules/payments';
import { outboundEmailsTask } from '../modules/pipeline';
import { interviewRemindersTask } from '../modules/interviews';
import { messageMailTask, type MessageMailSettings } from '../modules/messages/mail';
import { hotListWeeklyTask } from '../modules/hot-list';
import { backgroundCheckRemindersTask } from '../modules/candidates';
import { DEFAULT_RETENTION, retentionTask, type RetentionSettings } from '../modules/retention';
import type { Storage } from '../storage';
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
  /** Unread-message emails (docs/reply-by-email.md): their timing and reply domain, and the app's messages module
   * (app.messages), whose live check says who may still be written to; the task runs when both are given. */
  messageMail?: MessageMailSettings;
  messages?: {
    replyTokenVersion(threadId: number, userId: number): Promise<number | null>;
    describeThread?(threadId: number, userId: number): Promise<{ title: string; subtitle: string } | null>;
  };
  /** Retention periods (docs/retention.md); the defaults when not given. */
  retention?: RetentionSettings;
  /** Stored files, so the retention run removes the bytes of what it deletes (rows only without it). */
  storage?: Pick<Storage, 'delete'>;
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
    // Interview reminders 24 hours and 1 hour before, each claimed once with its emails (docs/interviews.md).
    interviewRemindersTask({ db: deps.db, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl, now, log: deps.log }),
    {
      // Every credit holder gets the month's allowance early on the 1st (and any day a run was missed); the unique
      // grant index makes repeated runs grant nothing.
      name: 'credits-monthly-grant',
      cron: '10 0 * * *',
      expireInMinutes: 120,
      run: () => grantMonthlyAllowances({ db: deps.db, now }),
    },
    {
      // Subscriptions set to end whose period is over, and past-due ones 14 days on, return their accounts to FREE.
      name: 'subscriptions-expire',
      cron: '20 0 * * *',
      expireInMinutes: 60,
      run: () => expireSubscriptions({ db: deps.db, now }),
    },
    {
      // Newsletter issues an administrator queued: up to 20 batches a minute, each delivery claimed once (docs/content.md).
      name: 'newsletter-send',
      cron: '* * * * *',
      expireInMinutes: 10,
      run: () => runNewsletterSends({ db: deps.db, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl, secret: deps.secret, now }),
    },
    // Mondays: each employer who asked gets the week's new hot-list candidates once (docs/hot-list.md).
    hotListWeeklyTask({ db: deps.db, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl, now, log: deps.log }),
    // Daily: a verified background check's owner is reminded once, 30 days before it expires (docs/safeguarding.md).
    backgroundCheckRemindersTask({ db: deps.db, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl, now, log: deps.log }),
    // Daily: retention notices, anonymisation of old applications, removal of unconfirmed accounts (docs/retention.md).
    retentionTask({ db: deps.db, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl, settings: deps.retention ?? DEFAULT_RETENTION, storage: deps.storage, now, log: deps.log }),
    // sandbox-renewals (hourly): only when the sandbox is the payment provider; Stripe renews on its own side.
    ...(deps.payments ? sandboxRenewalsTask(deps.payments) : []),
    // message-mail (every minute): emails about messages left unread, one per thread per interval at most.
    ...(deps.messageMail && deps.messages
      ? [messageMailTask({ ...deps.messageMail, db: deps.db, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl, secret: deps.secret, messages: deps.messages, now, log: deps.log })]
      : []),
  ];
}
