import type { Knex } from 'knex';
import type { Locale } from '../../i18n/locale';

export interface VerificationAccount {
  id: number;
  email: string;
  display_name: string;
  locale: Locale;
  email_verified_at: Date | null;
}

export function createEmailVerificationRepo(db: Knex) {
  return {
    /** A live account (a deleted one confirms nothing). */
    findAccount: (userId: number, trx?: Knex.Transaction): Promise<VerificationAccount | undefined> =>
      (trx ?? db)('users').where({ id: userId }).whereNull('deleted_at').first('id', 'email', 'display_name', 'locale', 'email_verified_at'),

    /** Sets the confirmation time once; true when this call set it. */
    async markVerified(userId: number, at: Date, trx?: Knex.Transaction): Promise<boolean> {
      const updated = await (trx ?? db)('users').where({ id: userId }).whereNull('email_verified_at').update({ email_verified_at: at });
      return updated > 0;
    },
  };
}

export type EmailVerificationRepo = ReturnType<typeof createEmailVerificationRepo>;
