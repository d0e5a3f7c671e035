import { COUNTRIES, labelOf, mediaPath, profileHref } from '@fj/shared';
import type { Actor } from '../../plugins/policy-types';
import { CONTACT_NOTICES, contactVisible, employerSeesContacts } from './contact-access';
import type { CvDatabaseRepo, CvRow, CvSearchQuery } from './cv-database.repo';

const labels = (list: { label?: string }[] | null) => (list ?? []).map((entry) => ({ label: String(entry.label ?? '') }));

function result(row: CvRow, showContact: boolean) {
  return {
    ID: row.user_id,
    slug: row.profile_slug,
    profileUrl: profileHref(row.profile_slug),
    name: row.cand_name,
    profilePic: row.profile_pic_media_id ? mediaPath(row.profile_pic_media_id) : null,
    cv_headline: row.cv_headline,
    cand_headline: labels(row.cand_headline),
    profile_type: row.profile_type ?? '',
    level: row.level,
    cand_experience: row.cand_experience,
    cand_qualification: row.cand_qualification ?? [],
    type: row.cand_type,
    cand_country: row.cand_country,
    cand_city: row.cand_city,
    location: [row.cand_city, row.cand_country ? (labelOf(COUNTRIES, row.cand_country) ?? row.cand_country) : ''].filter(Boolean).join(', '),
    cand_availability: row.cand_availability,
    immediately: row.immediately,
    cand_relocate: row.cand_relocate,
    cand_skills: labels(row.cand_skills),
    contactVisible: showContact,
    contact: showContact ? { email: row.cand_email, phone: row.cand_phone } : null,
    updated: new Date(row.updated_at).toISOString(),
  };
}

export function createCvDatabaseService(deps: { repo: CvDatabaseRepo }) {
  return {
    async search(actor: Actor, query: CvSearchQuery) {
      const [ownerMembership, { rows, total }] = await Promise.all([
        actor.employerId !== null ? deps.repo.ownerMembership(actor.employerId) : undefined,
        deps.repo.search(query),
      ]);
      const access = employerSeesContacts(actor, ownerMembership);
      return {
        data: rows.map((row) => result(row, contactVisible(access, row.membership))),
        total,
        contactAccess: access,
        contactNotice: access ? '' : CONTACT_NOTICES.upgrade,
      };
    },
  };
}

export type CvDatabaseService = ReturnType<typeof createCvDatabaseService>;
