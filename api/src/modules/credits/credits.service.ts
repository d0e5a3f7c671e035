import type { Knex } from 'knex';
import { MEMBERSHIP_CREDITS, type Membership } from '@fj/shared';
import { HttpError } from '../../lib/http-error';
import { billingPeriodOf } from './billing-period';
import { CREDIT_KINDS, creditsRepo, type CreditBalance, type CreditKind } from './credits.repo';

export { billingPeriodOf } from './billing-period';
export type { CreditBalance, CreditKind } from './credits.repo';

/** Ledger reasons written by this module; other modules pass their own (e.g. 'application', 'job_post'). */
export const CREDIT_REASONS = {
  monthlyGrant: 'monthly_grant',
  monthlyExpiry: 'monthly_expiry',
  /** A new plan's top-up of the current month's allowance (part of that month's allowance: it expires with it). */
  planChangeGrant: 'plan_change_grant',
  /** Bought credit packages (never expire). */
  purchase: 'purchase',
  /** An administrator setting a balance (POST /update-credits). */
  adminAdjustment: 'admin_adjustment',
} as const;

/** The ledger rows that make up a billing month's allowance. */
const ALLOWANCE_REASONS = [CREDIT_REASONS.monthlyGrant, CREDIT_REASONS.planChangeGrant] as const;

export const CREDITS_EXHAUSTED_CODE = 'credits-exhausted';

export interface CreditRef {
  type: string;
  id: string | number;
}

export interface CreditChange {
  /** The holder whose balance changes (for employers: the account owner, see resolveCreditHolder). */
  userId: number;
  kind: CreditKind;
  /** A positive whole number. */
  amount: number;
  reason: string;
  ref?: CreditRef;
  /** Who caused the change (a team member spending the owner's credits, an administrator granting). */
  actorUserId?: number | null;
}

const assertAmount = (amount: number) => {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`Credit amount must be a positive whole number, got ${amount}`);
};

export const allowanceOf = (membership: string): CreditBalance => {
  const credits = MEMBERSHIP_CREDITS[membership as Membership] ?? MEMBERSHIP_CREDITS.FREE;
  return { standard: credits.standard, premium: credits.premium };
};

export function creditsExhausted(kind: CreditKind, needed: number, available: number): HttpError {
  const what = kind === 'premium' ? 'premium credits' : 'standard credits';
  return new HttpError(
    402,
    `You do not have enough ${what}: ${needed} needed, ${available} left. ` +
      'Credits renew at the start of each month; upgrade your membership for more.',
    undefined,
    CREDITS_EXHAUSTED_CODE,
  );
}

/**
 * Takes credits from a holder inside the caller's transaction. The balance row stays locked until that
 * transaction ends, so concurrent spends queue behind each other and can never overspend. Throws 402 when short.
 */
export async function spendCredits(trx: Knex.Transaction, change: CreditChange): Promise<number> {
  assertAmount(change.amount);
  const balance = await creditsRepo.lockBalance(trx, change.userId);
  const available = balance[change.kind];
  if (available < change.amount) throw creditsExhausted(change.kind, change.amount, available);
  return write(trx, change, available, -change.amount);
}

/** Adds credits to a holder inside the caller's transaction (admin grants, purchases, refunds). */
export async function grantCredits(trx: Knex.Transaction, change: CreditChange & { period?: string | null }): Promise<number> {
  assertAmount(change.amount);
  const balance = await creditsRepo.lockBalance(trx, change.userId);
  return write(trx, change, balance[change.kind], change.amount, change.period ?? null);
}

async function write(trx: Knex.Transaction, change: CreditChange, before: number, delta: number, period: string | null = null): Promise<number> {
  const after = before + delta;
  await creditsRepo.setBalance(trx, change.userId, change.kind, after);
  await creditsRepo.insertLedger(trx, {
    user_id: change.userId,
    kind: change.kind,
    delta,
    balance_after: after,
    reason: change.reason,
    ref_type: change.ref?.type ?? null,
    ref_id: change.ref ? String(change.ref.id) : null,
    actor_user_id: change.actorUserId ?? null,
    period,
  });
  return after;
}

/**
 * Grants the §9 monthly allowance of `membership` once per billing month (`period`, 'YYYY-MM').
 *
 * Roll-over rule: the monthly allowance does not roll over. When a new month's grant is made, whatever is left of
 * the previous month's allowance (its grant plus any `plan_change_grant` top-ups of that month) expires (a
 * `monthly_expiry` row); credits that came from elsewhere (an administrator's grant, a purchase) are kept. Spends use the monthly allowance first. A month with no activity
 * simply has no grant: the next call grants the current month only (no back-pay).
 *
 * Idempotent and safe under concurrency: it locks the balance row first, and the unique index on
 * (user_id, kind, reason, period) for grants is the last line of defence.
 */
export async function ensureMonthlyGrant(trx: Knex.Transaction, userId: number, membership: string, period: string): Promise<CreditBalance> {
  const balance = await creditsRepo.lockBalance(trx, userId);
  const allowance = allowanceOf(membership);
  for (const kind of CREDIT_KINDS) {
    if (await creditsRepo.findGrant(trx, userId, kind, period)) continue;
    const previous = await creditsRepo.latestGrantBefore(trx, userId, kind, period);
    const previousAllowance = previous?.period ? await creditsRepo.allowanceOfPeriod(trx, userId, kind, previous.period, ALLOWANCE_REASONS) : 0;
    if (previous && previousAllowance > 0) {
      const spent = await creditsRepo.spentAfter(trx, userId, kind, previous.id, CREDIT_REASONS.monthlyExpiry);
      const unusedAllowance = Math.max(0, previousAllowance - spent);
      const expiring = Math.min(balance[kind], unusedAllowance);
      if (expiring > 0) {
        balance[kind] = await write(trx, { userId, kind, amount: expiring, reason: CREDIT_REASONS.monthlyExpiry }, balance[kind], -expiring, previous.period);
      }
    }
    // A zero allowance is still recorded, so the month is marked as granted.
    balance[kind] = await write(trx, { userId, kind, amount: allowance[kind], reason: CREDIT_REASONS.monthlyGrant }, balance[kind], allowance[kind], period);
  }
  return balance;
}

/**
 * A plan change within a month: grants the month when due, then tops the month's allowance (grant + earlier top-ups)
 * up to the new membership's with `plan_change_grant` rows of the difference (period = the month). A downgrade takes
 * nothing back; the next month's grant is the new plan's. A FREE member who spent nothing (2/0) has 5/2 after
 * STANDARD; one who had spent one standard credit has 4/2.
 */
export async function topUpMonthlyAllowance(
  trx: Knex.Transaction,
  userId: number,
  membership: string,
  period: string,
  change: { ref?: CreditRef; actorUserId?: number | null } = {},
): Promise<CreditBalance> {
  const balance = await ensureMonthlyGrant(trx, userId, membership, period);
  const allowance = allowanceOf(membership);
  for (const kind of CREDIT_KINDS) {
    const given = await creditsRepo.allowanceOfPeriod(trx, userId, kind, period, ALLOWANCE_REASONS);
    const missing = allowance[kind] - given;
    if (missing > 0) {
      balance[kind] = await write(trx, { userId, kind, amount: missing, reason: CREDIT_REASONS.planChangeGrant, ...change }, balance[kind], missing, period);
    }
  }
  return balance;
}

/**
 * Sets a holder's balances to exact values (an administrator's correction): one ledger row per kind that changes,
 * with the administrator as actor. Lowered credits count as spent (the month's allowance goes first).
 */
export async function setCreditBalance(trx: Knex.Transaction, userId: number, target: CreditBalance, change: { reason: string; actorUserId: number }): Promise<CreditBalance> {
  const balance = await creditsRepo.lockBalance(trx, userId);
  for (const kind of CREDIT_KINDS) {
    if (!Number.isInteger(target[kind]) || target[kind] < 0) throw new Error(`Credit balance must be a whole number of at least 0, got ${target[kind]}`);
    const delta = target[kind] - balance[kind];
    if (delta === 0) continue;
    balance[kind] = await write(trx, { userId, kind, amount: Math.abs(delta), reason: change.reason, actorUserId: change.actorUserId }, balance[kind], delta);
  }
  return balance;
}

/** A holder's newest ledger rows. */
export const recentLedger = (db: Knex | Knex.Transaction, holderUserId: number, limit: number) => creditsRepo.ledgerOf(db, holderUserId, limit);

/**
 * Whose credits a user spends: an employer's team members (and the owner) spend the employer account owner's
 * credits (users.employer_id → employers.owner_user_id); everyone else their own. Also returns the holder's
 * membership, which decides the monthly allowance.
 */
export async function resolveCreditHolder(db: Knex | Knex.Transaction, userId: number): Promise<{ holderUserId: number; membership: string }> {
  const holder = await creditsRepo.creditHolderOf(db, userId);
  if (!holder) throw new HttpError(404, 'Account not found');
  return holder;
}

/** The holder's balance for this month, granting the month's allowance first when it is due. */
export async function currentCredits(db: Knex, userId: number, now: Date): Promise<CreditBalance> {
  return db.transaction(async (trx) => {
    const holder = await resolveCreditHolder(trx, userId);
    return ensureMonthlyGrant(trx, holder.holderUserId, holder.membership, billingPeriodOf(now));
  });
}

/** The balance without granting anything (reads never write). */
export const readCredits = (db: Knex | Knex.Transaction, holderUserId: number): Promise<CreditBalance> =>
  creditsRepo.readBalance(db, holderUserId);
