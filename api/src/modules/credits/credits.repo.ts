import type { Knex } from 'knex';

export type CreditKind = 'standard' | 'premium';
export const CREDIT_KINDS: readonly CreditKind[] = ['standard', 'premium'];

export interface CreditBalance {
  standard: number;
  premium: number;
}

export interface CreditLedgerRow {
  id: string | number;
  user_id: number;
  kind: CreditKind;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: string | null;
  actor_user_id: number | null;
  period: string | null;
  created_at: Date;
}

export type NewLedgerRow = Omit<CreditLedgerRow, 'id' | 'created_at'>;

const toBalance = (row: { standard: number | string; premium: number | string } | undefined): CreditBalance => ({
  standard: Number(row?.standard ?? 0),
  premium: Number(row?.premium ?? 0),
});

/** Only this file touches the credit tables. Methods that change balances require the caller's transaction. */
export const creditsRepo = {
  /** Creates the balance row when missing and locks it until the transaction ends (SELECT … FOR UPDATE). */
  async lockBalance(trx: Knex.Transaction, userId: number): Promise<CreditBalance> {
    await trx.raw('INSERT INTO credit_balances (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING', [userId]);
    const row = await trx('credit_balances').select('standard', 'premium').where({ user_id: userId }).forUpdate().first();
    return toBalance(row);
  },

  async setBalance(trx: Knex.Transaction, userId: number, kind: CreditKind, value: number): Promise<void> {
    await trx('credit_balances').where({ user_id: userId }).update({ [kind]: value, updated_at: trx.fn.now() });
  },

  async insertLedger(trx: Knex.Transaction, row: NewLedgerRow): Promise<CreditLedgerRow> {
    const [inserted] = await trx('credit_ledger').insert(row).returning('*');
    return inserted as CreditLedgerRow;
  },

  findGrant: (trx: Knex.Transaction, userId: number, kind: CreditKind, period: string): Promise<CreditLedgerRow | undefined> =>
    trx<CreditLedgerRow>('credit_ledger').where({ user_id: userId, kind, reason: 'monthly_grant', period }).first(),

  /** The newest monthly grant of an earlier billing month. */
  latestGrantBefore: (trx: Knex.Transaction, userId: number, kind: CreditKind, period: string): Promise<CreditLedgerRow | undefined> =>
    trx<CreditLedgerRow>('credit_ledger')
      .where({ user_id: userId, kind, reason: 'monthly_grant' })
      .where('period', '<', period)
      .orderBy('id', 'desc')
      .first(),

  /**
   * The allowance a billing month gave: its monthly grant plus any plan-change top-ups of the same month (an upgrade
   * within the month tops the month up to the new plan's allowance).
   */
  async allowanceOfPeriod(trx: Knex.Transaction, userId: number, kind: CreditKind, period: string, reasons: readonly string[]): Promise<number> {
    const row = await trx('credit_ledger')
      .where({ user_id: userId, kind, period })
      .whereIn('reason', reasons)
      .sum<{ total: string | number | null }[]>({ total: 'delta' })
      .first();
    return Number(row?.total ?? 0);
  },

  /** Credits spent (negative rows other than expiries) after a ledger row. */
  async spentAfter(trx: Knex.Transaction, userId: number, kind: CreditKind, afterId: string | number, exceptReason: string): Promise<number> {
    const row = await trx('credit_ledger')
      .where({ user_id: userId, kind })
      .where('id', '>', afterId)
      .where('delta', '<', 0)
      .whereNot('reason', exceptReason)
      .sum<{ total: string | number | null }[]>({ total: 'delta' })
      .first();
    return -Number(row?.total ?? 0);
  },

  /** The balance without locking (0/0 when the holder never had credits). */
  async readBalance(db: Knex | Knex.Transaction, userId: number): Promise<CreditBalance> {
    return toBalance(await db('credit_balances').select('standard', 'premium').where({ user_id: userId }).first());
  },

  /** The holder of a user's credits: the owner of the user's employer account, else the user. */
  async creditHolderOf(db: Knex | Knex.Transaction, userId: number): Promise<{ holderUserId: number; membership: string } | undefined> {
    const row = await db('users as u')
      .leftJoin('employers as e', 'e.id', 'u.employer_id')
      .leftJoin('users as owner', 'owner.id', 'e.owner_user_id')
      .select('u.id as user_id', 'u.membership as membership', 'owner.id as owner_id', 'owner.membership as owner_membership')
      .where('u.id', userId)
      .first();
    if (!row) return undefined;
    return row.owner_id != null
      ? { holderUserId: Number(row.owner_id), membership: String(row.owner_membership) }
      : { holderUserId: Number(row.user_id), membership: String(row.membership) };
  },

  /**
   * Accounts that hold credits (not deleted; candidates and employer account owners) without the month's grant yet,
   * after `afterId` in id order: the monthly-grant task's next batch.
   */
  async holdersWithoutGrant(db: Knex, period: string, afterId: number, limit: number, candidateRoles: readonly string[]): Promise<{ id: number; membership: string }[]> {
    const rows = await db('users as u')
      .whereNull('u.deleted_at')
      .where('u.id', '>', afterId)
      .where((holders) =>
        holders
          .whereRaw(`u.roles && ARRAY[${candidateRoles.map(() => '?').join(', ')}]::text[]`, [...candidateRoles])
          .orWhereExists(db('employers as e').select(db.raw('1')).whereRaw('e.owner_user_id = u.id')),
      )
      .whereNotExists(db('credit_ledger as l').select(db.raw('1')).whereRaw('l.user_id = u.id').where({ 'l.reason': 'monthly_grant', 'l.period': period }))
      .orderBy('u.id')
      .limit(limit)
      .select('u.id', 'u.membership');
    return rows.map((row) => ({ id: Number(row.id), membership: String(row.membership) }));
  },

  ledgerOf: (db: Knex | Knex.Transaction, userId: number, limit: number): Promise<CreditLedgerRow[]> =>
    db<CreditLedgerRow>('credit_ledger').where({ user_id: userId }).orderBy('id', 'desc').limit(limit),
};
