import type { Knex } from 'knex';

export interface ResetTokenRow {
  id: number;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export function createResetTokensRepo(db: Knex) {
  const tokens = (trx?: Knex.Transaction) => (trx ?? db)<ResetTokenRow>('password_reset_tokens');

  return {
    async insert(token: { userId: number; tokenHash: string; expiresAt: Date }, trx?: Knex.Transaction): Promise<void> {
      await tokens(trx).insert({ user_id: token.userId, token_hash: token.tokenHash, expires_at: token.expiresAt } as never);
    },

    /** Locks the row so two simultaneous resets with one link cannot both succeed. */
    findUsableForUpdate: (tokenHash: string, now: Date, trx: Knex.Transaction) =>
      tokens(trx).where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', now).forUpdate().first(),

    /** Marks this token used and voids the user's other outstanding links. */
    async consumeAllForUser(userId: number, now: Date, trx?: Knex.Transaction): Promise<void> {
      await tokens(trx).where({ user_id: userId }).whereNull('used_at').update({ used_at: now } as never);
    },
  };
}

export type ResetTokensRepo = ReturnType<typeof createResetTokensRepo>;
