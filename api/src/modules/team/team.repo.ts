import type { Knex } from 'knex';
import { TEAM_ROLES } from '@fj/shared';

export interface TeamMemberRow {
  id: number;
  username: string;
  email: string;
  display_name: string;
  roles: string[];
  employer_id: number | null;
  created_at: Date;
}

const TEAM_ROLE_VALUES: string[] = TEAM_ROLES.map((role) => role.value);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Team members are users acting for an employer (users.employer_id) with a team role; the owner is not one. */
export function createTeamRepo(db: Knex) {
  const members = (conn: Knex | Knex.Transaction, employerId: number) =>
    conn('users').where({ employer_id: employerId }).whereNull('deleted_at').whereRaw('roles && ?::text[]', [TEAM_ROLE_VALUES]);
  const columns = ['id', 'username', 'email', 'display_name', 'roles', 'employer_id', 'created_at'];

  return {
    findMember: (id: number, employerId: number, trx?: Knex.Transaction): Promise<TeamMemberRow | undefined> =>
      members(trx ?? db, employerId).where({ id }).first(columns),

    async list(employerId: number, query: { search?: string; offset: number; limit: number }) {
      const filtered = () => {
        const rows = members(db, employerId);
        if (query.search) {
          const like = `%${escapeLike(query.search)}%`;
          rows.where((q) => q.whereILike('display_name', like).orWhereILike('email', like));
        }
        return rows;
      };
      const [rows, counted] = await Promise.all([
        filtered().select(columns).orderBy([{ column: 'display_name', order: 'asc' }, { column: 'id', order: 'asc' }]).offset(query.offset).limit(query.limit),
        filtered().count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as TeamMemberRow[], total: Number(counted?.count ?? 0) };
    },

    async update(id: number, fields: { display_name: string; first_name: string; last_name: string; email: string; roles: string[]; password_hash?: string }, revokeTokens: boolean, trx: Knex.Transaction): Promise<void> {
      const update = trx('users').where({ id }).update({ ...fields, updated_at: trx.fn.now() });
      if (revokeTokens) update.increment('token_version', 1);
      await update;
    },

    /** Soft-deletes the account and revokes its tokens in one statement: the next request with them answers 401. */
    async remove(id: number, trx: Knex.Transaction): Promise<void> {
      await trx('users').where({ id }).increment('token_version', 1).update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
    },

    async emailTakenByOther(email: string, userId: number | null, trx: Knex.Transaction): Promise<boolean> {
      const row = await trx('users').where({ email: email.toLowerCase() }).modify((q) => {
        if (userId !== null) q.whereNot({ id: userId });
      }).first('id');
      return row !== undefined;
    },
  };
}

export type TeamRepo = ReturnType<typeof createTeamRepo>;
