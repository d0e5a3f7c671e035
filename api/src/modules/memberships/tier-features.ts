import { includesBasicTextCv, MEMBERSHIP_CREDITS, MEMBERSHIPS, type Membership, type PlanAudience } from '@fj/shared';

const ORDER: readonly Membership[] = MEMBERSHIPS.map((membership) => membership.value);
const fromTier = (first: Membership) => (tier: Membership) => ORDER.indexOf(tier) >= ORDER.indexOf(first);
const hasCredits = (kind: 'standard' | 'premium') => (tier: Membership) => MEMBERSHIP_CREDITS[tier][kind] > 0;

/**
 * §6 candidate pricing table, the one source of it: the SPA's TierTable draws its rows from these keys (labels are
 * its `tiers.features.<key>` texts). A feature is listed for a tier when that tier includes it, in table order.
 */
const CANDIDATE_FEATURES: readonly [key: string, included: (tier: Membership) => boolean][] = [
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
];

/** What an employer plan changes in the employer area today: job-post credits and CV-database contact details. */
const EMPLOYER_FEATURES: readonly [key: string, included: (tier: Membership) => boolean][] = [
  ['standardJobPosts', hasCredits('standard')],
  ['premiumJobPosts', hasCredits('premium')],
  ['cvDatabase', fromTier('FREE')],
  ['cvDatabaseContacts', fromTier('STANDARD')],
  ['teamMembers', fromTier('FREE')],
  ['emailTemplates', fromTier('FREE')],
];

export function featuresOf(audience: PlanAudience, membership: Membership): string[] {
  const table = audience === 'employer' ? EMPLOYER_FEATURES : CANDIDATE_FEATURES;
  return table.filter(([, included]) => included(membership)).map(([key]) => key);
}
