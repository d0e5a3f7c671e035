import type { Knex } from 'knex';

export function createLoginAttemptsRepo(db: Knex) {
  const attempts = (trx?: Knex.Transaction) => (trx ?? db)('login_attempts');

  return {
    async record(attempt: { accountKey: string; ip: string; succeeded: boolean; at: Date }, trx?: Knex.Transaction): Promise<void> {
      await attempts(trx).insert({ account_key: attempt.accountKey, ip: attempt.ip, succeeded: attempt.succeeded, attempted_at: attempt.at });
    },

    /** Failures for an account since `since`, not counting those before its latest success. */
    async accountFailuresSince(accountKey: string, since: Date, trx?: Knex.Transaction): Promise<number> {
      const row = await attempts(trx)
        .count<{ count: string | number }[]>({ count: '*' })
        .where({ account_key: accountKey, succeeded: false })
        .where('attempted_at', '>', since)
        .whereRaw(
          `attempted_at > coalesce((select max(s.attempted_at) from login_attempts s where s.account_key = ? and s.succeeded), '-infinity'::timestamptz)`,
          [accountKey],
        )
        .first();
      return Number(row?.count ?? 0);
    },

    async ipFailuresSince(ip: string, since: Date, trx?: Knex.Transaction): Promise<number> {
      const row = await attempts(trx)
        .count<{ count: string | number }[]>({ count: '*' })
        .where({ ip, succeeded: false })
        .where('attempted_at', '>', since)
        .first();
      return Number(row?.count ?? 0);
    },

    /** Housekeeping: an account's attempts older than the window are never read again. */
    async deleteAccountAttemptsBefore(accountKey: string, cutoff: Date, trx?: Knex.Transaction): Promise<void> {
      await attempts(trx).where({ account_key: accountKey }).where('attempted_at', '<', cutoff).delete();
    },
  };
}

export type LoginAttemptsRepo = ReturnType<typeof createLoginAttemptsRepo>;
