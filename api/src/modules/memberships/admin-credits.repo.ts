import type { Knex } from 'knex';
import { whereUserMatches } from '../users/user-search';

export interface AccountMatch {
  id: number;
  display_name: string;
  email: string;
  roles: string[];
  employer_id: number | null;
  holder_id: number;
  standard: number;
  premium: number;
}

/** The administrator's account look-up with each account's credit holder balance (the employer owner's for a team). */
export function createAdminCreditsRepo(db: Knex) {
  return {
    accountExists: async (trx: Knex.Transaction, id: number): Promise<boolean> =>
      (await trx('users').where({ id }).whereNull('deleted_at').first('id')) !== undefined,

    async findAccounts(input: string, limit: number): Promise<AccountMatch[]> {
      // The service trims the input, so user-search's trimmed pattern is this one.
      const rows = await whereUserMatches(db('users as u'), input, 'u')
        .leftJoin('employers as e', 'e.id', 'u.employer_id')
        .leftJoin('credit_balances as b', 'b.user_id', db.raw('coalesce(e.owner_user_id, u.id)'))
        .whereNull('u.deleted_at')
        .orderBy([{ column: 'u.display_name' }, { column: 'u.id' }])
        .limit(limit)
        .select('u.id', 'u.display_name', 'u.email', 'u.roles', 'u.employer_id', db.raw('coalesce(e.owner_user_id, u.id) as holder_id'), db.raw('coalesce(b.standard, 0) as standard'), db.raw('coalesce(b.premium, 0) as premium'));
      return rows.map((row) => ({ ...row, holder_id: Number(row.holder_id), standard: Number(row.standard), premium: Number(row.premium) }));
    },
  };
}

export type AdminCreditsRepo = ReturnType<typeof createAdminCreditsRepo>;
