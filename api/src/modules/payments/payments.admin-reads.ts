import type { Knex } from 'knex';
import { whereAnyContains } from '../../lib/like-pattern';

export interface TransactionFilters {
  q?: string;
  status?: string;
  provider?: string;
  purpose?: string;
  plan?: string;
  userId?: number;
  from?: Date;
  to?: Date;
}

export interface TransactionRow {
  id: number;
  user_id: number;
  username: string;
  display_name: string;
  email: string;
  purpose: string;
  plan_code: string | null;
  package_code: string | null;
  order_id: number | null;
  description: string;
  amount_minor: number;
  currency: string;
  status: string;
  provider: string;
  failure_message: string | null;
  receipt_number: string | null;
  created_at: Date;
  paid_at: Date | null;
}

const SORTS: Record<string, { column: string; order: 'asc' | 'desc' }[]> = {
  newest: [{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }],
  oldest: [{ column: 'p.created_at', order: 'asc' }, { column: 'p.id', order: 'asc' }],
  amount: [{ column: 'p.amount_minor', order: 'asc' }, { column: 'p.id', order: 'asc' }],
  '-amount': [{ column: 'p.amount_minor', order: 'desc' }, { column: 'p.id', order: 'desc' }],
};

const COLUMNS = [
  'p.id', 'p.user_id', 'u.username', 'u.display_name', 'u.email', 'p.purpose', 's.plan_code', 'p.package_code', 'p.order_id',
  'p.description', 'p.amount_minor', 'p.currency', 'p.status', 'p.provider', 'p.failure_message', 'p.receipt_number', 'p.created_at', 'p.paid_at',
];

/** Every payment (memberships, credit packages, shop orders) for the administrators' transactions screen and CSV. */
export function createPaymentsAdminReads(db: Knex) {
  const filtered = (filters: TransactionFilters) => {
    const query = db('payments as p').join('users as u', 'u.id', 'p.user_id').leftJoin('subscriptions as s', 's.id', 'p.subscription_id');
    if (filters.q) whereAnyContains(query, ['u.display_name', 'u.email', 'u.username', 'p.receipt_number', 'p.description'], filters.q);
    if (filters.status) query.where('p.status', filters.status);
    if (filters.provider) query.where('p.provider', filters.provider);
    if (filters.purpose) query.where('p.purpose', filters.purpose);
    if (filters.plan) query.where((match) => match.where('s.plan_code', filters.plan!).orWhere('p.package_code', filters.plan!));
    if (filters.userId) query.where('p.user_id', filters.userId);
    if (filters.from) query.where('p.created_at', '>=', filters.from);
    if (filters.to) query.where('p.created_at', '<', filters.to);
    return query;
  };

  return {
    /** One account's payments, newest first (a user's page). */
    ofUser: (userId: number, limit: number) =>
      db('payments').where('user_id', userId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)
        .select('id', 'purpose', 'description', 'amount_minor', 'currency', 'status', 'provider', 'receipt_number', 'created_at', 'paid_at'),

    async list(filters: TransactionFilters, sort: string, offset: number, limit: number): Promise<{ rows: TransactionRow[]; total: number; sumMinor: Record<string, number> }> {
      const [rows, counted, sums] = await Promise.all([
        filtered(filters).select<TransactionRow[]>(COLUMNS).orderBy(SORTS[sort] ?? SORTS.newest).offset(offset).limit(limit),
        filtered(filters).count<{ total: string }[]>({ total: '*' }),
        filtered(filters).where('p.status', 'succeeded').groupBy('p.currency').select('p.currency', db.raw('sum(p.amount_minor)::bigint as total')),
      ]);
      return {
        rows,
        total: Number(counted[0].total),
        sumMinor: Object.fromEntries(sums.map((row: { currency: string; total: string }) => [row.currency, Number(row.total)])),
      };
    },

    /**
     * The filtered list in keyset batches (newest first): the CSV export holds one batch in memory at a time, however
     * many rows match. Works on Postgres and PGlite alike (PGlite has no server-side cursor for knex's .stream()).
     */
    async *batches(filters: TransactionFilters, batchSize: number): AsyncGenerator<TransactionRow[]> {
      let after: { createdAt: Date; id: number } | undefined;
      for (;;) {
        const query = filtered(filters).select<TransactionRow[]>(COLUMNS).orderBy(SORTS.newest).limit(batchSize);
        if (after) query.whereRaw('(p.created_at, p.id) < (?, ?)', [after.createdAt, after.id]);
        const rows = await query;
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1];
        after = { createdAt: last.created_at, id: last.id };
      }
    },
  };
}

export type PaymentsAdminReads = ReturnType<typeof createPaymentsAdminReads>;
