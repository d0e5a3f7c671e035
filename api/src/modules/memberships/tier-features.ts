import { includesBasicTextCv, MEMBERSHIP_CREDITS, MEMBERSHIPS, type Membership, type PlanAudience } from '@fj/shared';

const ORDER: readonly Membership[] = MEMBERSHIPS.map((membership) => membership.value);
const fromTier = (first: Membership) => (tier: Membership) => ORDER.indexOf(tier) >= ORDER.indexOf(first);
const hasCredits = (kind: 'standard' | 'premium') => (tier: Membership) => MEMBERSHIP_CREDITS[tier][kind] > 0;

/**
 * §6 candidate pricing table, the one source of it: the SPA's TierTable draws its rows from these keys (labels are
 * its `tiers.features.<key>` texts). A feature is listed for a tier when that tier includes it, in table order.
 */
const CANDIDATE_FEATURES = [
  ['fullJobsBoard', fromTier('FREE')],
  ['jobAlerts', fromTier('FREE')],
  ['newsletter', fromTier('FREE')],
  ['cvUpload', fromTier('FREE')],
  ['standardApplications', hasCredits('standard')],
  ['premiumApplications', hasCredits('premium')],
  ['cvSearchable', fromTier('STANDARD')],
  // The rule GET /generate-ats-cv enforces, so the pricing table cannot drift from it.
  ['basicTextCv', includesBasicTextCv],
  ['contactDetails', fromTier('STANDARD')],
  ['hotList', fromTier('STANDARD')],
  ['partnerDownloads', fromTier('STANDARD')],
  ['featuredCandidate', fromTier('ELITE')],
  ['socialShare', fromTier('ELITE')],
  ['servicesDiscount', fromTier('ELITE')],
  ['createInterview', fromTier('UNLIMITED')],
  ['whatsappCommunity', fromTier('UNLIMITED')],
  ['contractAdvice', fromTier('UNLIMITED')],
] as const satisfies readonly (readonly [key: string, included: (tier: Membership) => boolean])[];

export type CandidateFeature = (typeof CANDIDATE_FEATURES)[number][0];
export const candidateFeatureKeys: readonly CandidateFeature[] = CANDIDATE_FEATURES.map(([key]) => key);

/** The cheapest tier that includes a feature (named in the 402 answer). */
export function firstTierWith(feature: CandidateFeature): Membership {
  const included = CANDIDATE_FEATURES.find(([key]) => key === feature)![1];
  return ORDER.find((tier) => included(tier)) ?? 'UNLIMITED';
}

/** What an employer plan changes in the employer area today: job-post credits and CV-database contact details. */
const EMPLOYER_FEATURES: readonly (readonly [key: string, included: (tier: Membership) => boolean])[] = [
  ['standardJobPosts', hasCredits('standard')],
  ['premiumJobPosts', hasCredits('premium')],
  ['cvDatabase', fromTier('FREE')],
  ['cvDatabaseContacts', fromTier('STANDARD')],
  ['teamMembers', fromTier('FREE')],
  ['emailTemplates', fromTier('FREE')],
];

export function featuresOf(audience: PlanAudience, membership: Membership): string[] {
  const table: readonly (readonly [string, (tier: Membership) => boolean])[] = audience === 'employer' ? EMPLOYER_FEATURES : CANDIDATE_FEATURES;
  return table.filter(([, included]) => included(membership)).map(([key]) => key);
}
