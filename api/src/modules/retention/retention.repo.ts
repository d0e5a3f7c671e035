import type { Knex } from 'knex';
import type { Locale } from '../../i18n/locale';

/**
 * When a job stopped taking applications: the moment it was closed, filled or expired (kept by a trigger), or for a
 * job still marked 'publish' the end of its last day. Other jobs (drafts, pending, hidden) have not closed.
 */
const CLOSED_AT = `COALESCE(j.closed_at, CASE WHEN j.status = 'publish' THEN (j.end_date + 1)::timestamp AT TIME ZONE 'UTC' END)`;
const ANONYMISE_FROM = `(${CLOSED_AT} + make_interval(months => ?))`;

export interface NoticeRow {
  id: number;
  candidate_user_id: number;
  email: string;
  display_name: string;
  locale: Locale;
  job_title: string;
  employer_name: string;
  applied_at: Date;
}

export interface RemovableAccount {
  id: number;
  email: string;
  created_at: Date;
  roles: string[];
  /** The organisation the account owns, deleted with it (it has no jobs and nobody else). */
  owned_employer_id: number | null;
}

export interface Periods {
  months: number;
  noticeDays: number;
}

/** Writes an audit row as the platform itself: no actor, labelled 'system' (docs/retention.md). */
export async function recordSystemAudit(trx: Knex.Transaction, entry: { action: string; targetType: string; targetId: string | number; before?: unknown; after?: unknown }) {
  await trx('audit_log').insert({
    actor_user_id: null,
    actor_label: 'system',
    action: entry.action,
    target_type: entry.targetType,
    target_id: String(entry.targetId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}

export function createRetentionRepo() {
  return {
    /**
     * Applications whose anonymisation is at most `noticeDays` away and whose candidate has not been told yet; locked
     * (SKIP LOCKED) so a concurrent run takes other rows. A deleted account has no address to tell.
     */
    claimNoticesDue: async (trx: Knex.Transaction, now: Date, periods: Periods, limit: number): Promise<NoticeRow[]> =>
      (
        await trx.raw(
          `SELECT a.id, a.candidate_user_id, u.email, u.display_name, u.locale, j.title AS job_title, e.name AS employer_name, a.created_at AS applied_at
             FROM applications a
             JOIN jobs j ON j.id = a.job_id
             JOIN employers e ON e.id = j.employer_id
             JOIN users u ON u.id = a.candidate_user_id
            WHERE a.anonymised_at IS NULL AND a.retention_notified_at IS NULL AND u.deleted_at IS NULL
              AND ${ANONYMISE_FROM} - make_interval(days => ?) <= ?
            ORDER BY a.candidate_user_id, a.id
            LIMIT ?
            FOR UPDATE OF a SKIP LOCKED`,
          [periods.months, periods.noticeDays, now, limit],
        )
      ).rows,

    markNotified: async (trx: Knex.Transaction, ids: readonly number[], now: Date) => {
      await trx('applications').whereIn('id', ids).update({ retention_notified_at: now });
    },

    /**
     * Applications due for anonymisation: the period since their job closed is over, and the candidate was told at
     * least `noticeDays` ago (or can no longer be told: the account is deleted). An application that became due without
     * a notice (the task did not run, the period was shortened) gets its notice first and waits the notice period.
     */
    claimAnonymisationDue: async (trx: Knex.Transaction, now: Date, periods: Periods, limit: number): Promise<{ id: number; job_id: number; candidate_user_id: number | null }[]> =>
      (
        await trx.raw(
          `SELECT a.id, a.job_id, a.candidate_user_id
             FROM applications a
             JOIN jobs j ON j.id = a.job_id
             LEFT JOIN users u ON u.id = a.candidate_user_id
            WHERE a.anonymised_at IS NULL
              AND ${ANONYMISE_FROM} <= ?
              AND (a.retention_notified_at <= ?::timestamptz - make_interval(days => ?) OR u.deleted_at IS NOT NULL)
            ORDER BY a.id
            LIMIT ?
            FOR UPDATE OF a SKIP LOCKED`,
          [periods.months, now, now, periods.noticeDays, limit],
        )
      ).rows,

    /**
     * Removes what names or describes the candidate from these applications and everything hanging off them; keeps
     * the job, status, credit kind, channel, dates and the status history (docs/retention.md). Returns the storage
     * keys of message attachments whose rows were marked deleted, for the caller to remove after the commit.
     */
    async anonymiseApplications(trx: Knex.Transaction, ids: readonly number[], now: Date): Promise<string[]> {
      const threadIds = trx('message_threads').where({ context: 'application' }).whereIn('context_id', ids).select('id');
      const attachments: { id: number; storage_key: string }[] = await trx('media')
        .whereIn('id', trx('message_attachments as ma').join('messages as m', 'm.id', 'ma.message_id').whereIn('m.thread_id', threadIds).select('ma.media_id'))
        .whereNull('deleted_at')
        .select('id', 'storage_key');
      if (attachments.length) await trx('media').whereIn('id', attachments.map((row) => row.id)).update({ deleted_at: now });
      // Messages, their attachments' links and the participants go with the thread (ON DELETE CASCADE).
      await trx('message_threads').whereIn('id', threadIds).delete();
      // Slots, interviewers and reminders go with the interview.
      await trx('interviews').whereIn('application_id', ids).delete();
      await trx('application_notes').whereIn('application_id', ids).delete();
      await trx('application_ratings').whereIn('application_id', ids).delete();
      // The status history stays for the employer's figures; the free-text reasons and the candidate's own name on
      // it (a withdrawal) go.
      await trx.raw(
        `UPDATE application_events ae
            SET reason = '', actor_user_id = CASE WHEN ae.actor_user_id = a.candidate_user_id THEN NULL ELSE ae.actor_user_id END
           FROM applications a
          WHERE a.id = ae.application_id AND a.id = ANY(?::int[])`,
        [[...ids]],
      );
      await trx('applications')
        .whereIn('id', ids)
        .update({ candidate_user_id: null, cover_note: '', answers: JSON.stringify([]), cv_media_id: null, anonymised_at: now, updated_at: now });
      return attachments.map((row) => row.storage_key);
    },

    /**
     * Unconfirmed accounts older than the cut-off that nothing else relies on: no application, order, payment or
     * subscription, no staff role, not suspended (a moderator's record), and no organisation with jobs or other
     * members. Locked so a concurrent run skips them.
     */
    claimRemovableAccounts: async (trx: Knex.Transaction, createdBefore: Date, limit: number): Promise<RemovableAccount[]> =>
      (
        await trx.raw(
          `SELECT u.id, u.email, u.created_at, u.roles,
                  (SELECT e.id FROM employers e WHERE e.owner_user_id = u.id LIMIT 1) AS owned_employer_id
             FROM users u
            WHERE u.email_verified_at IS NULL AND u.deleted_at IS NULL AND u.suspended_at IS NULL
              AND u.created_at < ?
              AND NOT (u.roles && ARRAY['administrator', 'datascout', 'content_editor']::text[])
              AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.candidate_user_id = u.id)
              AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id)
              AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.user_id = u.id)
              AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id)
              AND NOT EXISTS (
                SELECT 1 FROM employers e
                 WHERE e.owner_user_id = u.id
                   AND (EXISTS (SELECT 1 FROM jobs j WHERE j.employer_id = e.id)
                        OR EXISTS (SELECT 1 FROM users m WHERE m.employer_id = e.id AND m.id <> u.id AND m.deleted_at IS NULL)
                        OR (SELECT count(*) FROM employers e2 WHERE e2.owner_user_id = u.id) > 1))
            ORDER BY u.id
            LIMIT ?
            FOR UPDATE OF u SKIP LOCKED`,
          [createdBefore, limit],
        )
      ).rows,

    /** The empty organisation of a removed employer account (its templates and settings go with it). */
    async deleteEmptyEmployer(trx: Knex.Transaction, employerId: number): Promise<void> {
      await trx('users').where({ employer_id: employerId }).update({ employer_id: null });
      await trx('employers').where({ id: employerId }).delete();
    },
  };
}

export type RetentionRepo = ReturnType<typeof createRetentionRepo>;
