import type { Knex } from 'knex';

export interface EmailTemplateRow {
  id: number;
  employer_id: number;
  created_by_user_id: number | null;
  email_temp_name: string;
  email_temp_subject: string;
  email_temp_for: string;
  email_temp_details: string;
  created_at: Date;
  updated_at: Date;
}

export type EmailTemplateFields = Pick<EmailTemplateRow, 'email_temp_name' | 'email_temp_subject' | 'email_temp_for' | 'email_temp_details'>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createTemplatesRepo(db: Knex) {
  const templates = (trx?: Knex.Transaction) => (trx ?? db)<EmailTemplateRow>('email_templates');
  const filtered = (employerId: number, search?: string, purpose?: string) => {
    const rows = templates().where({ employer_id: employerId });
    if (search) rows.whereILike('email_temp_name', `%${escapeLike(search)}%`);
    if (purpose) rows.where({ email_temp_for: purpose });
    return rows;
  };
  return {
    findOwn: (id: number, employerId: number, trx?: Knex.Transaction) => templates(trx).where({ id, employer_id: employerId }).first(),

    async list(employerId: number, query: { search?: string; purpose?: string; offset: number; limit: number }) {
      const [rows, counted] = await Promise.all([
        filtered(employerId, query.search, query.purpose).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(query.offset).limit(query.limit),
        filtered(employerId, query.search, query.purpose).count<{ count: string | number }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows as EmailTemplateRow[], total: Number(counted?.count ?? 0) };
    },

    async insert(template: EmailTemplateFields & { employer_id: number; created_by_user_id: number }, trx?: Knex.Transaction): Promise<EmailTemplateRow> {
      const [row] = await templates(trx).insert(template as never).returning('*');
      return row as EmailTemplateRow;
    },

    async update(id: number, fields: EmailTemplateFields, trx?: Knex.Transaction): Promise<EmailTemplateRow> {
      const [row] = await templates(trx).where({ id }).update({ ...fields, updated_at: db.fn.now() } as never).returning('*');
      return row as EmailTemplateRow;
    },

    async delete(id: number, trx?: Knex.Transaction): Promise<void> {
      await templates(trx).where({ id }).delete();
    },

    async employerName(employerId: number): Promise<string> {
      return ((await db('employers').where({ id: employerId }).first('name')) as { name: string } | undefined)?.name ?? '';
    },

    async ownJobTitle(jobId: number, employerId: number): Promise<string | undefined> {
      return ((await db('jobs').where({ id: jobId, employer_id: employerId }).first('title')) as { title: string } | undefined)?.title;
    },
  };
}

export type TemplatesRepo = ReturnType<typeof createTemplatesRepo>;
