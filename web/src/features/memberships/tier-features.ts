import type { Membership } from '@fj/shared';
import type { MembershipType } from './api/membership-types';

/** Credits of 1000 or more per period are presented as unlimited (§9 UNLIMITED 1000/1000). */
export const UNLIMITED_CREDITS = 1000;

export type TierCell = { kind: 'yes' } | { kind: 'no' } | { kind: 'count'; value: number } | { kind: 'unlimited' } | { kind: 'text'; key: string };

/** The application rows show how many of those credits the tier gets a month rather than a tick. */
const CREDIT_ROWS: Readonly<Record<string, 'standard' | 'premium'>> = { standardApplications: 'standard', premiumApplications: 'premium' };

/** §6 wording of the featured-candidate row (which tiers are featured comes from the API's `features`). */
const FEATURED_WORDING: Partial<Record<Membership, TierCell>> = { ELITE: { kind: 'text', key: 'oneMonth' }, UNLIMITED: { kind: 'unlimited' } };

/**
 * The table's rows: every feature key the API lists, in its order. The most inclusive tier lists them all; the
 * others are merged in after it so a key only a lesser tier had would still get a row.
 */
export function tierRowKeys(types: readonly MembershipType[]): string[] {
  const byReach = [...types].sort((a, b) => b.features.length - a.features.length);
  return [...new Set(byReach.flatMap((type) => type.features))];
}

export function tierCell(key: string, type: MembershipType): TierCell {
  const creditKind = CREDIT_ROWS[key];
  if (creditKind) {
    const credits = type.credits[creditKind];
    if (credits >= UNLIMITED_CREDITS) return { kind: 'unlimited' };
    return credits > 0 ? { kind: 'count', value: credits } : { kind: 'no' };
  }
  if (!type.features.includes(key)) return { kind: 'no' };
  return (key === 'featuredCandidate' ? FEATURED_WORDING[type.membership] : undefined) ?? { kind: 'yes' };
}
