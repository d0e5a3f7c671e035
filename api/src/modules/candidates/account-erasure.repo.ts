import type { Knex } from 'knex';

/** Placeholder values of an anonymised account: nothing that identifies the person is left. */
export const anonymisedAccount = (userId: number) => ({
  username: `deleted-user-${userId}`,
  email: `deleted-user-${userId}@deleted.invalid`,
  display_name: 'Deleted user',
  first_name: '',
  last_name: '',
  profile_slug: `deleted-user-${userId}`,
  password_hash: null,
  google_sub: null,
  profile_type: null,
  employer_id: null,
});

/**
 * The account-level rows that hold personal data outside the candidate tables: the users row (anonymised, kept so
 * records that point at it stay consistent), reset links and login attempts (IP addresses). One place, so the
 * deletion is reviewable as a whole.
 */
export function createAccountErasureRepo() {
  return {
    async eraseAccountRows(userId: number, trx: Knex.Transaction): Promise<void> {
      await trx('password_reset_tokens').where({ user_id: userId }).delete();
      await trx('login_attempts').where({ account_key: `user:${userId}` }).delete();
      await trx('users')
        .where({ id: userId })
        .update({
          ...anonymisedAccount(userId),
          roles: trx.raw(`'{}'::text[]`),
          token_version: trx.raw('token_version + 1'),
          deleted_at: trx.fn.now(),
          updated_at: trx.fn.now(),
        });
      await trx('events').insert({ actor_user_id: userId, entity: 'user', entity_id: String(userId), action: 'account-deleted' });
    },

    /** What the person did (their own activity log) for the data export. */
    activityOf: (userId: number, db: Knex) =>
      db('events')
        .where({ actor_user_id: userId })
        .orderBy('at')
        .select<{ entity: string; entity_id: string; action: string; from_value: string | null; to_value: string | null; at: Date }[]>(
          'entity',
          'entity_id',
          'action',
          'from_value',
          'to_value',
          'at',
        ),
  };
}

export type AccountErasureRepo = ReturnType<typeof createAccountErasureRepo>;
