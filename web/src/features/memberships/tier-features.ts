import { MEMBERSHIP_CREDITS, MEMBERSHIPS, type Membership } from '@fj/shared';

/** Credits of 1000 or more per period are presented as unlimited (§9 UNLIMITED 1000/1000). */
export const UNLIMITED_CREDITS = 1000;

export type TierCell = { kind: 'yes' } | { kind: 'no' } | { kind: 'count'; value: number } | { kind: 'unlimited' } | { kind: 'text'; key: string };

export interface TierFeatureRow {
  key: string;
  cells: Record<Membership, TierCell>;
}

const yes: TierCell = { kind: 'yes' };
const no: TierCell = { kind: 'no' };
const ORDER = MEMBERSHIPS.map((membership) => membership.value);

function fromTier(first: Membership): Record<Membership, TierCell> {
  const start = ORDER.indexOf(first);
  return Object.fromEntries(ORDER.map((tier, index) => [tier, index >= start ? yes : no])) as Record<Membership, TierCell>;
}

function credits(kind: 'standard' | 'premium'): Record<Membership, TierCell> {
  return Object.fromEntries(
    ORDER.map((tier) => {
      const value = MEMBERSHIP_CREDITS[tier][kind];
      return [tier, value >= UNLIMITED_CREDITS ? { kind: 'unlimited' } : { kind: 'count', value }];
    }),
  ) as Record<Membership, TierCell>;
}

/**
 * §6 candidate pricing tiers (the spec's free, premium, elite and agent are FREE, STANDARD, ELITE and UNLIMITED:
 * their application allowances are exactly §9's credits per membership).
 */
export const TIER_FEATURES: readonly TierFeatureRow[] = [
  { key: 'fullJobsBoard', cells: fromTier('FREE') },
  { key: 'jobAlerts', cells: fromTier('FREE') },
  { key: 'newsletter', cells: fromTier('FREE') },
  { key: 'cvUpload', cells: fromTier('FREE') },
  { key: 'standardApplications', cells: credits('standard') },
  { key: 'premiumApplications', cells: credits('premium') },
  { key: 'cvSearchable', cells: fromTier('STANDARD') },
  { key: 'basicTextCv', cells: fromTier('STANDARD') },
  { key: 'contactDetails', cells: fromTier('STANDARD') },
  { key: 'hotList', cells: fromTier('STANDARD') },
  { key: 'partnerDownloads', cells: fromTier('STANDARD') },
  {
    key: 'featuredCandidate',
    cells: { FREE: no, STANDARD: no, ELITE: { kind: 'text', key: 'oneMonth' }, UNLIMITED: { kind: 'unlimited' } },
  },
  { key: 'socialShare', cells: fromTier('ELITE') },
  { key: 'servicesDiscount', cells: fromTier('ELITE') },
  { key: 'createInterview', cells: fromTier('UNLIMITED') },
  { key: 'whatsappCommunity', cells: fromTier('UNLIMITED') },
  { key: 'contractAdvice', cells: fromTier('UNLIMITED') },
];
