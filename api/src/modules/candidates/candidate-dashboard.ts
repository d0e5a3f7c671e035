import { candidateProfileCompleteness, profileHref, type CandidateProfileTabCode } from '@fj/shared';
import { toCandidateProfile } from './candidates.mapper';
import type { CandidateProfileWithAccount } from './candidates.repo';

/** Figures the dashboard reads from other areas (wired in dashboard-sources.ts). */
export interface DashboardSources {
  /** Jobs the candidate applied to. */
  appliedJobsCount(userId: number): Promise<number>;
  /** Application credits left this period. */
  creditsLeft(userId: number, membership: string): Promise<{ standard: number; premium: number }>;
  /** Membership state ('active', 'past_due'), billing interval (null for FREE) and id of the live subscription. */
  membershipState(userId: number, membership: string): Promise<{ status: string; interval: string | null; subscriptionId: number | null }>;
}

export interface CandidateDashboard {
  membership: string;
  membershipStatus: string;
  interval: string | null;
  /** The live subscription (its retry page when past due); null without one. */
  subscriptionId: number | null;
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
    subscriptionId: state.subscriptionId,
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
