import {
  JOB_ROLES,
  labelOf,
  mediaPath,
  showsContactDetails,
  type CandidateProfile,
  type CandidateProfileValues,
  type PublicCandidateProfile,
} from '@fj/shared';
import { sanitizeRichText } from '../../lib/rich-text';
import type { CandidateProfilePatch, CandidateProfileWithAccount } from './candidates.repo';

/** API path of the profile picture (relative to the API's base URL), or null. */
export const profilePictureUrl = (mediaId: number | null): string | null => (mediaId === null ? null : mediaPath(mediaId));

const majorUnits = (minor: string | number | null): number | null => (minor === null ? null : Number(minor) / 100);

/** The one place the table's columns become the spec's field names. */
export function toCandidateProfile(row: CandidateProfileWithAccount): CandidateProfile {
  return {
    profilePic: profilePictureUrl(row.profile_pic_media_id),
    cand_name: row.cand_name,
    cand_email: row.cand_email,
    cand_phone: row.cand_phone,
    cand_availability: row.cand_availability,
    cand_relocate: row.cand_relocate,
    immediately: row.immediately,
    cand_headline: row.cand_headline,
    cand_country: row.cand_country,
    cand_city: row.cand_city,
    cv_headline: row.cv_headline,
    cand_fb: row.cand_fb,
    cand_google: row.cand_google,
    cand_twiter: row.cand_twiter,
    cand_linked: row.cand_linked,
    cand_intro: row.cand_intro,
    cand_languages: row.cand_languages,
    cand_education: row.cand_education,
    cand_profession: row.cand_profession,
    cand_certifications: row.cand_certifications,
    cand_skills: row.cand_skills,
    type: row.cand_type,
    level: row.level,
    cand_experience: row.cand_experience,
    cand_qualification: row.cand_qualification,
    cand_salary_type: row.cand_salary_type,
    cand_salary_currency: row.cand_salary_currency,
    cand_salary: majorUnits(row.cand_salary_minor),
    cand_gender: row.cand_gender,
    cand_background: row.cand_background,
    cand_community: row.cand_community,
    cand_condition: row.cand_condition,
    profile_type: row.profile_type ?? '',
    cand_profile: row.cand_profile,
  };
}

/** §2 candidate view: no diversity answers or salary; e-mail and phone only from the premium tier up. */
export function toPublicCandidateProfile(row: CandidateProfileWithAccount): PublicCandidateProfile {
  const profile = toCandidateProfile(row);
  const contactVisible = showsContactDetails(row.membership);
  return {
    slug: row.profile_slug,
    userId: row.user_id,
    profilePic: profile.profilePic,
    cand_name: profile.cand_name,
    cand_headline: profile.cand_headline,
    cv_headline: profile.cv_headline,
    cand_city: profile.cand_city,
    cand_country: profile.cand_country,
    cand_fb: profile.cand_fb,
    cand_google: profile.cand_google,
    cand_twiter: profile.cand_twiter,
    cand_linked: profile.cand_linked,
    cand_intro: profile.cand_intro,
    cand_languages: profile.cand_languages,
    cand_education: profile.cand_education,
    cand_profession: profile.cand_profession,
    cand_certifications: profile.cand_certifications,
    cand_skills: profile.cand_skills,
    cand_qualification: profile.cand_qualification,
    type: profile.type,
    level: profile.level,
    cand_experience: profile.cand_experience,
    immediately: profile.immediately,
    cand_relocate: profile.cand_relocate,
    profile_type: profile.profile_type,
    cand_profile: profile.cand_profile,
    contactVisible,
    ...(contactVisible ? { cand_email: profile.cand_email, cand_phone: profile.cand_phone } : {}),
  };
}

type Values = Partial<CandidateProfileValues>;

/**
 * Validated form values → column changes. Only fields present in `values` change. `profile_type` is an account
 * column and is returned apart. Headline labels come from the job_role list, the intro is sanitized.
 */
export function toProfilePatch(values: Values): { patch: CandidateProfilePatch; profileType?: string } {
  const patch: CandidateProfilePatch = {};
  const { profile_type: profileType, type, cand_salary: salary, cand_headline: headline, cand_intro: intro, ...rest } = values;
  for (const [field, value] of Object.entries(rest)) {
    if (value !== undefined) (patch as Record<string, unknown>)[field] = value;
  }
  if (type !== undefined) patch.cand_type = type;
  if (salary !== undefined) patch.cand_salary_minor = salary === null ? null : Math.round(salary * 100);
  if (headline !== undefined) {
    patch.cand_headline = headline.map((tag) => ({ value: tag.value, label: labelOf(JOB_ROLES, tag.value) ?? tag.value }));
  }
  if (intro !== undefined) patch.cand_intro = sanitizeRichText(intro);
  return { patch, profileType };
}
