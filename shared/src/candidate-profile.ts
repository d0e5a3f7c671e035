import type { Membership } from './enums/memberships';
import { CANDIDATE_PROFILE_TABS, type CandidateProfileTabCode } from './forms/candidate-profile';

/** §3 candidate profile as the api sends it (`GET /get-profile`, `POST /update-profile`). */
export interface HeadlineTag {
  value: string;
  label: string;
}
export interface LabelledEntry {
  label: string;
}
export interface EducationEntry {
  degree_name: string;
  degree_institute: string;
  degree_detail: string;
}
export interface ProfessionEntry {
  project_role: string;
  project_organization: string;
  project_desc: string;
  project_start: string;
  /** '' while the job continues (shown as "Present"). */
  project_end: string;
}
export interface CertificationEntry {
  certification_name: string;
  certification_institute: string;
  certification_desc: string;
}

export interface CandidateProfile {
  /** URL of the profile picture, or null. */
  profilePic: string | null;
  cand_name: string;
  cand_email: string;
  cand_phone: string;
  cand_availability: string;
  cand_relocate: string;
  immediately: string;
  cand_headline: HeadlineTag[];
  cand_country: string;
  cand_city: string;
  cv_headline: string;
  cand_fb: string;
  cand_google: string;
  cand_twiter: string;
  cand_linked: string;
  cand_intro: string;
  cand_languages: LabelledEntry[];
  cand_education: EducationEntry[];
  cand_profession: ProfessionEntry[];
  cand_certifications: CertificationEntry[];
  cand_skills: LabelledEntry[];
  type: string;
  level: string;
  cand_experience: string;
  cand_qualification: string[];
  cand_salary_type: string;
  cand_salary_currency: string;
  cand_salary: number | null;
  cand_gender: string;
  cand_background: string;
  cand_community: string;
  cand_condition: string;
  profile_type: string;
  cand_profile: 'pub' | 'priv';
}

/** §2 candidate view of `/profile/{slug}`: no diversity answers, no salary; contact details only by tier. */
export interface PublicCandidateProfile
  extends Pick<
    CandidateProfile,
    | 'profilePic'
    | 'cand_name'
    | 'cand_headline'
    | 'cv_headline'
    | 'cand_city'
    | 'cand_country'
    | 'cand_fb'
    | 'cand_google'
    | 'cand_twiter'
    | 'cand_linked'
    | 'cand_intro'
    | 'cand_languages'
    | 'cand_education'
    | 'cand_profession'
    | 'cand_certifications'
    | 'cand_skills'
    | 'cand_qualification'
    | 'type'
    | 'level'
    | 'cand_experience'
    | 'immediately'
    | 'cand_relocate'
    | 'profile_type'
    | 'cand_profile'
  > {
  slug: string;
  /** The owner's account (`POST /report` names a profile by it). */
  userId: number;
  /** §6: contact details appear on the public profile from the premium tier up. */
  contactVisible: boolean;
  cand_email?: string;
  cand_phone?: string;
}

/**
 * §6 candidate pricing tiers free / premium / elite / agent are the memberships FREE / STANDARD / ELITE /
 * UNLIMITED (their application allowances 2 / 5 / 10 / unlimited match §9's credits).
 */
export const PRICING_TIER_OF_MEMBERSHIP: Readonly<Record<Membership, 'free' | 'premium' | 'elite' | 'agent'>> = {
  FREE: 'free',
  STANDARD: 'premium',
  ELITE: 'elite',
  UNLIMITED: 'agent',
};

/** Whether a membership is on a paid §6 tier (premium, elite or agent). Unknown memberships are treated as free. */
export function isPaidPricingTier(membership: string): boolean {
  const tier = PRICING_TIER_OF_MEMBERSHIP[membership as Membership] ?? 'free';
  return tier !== 'free';
}

/** §6 "contact details on profile: from premium up". */
export function showsContactDetails(membership: string): boolean {
  return isPaidPricingTier(membership);
}

/** §6 "basic text CV: from premium up": the ATS CV download (`GET /generate-ats-cv`). */
export function includesBasicTextCv(membership: string): boolean {
  return isPaidPricingTier(membership);
}

const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && String(value).trim() !== '';

/** Tabs that count towards completeness: the diversity answers are optional and never nag. */
const COUNTED_TABS = CANDIDATE_PROFILE_TABS.filter((tab) => tab.key !== 'diversity');

/**
 * How complete a profile is, for the dashboard: the share of the edit-profile tabs (diversity excluded) with at
 * least one field filled, plus whether a picture exists; and the tabs still empty, as next steps.
 */
export function candidateProfileCompleteness(profile: CandidateProfile): {
  percent: number;
  missingTabs: CandidateProfileTabCode[];
  hasPicture: boolean;
} {
  const missingTabs = COUNTED_TABS.filter((tab) => !tab.fields.some((field) => filled(profile[field as keyof CandidateProfile]))).map(
    (tab) => tab.code,
  );
  const hasPicture = profile.profilePic !== null;
  const parts = COUNTED_TABS.length + 1;
  const done = COUNTED_TABS.length - missingTabs.length + (hasPicture ? 1 : 0);
  return { percent: Math.round((done / parts) * 100), missingTabs, hasPicture };
}
