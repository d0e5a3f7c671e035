import type { Knex } from 'knex';
import type { BackgroundCheckStatus, BackgroundCheckType } from '@fj/shared';

/** A background check row with its certificate's title (dates as YYYY-MM-DD). */
export interface BackgroundCheckRow {
  id: number;
  user_id: number;
  check_type: BackgroundCheckType;
  reference_number: string;
  issued_on: string;
  expires_on: string;
  media_id: number | null;
  certificate_title: string | null;
  status: BackgroundCheckStatus;
  reviewed_by_user_id: number | null;
  reviewed_at: Date | null;
  rejection_reason: string;
  expiry_reminded_at: Date | null;
  created_at: Date;
}

/** The administrators' queue adds who the check belongs to. */
export interface AdminBackgroundCheckRow extends BackgroundCheckRow {
  candidate_name: string;
  candidate_email: string;
}

/** A verified check about to expire, with what its reminder email needs. */
export interface ExpiringCheckRow extends BackgroundCheckRow {
  email: string;
  display_name: string;
  locale: string | null;
}

export interface NewBackgroundCheck {
  user_id: number;
  check_type: BackgroundCheckType;
  reference_number: string;
  issued_on: string;
  expires_on: string;
  media_id: number;
}

export function createBackgroundChecksRepo(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  const checks = (conn: Knex | Knex.Transaction) =>
    conn('background_checks as bc')
      .leftJoin('media as m', function joinCertificate() {
        this.on('m.id', '=', 'bc.media_id').andOnNull('m.deleted_at');
      })
      .select(
        'bc.id', 'bc.user_id', 'bc.check_type', 'bc.reference_number', 'bc.media_id', 'bc.status', 'bc.reviewed_by_user_id',
        'bc.reviewed_at', 'bc.rejection_reason', 'bc.expiry_reminded_at', 'bc.created_at', 'm.title as certificate_title',
      )
      .select(conn.raw(`to_char(bc.issued_on, 'YYYY-MM-DD') as issued_on`), conn.raw(`to_char(bc.expires_on, 'YYYY-MM-DD') as expires_on`));

  return {
    /** The candidate's checks, the latest expiry first. */
    listOfUser: (userId: number, trx?: Knex.Transaction): Promise<BackgroundCheckRow[]> =>
      checks(q(trx)).where('bc.user_id', userId).orderBy([{ column: 'bc.expires_on', order: 'desc' }, { column: 'bc.id', order: 'desc' }]),

    find: (id: number, trx?: Knex.Transaction): Promise<BackgroundCheckRow | undefined> => checks(q(trx)).where('bc.id', id).first(),

    /** Locks the row for a review, so two administrators cannot decide it at once. */
    lockForReview: (id: number, trx: Knex.Transaction): Promise<{ id: number; user_id: number; status: BackgroundCheckStatus } | undefined> =>
      trx('background_checks').select('id', 'user_id', 'status').where({ id }).forUpdate().first(),

    async insert(check: NewBackgroundCheck, trx: Knex.Transaction): Promise<number> {
      const [row] = await trx('background_checks').insert(check).returning('id');
      return (row as { id: number }).id;
    },

    async remove(id: number, trx: Knex.Transaction): Promise<void> {
      await trx('background_checks').where({ id }).delete();
    },

    async review(id: number, change: { status: BackgroundCheckStatus; reviewerUserId: number; rejectionReason: string; at: Date }, trx: Knex.Transaction): Promise<void> {
      await trx('background_checks').where({ id }).update({
        status: change.status,
        reviewed_by_user_id: change.reviewerUserId,
        reviewed_at: change.at,
        rejection_reason: change.rejectionReason,
        updated_at: change.at,
      });
    },

    /** The administrators' queue: pending oldest first (the order they were sent); decided ones the latest decision first. */
    async adminList(query: { status: BackgroundCheckStatus; offset: number; limit: number }): Promise<{ rows: AdminBackgroundCheckRow[]; total: number }> {
      const order =
        query.status === 'pending'
          ? [{ column: 'bc.created_at', order: 'asc' as const }, { column: 'bc.id', order: 'asc' as const }]
          : [{ column: 'bc.reviewed_at', order: 'desc' as const }, { column: 'bc.id', order: 'desc' as const }];
      const [rows, counted] = await Promise.all([
        checks(db)
          .join('users as u', 'u.id', 'bc.user_id')
          .leftJoin('candidate_profiles as cp', 'cp.user_id', 'bc.user_id')
          .select('u.email as candidate_email', db.raw(`COALESCE(NULLIF(cp.cand_name, ''), u.display_name) as candidate_name`))
          .where('bc.status', query.status)
          .orderBy(order)
          .offset(query.offset)
          .limit(query.limit),
        db('background_checks').where({ status: query.status }).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as AdminBackgroundCheckRow[], total: Number(counted?.count ?? 0) };
    },

    /**
     * The candidate's best check for a safeguarding job on `today`: a valid one if there is one, else the most telling
     * other (pending before expired before rejected), so the refusal names what the candidate can act on.
     */
    standingOf: (userId: number, today: string, trx?: Knex.Transaction): Promise<{ status: BackgroundCheckStatus; expires_on: string; valid: boolean } | undefined> =>
      q(trx)('background_checks')
        .select('status', q(trx).raw(`to_char(expires_on, 'YYYY-MM-DD') as expires_on`), q(trx).raw(`(status = 'verified' AND expires_on >= ?::date) as valid`, [today]))
        .where({ user_id: userId })
        .orderByRaw(
          `CASE WHEN status = 'verified' AND expires_on >= ?::date THEN 0 WHEN status = 'pending' THEN 1 WHEN status = 'verified' THEN 2 ELSE 3 END, expires_on DESC, id DESC`,
          [today],
        )
        .first(),

    /**
     * Verified checks expiring within `days` of today that were not reminded yet, claimed for this run: the
     * reminder is marked in the same statement, so two runs (or two processes) never remind twice.
     */
    async claimExpiring(today: string, days: number, at: Date, trx: Knex.Transaction): Promise<ExpiringCheckRow[]> {
      const claimed = await trx.raw<{ rows: { id: number }[] }>(
        `UPDATE background_checks SET expiry_reminded_at = ?
          WHERE id IN (SELECT id FROM background_checks
                        WHERE status = 'verified' AND expiry_reminded_at IS NULL
                          AND expires_on >= ?::date AND expires_on <= ?::date + ?::int
                        ORDER BY expires_on, id LIMIT 500 FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [at, today, today, days],
      );
      const ids = claimed.rows.map((row) => row.id);
      if (ids.length === 0) return [];
      return checks(trx)
        .join('users as u', 'u.id', 'bc.user_id')
        .select('u.email', 'u.display_name', 'u.locale')
        .whereIn('bc.id', ids)
        .whereNull('u.deleted_at')
        .orderBy('bc.id');
    },

    /** The user a certificate file belongs to as a background check, or undefined when the file is not one. */
    certificateOwner: async (mediaId: number): Promise<number | undefined> =>
      ((await db('background_checks').select('user_id').where({ media_id: mediaId }).first()) as { user_id: number } | undefined)?.user_id,
  };
}

export type BackgroundChecksRepo = ReturnType<typeof createBackgroundChecksRepo>;
