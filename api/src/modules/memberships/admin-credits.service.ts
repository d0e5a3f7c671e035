import type { Knex } from 'knex';
import { FORM_MESSAGES, isCandidateRole } from '@fj/shared';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { recordAudit } from '../audit';
import { billingPeriodOf, CREDIT_REASONS, currentCredits, ensureMonthlyGrant, readCredits, resolveCreditHolder, setCreditBalance, type CreditBalance } from '../credits';
import type { AdminCreditsRepo } from './admin-credits.repo';

export const ADMIN_CREDITS = {
  minInput: 2,
  maxMatches: 20,
  maxCredits: 100_000,
  messages: {
    inputTooShort: 'Please enter at least 2 characters.',
    wholeNumber: 'Please enter a whole number from 0 to 100000.',
    updated: 'Credits updated successfully',
    invalid: 'Please correct the highlighted fields',
    notFound: 'Account not found',
  },
} as const;

const validAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ADMIN_CREDITS.maxCredits;

/** The admin dashboard's add-credits form: find an account, then set its credit holder's balances. */
export function createAdminCreditsService(deps: { db: Knex; repo: AdminCreditsRepo; now: () => Date }) {
  return {
    async lookup(input: string) {
      const term = input.trim();
      if (term.length < ADMIN_CREDITS.minInput) throw badRequest(ADMIN_CREDITS.messages.inputTooShort, { input: ADMIN_CREDITS.messages.inputTooShort });
      const rows = await deps.repo.findAccounts(term, ADMIN_CREDITS.maxMatches);
      // Holders see this month's balance on their dashboard (the month granted when due): show the same figures.
      const balances = new Map<number, CreditBalance>();
      for (const row of rows) {
        if (balances.has(row.holder_id)) continue;
        const holdsCredits = isCandidateRole(row.roles) || row.employer_id !== null;
        balances.set(row.holder_id, holdsCredits ? await currentCredits(deps.db, row.id, deps.now()) : { standard: row.standard, premium: row.premium });
      }
      return rows.map((row) => {
        const balance = balances.get(row.holder_id)!;
        return { id: row.id, label: `${row.display_name} (${row.email})`, email: row.email, standard_credits: balance.standard, premium_credits: balance.premium };
      });
    },

    /**
     * Sets the balances exactly. This month's allowance is granted first when due, so a grant made afterwards cannot
     * change what the administrator set; every change is an `admin_adjustment` ledger row with the administrator as actor.
     */
    async update(actor: Actor, body: { id?: number; standardCredits?: number; premiumCredits?: number }) {
      const errors: Record<string, string> = {};
      if (body.id === undefined) errors.id = FORM_MESSAGES.required;
      if (body.standardCredits === undefined) errors.standardCredits = FORM_MESSAGES.required;
      else if (!validAmount(body.standardCredits)) errors.standardCredits = ADMIN_CREDITS.messages.wholeNumber;
      if (body.premiumCredits === undefined) errors.premiumCredits = FORM_MESSAGES.required;
      else if (!validAmount(body.premiumCredits)) errors.premiumCredits = ADMIN_CREDITS.messages.wholeNumber;
      if (Object.keys(errors).length > 0) throw new HttpError(422, ADMIN_CREDITS.messages.invalid, errors);

      const balance = await deps.db.transaction(async (trx) => {
        if (!(await deps.repo.accountExists(trx, body.id!))) throw notFound(ADMIN_CREDITS.messages.notFound);
        const holder = await resolveCreditHolder(trx, body.id!);
        await ensureMonthlyGrant(trx, holder.holderUserId, holder.membership, billingPeriodOf(deps.now()));
        const before = await readCredits(trx, holder.holderUserId);
        const after = await setCreditBalance(trx, holder.holderUserId, { standard: body.standardCredits!, premium: body.premiumCredits! }, { reason: CREDIT_REASONS.adminAdjustment, actorUserId: actor.id });
        await recordAudit(trx, { actorUserId: actor.id, action: 'credits.adjust', targetType: 'user', targetId: holder.holderUserId, before, after: { ...after, chosenAccount: body.id } });
        return after;
      });
      return { id: body.id!, standard_credits: balance.standard, premium_credits: balance.premium };
    },
  };
}

export type AdminCreditsService = ReturnType<typeof createAdminCreditsService>;
