import type { Knex } from 'knex';
import { ROUTES } from '@fj/shared';
import type { Mailer } from '../../mail';
import type { Storage } from '../../storage';
import { removeAccountData } from '../candidates';
import { deliverOutboundEmails } from '../pipeline';
import { createOutboundEmailsRepo } from '../pipeline/outbound-emails.repo';
import { createRetentionRepo, recordSystemAudit, type NoticeRow } from './retention.repo';
import { retentionNoticeMail } from './retention-notice-mail';
import type { RetentionSettings } from './retention.settings';

const DAY = 86_400_000;
/** Rows per transaction; a run repeats batches until nothing is due. */
const BATCH = 200;

export interface RetentionDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  settings: RetentionSettings;
  now: () => Date;
  /** Where stored files live: without it the rows of removed files are marked deleted and their bytes stay. */
  storage?: Pick<Storage, 'delete'>;
  log?: { error(details: object, message: string): void };
}

export interface RetentionRun {
  notified: number;
  noticeEmails: number;
  anonymised: number;
  accountsRemoved: number;
}

const groupByCandidate = (rows: readonly NoticeRow[]) => {
  const groups = new Map<number, NoticeRow[]>();
  for (const row of rows) groups.set(row.candidate_user_id, [...(groups.get(row.candidate_user_id) ?? []), row]);
  return [...groups.values()];
};

export function createRetentionService(deps: RetentionDeps) {
  const repo = createRetentionRepo();
  const outbox = createOutboundEmailsRepo(deps.db);
  const periods = () => ({ months: deps.settings.applicationMonthsAfterClose, noticeDays: deps.settings.noticeDaysBefore });

  const deleteFiles = async (keys: readonly string[]) => {
    if (!deps.storage) return;
    for (const key of keys) {
      await deps.storage.delete(key).catch((error: unknown) => deps.log?.error({ err: error, key }, 'could not delete a stored file removed by retention'));
    }
  };

  /** Tells each candidate once, in one email per run, which applications are anonymised from which day. */
  async function sendNotices(now: Date): Promise<{ notified: number; emails: number }> {
    const anonymiseOn = new Date(now.getTime() + deps.settings.noticeDaysBefore * DAY);
    let notified = 0;
    const emailIds: number[] = [];
    for (;;) {
      const batch = await deps.db.transaction(async (trx) => {
        const rows = await repo.claimNoticesDue(trx, now, periods(), BATCH);
        if (!rows.length) return 0;
        await repo.markNotified(trx, rows.map((row) => row.id), now);
        for (const group of groupByCandidate(rows)) {
          const first = group[0]!;
          const message = retentionNoticeMail({
            to: first.email,
            displayName: first.display_name,
            locale: first.locale,
            months: deps.settings.applicationMonthsAfterClose,
            anonymiseOn,
            applications: group.map((row) => ({ jobTitle: row.job_title, employerName: row.employer_name, appliedOn: new Date(row.applied_at) })),
            exportUrl: `${deps.publicWebUrl}${ROUTES.candidateDashboard}`,
          });
          emailIds.push(await outbox.enqueue('retention-notice', `user/${first.candidate_user_id}`, message, trx));
        }
        return rows.length;
      });
      notified += batch;
      if (batch < BATCH) break;
    }
    const delivered = await deliverOutboundEmails({ db: deps.db, mailer: deps.mailer, log: deps.log }, emailIds);
    return { notified, emails: delivered.sent };
  }

  async function anonymiseDue(now: Date): Promise<number> {
    let anonymised = 0;
    for (;;) {
      const { count, keys } = await deps.db.transaction(async (trx) => {
        const rows = await repo.claimAnonymisationDue(trx, now, periods(), BATCH);
        if (!rows.length) return { count: 0, keys: [] as string[] };
        const storageKeys = await repo.anonymiseApplications(trx, rows.map((row) => row.id), now);
        for (const row of rows) {
          await recordSystemAudit(trx, {
            action: 'application.anonymise',
            targetType: 'application',
            targetId: row.id,
            after: { jobId: row.job_id, reason: 'retention', months: deps.settings.applicationMonthsAfterClose },
          });
        }
        return { count: rows.length, keys: storageKeys };
      });
      await deleteFiles(keys);
      anonymised += count;
      if (count < BATCH) break;
    }
    return anonymised;
  }

  /** Accounts never confirmed within the period, through the same steps as "delete my account". */
  async function removeUnverifiedAccounts(now: Date): Promise<number> {
    const createdBefore = new Date(now.getTime() - deps.settings.unverifiedAccountDays * DAY);
    let removed = 0;
    for (;;) {
      const { count, keys } = await deps.db.transaction(async (trx) => {
        const accounts = await repo.claimRemovableAccounts(trx, createdBefore, BATCH);
        const storageKeys: string[] = [];
        for (const account of accounts) {
          storageKeys.push(...(await removeAccountData(trx, account.id)));
          if (account.owned_employer_id !== null) await repo.deleteEmptyEmployer(trx, account.owned_employer_id);
          await recordSystemAudit(trx, {
            action: 'user.remove-unverified',
            targetType: 'user',
            targetId: account.id,
            // No address or name: the row would otherwise keep what the removal erased.
            before: { roles: account.roles, registered: new Date(account.created_at).toISOString(), organisationRemoved: account.owned_employer_id !== null },
            after: { reason: 'email-unverified', days: deps.settings.unverifiedAccountDays },
          });
        }
        return { count: accounts.length, keys: storageKeys };
      });
      await deleteFiles(keys);
      removed += count;
      if (count < BATCH) break;
    }
    return removed;
  }

  return {
    sendNotices,
    anonymiseDue,
    removeUnverifiedAccounts,
    /** The daily run: notices first (an application told today waits its notice period), then the removals. */
    async run(): Promise<RetentionRun> {
      const now = deps.now();
      const notices = await sendNotices(now);
      const anonymised = await anonymiseDue(now);
      const accountsRemoved = await removeUnverifiedAccounts(now);
      return { notified: notices.notified, noticeEmails: notices.emails, anonymised, accountsRemoved };
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
