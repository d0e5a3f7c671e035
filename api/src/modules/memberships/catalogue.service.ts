import { formatMoney, MEMBERSHIP_CREDITS, MEMBERSHIPS, type BillingInterval, type Membership, type PlanAudience } from '@fj/shared';
import type { CreditPackageRow, MembershipsRepo, PlanRow } from './memberships.repo';
import { featuresOf } from './tier-features';

const price = (plan: PlanRow) => ({
  planCode: plan.code,
  amountMinor: plan.amount_minor,
  currency: plan.currency,
  displayPrice: formatMoney(plan.amount_minor, plan.currency),
});

const toPackageView = (row: CreditPackageRow) => ({
  code: row.code,
  title: row.title,
  standardCredits: row.standard_credits,
  premiumCredits: row.premium_credits,
  amountMinor: row.amount_minor,
  currency: row.currency,
  displayPrice: formatMoney(row.amount_minor, row.currency),
});

/** The public catalogue: memberships with their credits, §6 features and prices; employer credit packages. */
export function createCatalogueService(repo: MembershipsRepo) {
  return {
    async membershipTypes(audience: PlanAudience) {
      const plans = await repo.activePlans(audience);
      return MEMBERSHIPS.map(({ value, label }) => {
        const prices: Partial<Record<BillingInterval, ReturnType<typeof price>>> = {};
        for (const plan of plans.filter((row) => row.membership === value)) prices[plan.interval] = price(plan);
        const credits = MEMBERSHIP_CREDITS[value as Membership];
        return { membership: value, label, credits: { standard: credits.standard, premium: credits.premium }, features: featuresOf(audience, value), prices };
      });
    },

    creditPackages: async () => (await repo.activePackages()).map(toPackageView),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
