import type { API, ApiItem } from '@fj/shared';

/** One discoverable candidate as the CV database answers it (docs/employer-area.md). */
export interface CvResult {
  ID: number;
  slug: string;
  name: string;
  profilePic: string | null;
  headline: string;
  tags: string[];
  profileType: string;
  level: string;
  experience: string;
  /** City and English country name as the server writes them; `city` and `country` (code) when sent. */
  location: string;
  city: string;
  country: string;
  available: boolean;
  relocate: boolean;
  skills: string[];
  /** Present only when the candidate's tier and the employer's access allow it. */
  contact: { email: string; phone: string } | null;
}

/** Why a card shows no contact details: the employer's access, or the candidate's tier. */
export type ContactHiddenReason = 'access' | 'candidateTier';

/** One row of `GET /search/get-cv-database/` as the route's schema declares it. */
export type CvDatabaseRow = ApiItem<typeof API.cvDatabase>;

export function toCvResult(row: CvDatabaseRow): CvResult {
  return {
    ID: row.ID,
    slug: row.slug,
    name: row.name,
    profilePic: row.profilePic || null,
    headline: row.cv_headline,
    tags: row.cand_headline.map((tag) => tag.label).filter(Boolean),
    profileType: row.profile_type,
    level: row.level,
    experience: row.cand_experience,
    location: row.location || [row.cand_city, row.cand_country].filter(Boolean).join(', '),
    city: row.cand_city,
    country: row.cand_country,
    available: row.cand_availability === 'yes',
    relocate: row.cand_relocate === 'yes',
    skills: row.cand_skills.map((skill) => skill.label).filter(Boolean),
    contact: row.contact && (row.contact.email || row.contact.phone) ? row.contact : null,
  };
}
