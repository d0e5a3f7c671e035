import { isAdministrator, MEMBERSHIPS, PRICING_TIER_OF_MEMBERSHIP, showsContactDetails } from '@fj/shared';
import type { Actor } from '../../plugins/policy-types';

export const CONTACT_NOTICES = {
  upgrade: 'Contact details are shown to employers with a paid membership (Standard, Elite or Unlimited). Upgrade to see them.',
  candidateTier: 'This candidate shares contact details from the premium tier up.',
} as const;

/**
 * The employer side of the CV-database contact rule: administrators always; an employer and its team when the
 * organisation's owner holds a paid membership (above FREE). The route itself needs `view_cv_database`.
 */
export function employerSeesContacts(actor: Actor, ownerMembership: string | undefined): boolean {
  if (isAdministrator(actor.roles)) return true;
  return ownerMembership !== undefined && showsContactDetails(ownerMembership);
}

/** Both sides must allow it: the candidate's tier (§6 "contact details on profile: from premium up") and the employer's access. */
export const contactVisible = (employerAccess: boolean, candidateMembership: string): boolean => employerAccess && showsContactDetails(candidateMembership);

/** §6 "CV searchable by recruiters: from premium up": the memberships (STANDARD and above) the CV database lists. */
export const CV_SEARCHABLE_MEMBERSHIPS: readonly string[] = MEMBERSHIPS.map((membership) => membership.value).filter(
  (membership) => PRICING_TIER_OF_MEMBERSHIP[membership] !== 'free',
);
