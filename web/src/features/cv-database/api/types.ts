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

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const labels = (value: unknown) =>
  Array.isArray(value) ? value.map((entry) => (entry && typeof entry === 'object' ? str((entry as { label?: unknown }).label) : str(entry))).filter(Boolean) : [];
const yes = (value: unknown) => value === true || value === 'yes';

export function toCvResult(raw: Record<string, unknown>): CvResult {
  const contactRaw = (raw.contact && typeof raw.contact === 'object' ? raw.contact : null) as Record<string, unknown> | null;
  const email = str(contactRaw?.email ?? raw.cand_email);
  const phone = str(contactRaw?.phone ?? raw.cand_phone);
  return {
    ID: Number(raw.ID ?? raw.id ?? 0),
    slug: str(raw.slug),
    name: str(raw.name ?? raw.cand_name),
    profilePic: str(raw.profilePic) || null,
    headline: str(raw.cv_headline ?? raw.headline),
    tags: labels(raw.cand_headline),
    profileType: str(raw.profile_type),
    level: str(raw.level),
    experience: str(raw.cand_experience ?? raw.experience),
    location: str(raw.location) || [str(raw.cand_city), str(raw.cand_country)].filter(Boolean).join(', '),
    city: str(raw.cand_city),
    country: str(raw.cand_country),
    available: yes(raw.cand_availability ?? raw.available),
    relocate: yes(raw.cand_relocate ?? raw.relocate),
    skills: labels(raw.cand_skills ?? raw.skills),
    contact: email || phone ? { email, phone } : null,
  };
}
