import type { Knex } from 'knex';

/** Balances (holder and kind) that differ from the newest ledger row of their kind: none when the ledger is kept. */
export async function balancesOffTheLedger(knex: Knex): Promise<{ user_id: number; kind: string }[]> {
  const result = await knex.raw(`
    SELECT b.user_id, k.kind FROM credit_balances b
    CROSS JOIN (VALUES ('standard'), ('premium')) AS k(kind)
    LEFT JOIN LATERAL (SELECT balance_after FROM credit_ledger l WHERE l.user_id = b.user_id AND l.kind = k.kind ORDER BY id DESC LIMIT 1) last ON true
    WHERE COALESCE(last.balance_after, 0) <> CASE k.kind WHEN 'standard' THEN b.standard ELSE b.premium END`);
  return result.rows;
}
