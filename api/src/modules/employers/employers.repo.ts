import type { Knex } from 'knex';

export interface EmployerRow {
  id: number;
  owner_user_id: number;
  name: string;
  slug: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export function createEmployersRepo(db: Knex) {
  const employers = (trx?: Knex.Transaction) => (trx ?? db)<EmployerRow>('employers');
  return {
    findById: (id: number, trx?: Knex.Transaction) => employers(trx).where({ id }).whereNull('deleted_at').first(),

    async slugExists(slug: string, trx?: Knex.Transaction): Promise<boolean> {
      return (await employers(trx).select('id').where({ slug }).first()) !== undefined;
    },

    async insert(employer: Pick<EmployerRow, 'owner_user_id' | 'name' | 'slug'>, trx?: Knex.Transaction): Promise<EmployerRow> {
      const [row] = await employers(trx).insert(employer as never).returning('*');
      return row as EmployerRow;
    },
  };
}

export type EmployersRepo = ReturnType<typeof createEmployersRepo>;
