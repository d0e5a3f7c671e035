import type { Knex } from 'knex';
import type { AccountDeletionStep } from './own-data.service';

/**
 * What deleting a candidate account does in the other areas, in the same transaction (see own-data.service.ts):
 * - applications stay for the employers' records (job, status, dates) but lose the cover note and the screening
 *   answers; the CV link clears itself when the CV row is deleted (ON DELETE SET NULL), and the candidate now
 *   appears as the anonymised "Deleted user";
 * - job alerts are deleted (they hold an e-mail address);
 * - clicks on external apply links forget who clicked.
 * Credit ledgers stay: they are financial records and name nobody once the account is anonymised.
 */
export const anonymiseApplications: AccountDeletionStep = async (userId, trx) => {
  await trx('applications')
    .where({ candidate_user_id: userId })
    .update({ cover_note: '', answers: JSON.stringify([]), updated_at: trx.fn.now() });
};

export const deleteJobAlerts: AccountDeletionStep = async (userId, trx) => {
  await trx('job_alerts').where({ user_id: userId }).delete();
};

export const forgetApplyClicks: AccountDeletionStep = async (userId, trx) => {
  await trx('job_apply_clicks').where({ user_id: userId }).update({ user_id: null });
};

/** Background checks name the person (reference numbers); their certificates go with the account's files. */
export const deleteBackgroundChecks: AccountDeletionStep = async (userId, trx) => {
  await trx('background_checks').where({ user_id: userId }).delete();
};

export const CANDIDATE_ACCOUNT_DELETION_STEPS: readonly AccountDeletionStep[] = [anonymiseApplications, deleteJobAlerts, forgetApplyClicks, deleteBackgroundChecks];

/** The caller's records in those areas, for "download my data". */
export async function otherAreasDataOf(db: Knex, userId: number) {
  const [applications, jobAlerts, credits] = await Promise.all([
    db('applications as a')
      .join('jobs as j', 'j.id', 'a.job_id')
      .where('a.candidate_user_id', userId)
      .orderBy('a.created_at')
      // An anonymised application names nobody, so it is no longer the person's; the notice date says one is coming.
      .select('a.id', 'j.title as job_title', 'a.status', 'a.cv_media_id', 'a.cover_note', 'a.answers', 'a.created_at', 'a.withdrawn_at', 'a.retention_notified_at', 'a.anonymised_at'),
    db('job_alerts')
      .where({ user_id: userId })
      .orderBy('created_at')
      .select('id', 'alert_name', 'alert_email', 'alert_frequency', 'alert_category', 'created_at'),
    db('credit_ledger').where({ user_id: userId }).orderBy('id').select('kind', 'delta', 'balance_after', 'reason', 'period', 'created_at'),
  ]);
  return { applications, jobAlerts, credits };
}
