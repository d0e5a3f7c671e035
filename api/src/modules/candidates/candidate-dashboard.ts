import { candidateProfileCompleteness, MEMBERSHIP_CREDITS, profileHref, type CandidateProfileTabCode, type Membership } from '@fj/shared';
import { toCandidateProfile } from './candidates.mapper';
import type { CandidateProfileWithAccount } from './candidates.repo';

/**
 * Figures the dashboard reads from other areas. Applications, credits ledgers and subscriptions arrive with the
 * jobs and payments issues; until then the defaults below state what is true today.
 */
export interface DashboardSources {
  /** Jobs the candidate applied to. */
  appliedJobsCount(userId: number): Promise<number>;
  /** Application credits left this period. */
  creditsLeft(userId: number, membership: string): Promise<{ standard: number; premium: number }>;
  /** Membership state and billing interval. */
  membershipState(userId: number, membership: string): Promise<{ status: string; interval: string | null }>;
}

export const dashboardSourcesBeforePayments: DashboardSources = {
  // No applications table exists yet, so nobody has applied to anything.
  appliedJobsCount: async () => 0,
  // Without a credits ledger nothing has been spent: the full §9 allowance of the membership is left.
  creditsLeft: async (_userId, membership) => {
    const credits = MEMBERSHIP_CREDITS[membership as Membership] ?? MEMBERSHIP_CREDITS.FREE;
    return { standard: credits.standard, premium: credits.premium };
  },
  // Memberships are set on the account (no subscriptions yet): free has no billing interval, paid ones are monthly (§1).
  membershipState: async (_userId, membership) => ({ status: 'active', interval: membership === 'FREE' ? null : 'month' }),
};

export interface CandidateDashboard {
  membership: string;
  membershipStatus: string;
  interval: string | null;
  standardCredits: number;
  premiumCredits: number;
  appliedJobs: number;
  profile: string;
  profileUrl: string;
  profileImage: string | null;
  candProfile: 'pub' | 'priv';
  completeness: { percent: number; missingTabs: CandidateProfileTabCode[]; hasPicture: boolean };
}

export async function candidateDashboard(
  row: CandidateProfileWithAccount,
  sources: DashboardSources,
  publicWebUrl: string,
): Promise<CandidateDashboard> {
  const profile = toCandidateProfile(row);
  const [appliedJobs, credits, state] = await Promise.all([
    sources.appliedJobsCount(row.user_id),
    sources.creditsLeft(row.user_id, row.membership),
    sources.membershipState(row.user_id, row.membership),
  ]);
  return {
    membership: row.membership,
    membershipStatus: state.status,
    interval: state.interval,
    standardCredits: credits.standard,
    premiumCredits: credits.premium,
    appliedJobs,
    profile: row.profile_slug,
    profileUrl: `${publicWebUrl}${profileHref(row.profile_slug)}`,
    profileImage: profile.profilePic,
    candProfile: row.cand_profile,
    completeness: candidateProfileCompleteness(profile),
  };
}
