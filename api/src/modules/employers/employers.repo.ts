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

/** The §3 company profile columns of `employers` (migration 20261122_0400_employer_area). */
export interface EmployerProfileRow extends EmployerRow {
  headline: string;
  emp_email: string;
  emp_city: string;
  emp_country: string;
  emp_nos: string;
  emp_est: string | null;
  emp_web: string;
  emp_fb: string;
  emp_twitter: string;
  emp_google: string;
  emp_linkedin: string;
  emp_youtube: string;
  emp_video: string;
  intro: string;
  culture: string;
  insights: string;
  logo_media_id: number | null;
  is_featured: boolean;
}

export type EmployerProfileFields = Omit<EmployerProfileRow, keyof EmployerRow | 'is_featured'> & { name: string };
