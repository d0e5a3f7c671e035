import type { Knex } from 'knex';

export interface FailureCount {
  count: number;
  /** The latest counted failure, or null when there is none. */
  lastAt: Date | null;
}

const toFailureCount = (row: { count?: string | number; last?: Date | string | null } | undefined): FailureCount => ({
  count: Number(row?.count ?? 0),
  lastAt: row?.last ? new Date(row.last) : null,
});

export function createLoginAttemptsRepo(db: Knex) {
  const attempts = (trx?: Knex.Transaction) => (trx ?? db)('login_attempts');

  return {
    async record(attempt: { accountKey: string; ip: string; succeeded: boolean; at: Date }, trx?: Knex.Transaction): Promise<void> {
      await attempts(trx).insert({ account_key: attempt.accountKey, ip: attempt.ip, succeeded: attempt.succeeded, attempted_at: attempt.at });
    },

    /** Failures of one account from one address since `since`, not counting those before that pair's latest success. */
    async pairFailuresSince(accountKey: string, ip: string, since: Date, trx?: Knex.Transaction): Promise<FailureCount> {
      const row = await attempts(trx)
        .select(db.raw('count(*) as count'), db.raw('max(attempted_at) as last'))
        .where({ account_key: accountKey, ip, succeeded: false })
        .where('attempted_at', '>', since)
        .whereRaw(
          `attempted_at > coalesce((select max(s.attempted_at) from login_attempts s where s.account_key = ? and s.ip = ? and s.succeeded), '-infinity'::timestamptz)`,
          [accountKey, ip],
        )
        .first();
      return toFailureCount(row);
    },

    /** Failures from one address since `since`, whatever accounts they named. */
    async addressFailuresSince(ip: string, since: Date, trx?: Knex.Transaction): Promise<FailureCount> {
      const row = await attempts(trx)
        .select(db.raw('count(*) as count'), db.raw('max(attempted_at) as last'))
        .where({ ip, succeeded: false })
        .where('attempted_at', '>', since)
        .first();
      return toFailureCount(row);
    },

    /** Whether the account signed in successfully from this address since `since` (a known address). */
    async succeededFromSince(accountKey: string, ip: string, since: Date, trx?: Knex.Transaction): Promise<boolean> {
      const row = await attempts(trx).where({ account_key: accountKey, ip, succeeded: true }).where('attempted_at', '>', since).first('id');
      return row !== undefined;
    },

    /** Housekeeping after a success: the account's failures before `failuresBefore` and successes before `successesBefore` are never read again. */
    async prune(accountKey: string, failuresBefore: Date, successesBefore: Date, trx?: Knex.Transaction): Promise<void> {
      await attempts(trx)
        .where({ account_key: accountKey })
        .where((q) => q.where({ succeeded: false }).where('attempted_at', '<', failuresBefore).orWhere('attempted_at', '<', successesBefore))
        .delete();
    },
  };
}

export type LoginAttemptsRepo = ReturnType<typeof createLoginAttemptsRepo>;
