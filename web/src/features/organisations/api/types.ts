/** Readers for the organisations API answers (docs/employer-area.md); field names are §3's. */
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** §3 headline / country may be JSON `{ label }` / `{ value, label }` or plain text. */
export function labelText(value: unknown): string {
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return str(record.label ?? record.value);
  }
  return str(value);
}

export interface EmployerProfile {
  ID: number;
  slug: string;
  name: string;
  profilePic: string | null;
  logoMediaId: number | null;
  headline: string;
  emp_email: string;
  emp_city: string;
  /** Country code (value) and its label. */
  emp_country: string;
  countryLabel: string;
  numberOfEmployees: string;
  emp_est: string;
  website: string;
  emp_fb: string;
  emp_twitter: string;
  emp_google: string;
  emp_linkedin: string;
  emp_youtube: string;
  emp_video: string;
  intro: string;
  culture: string;
  insights: string;
  availableJobs: number | null;
}

export function toEmployerProfile(raw: Record<string, unknown> | undefined | null): EmployerProfile {
  const r = raw ?? {};
  const country = r.emp_country;
  const countryValue = country && typeof country === 'object' ? str((country as Record<string, unknown>).value) : str(country);
  const jobs = r.availableJobs ?? r.available_jobs;
  return {
    ID: Number(r.ID ?? r.id ?? 0),
    slug: str(r.slug),
    name: str(r.name),
    profilePic: str(r.profilePic) || null,
    logoMediaId: r.logo_media_id === null || r.logo_media_id === undefined ? null : Number(r.logo_media_id),
    headline: labelText(r.headline),
    emp_email: str(r.emp_email),
    emp_city: str(r.emp_city),
    emp_country: countryValue,
    countryLabel: labelText(country) || str(r.countryLabel),
    numberOfEmployees: str(r.numberOfEmployees ?? r.emp_nos),
    emp_est: str(r.emp_est),
    website: str(r.website ?? r.emp_web),
    emp_fb: str(r.emp_fb),
    emp_twitter: str(r.emp_twitter),
    emp_google: str(r.emp_google),
    emp_linkedin: str(r.emp_linkedin),
    emp_youtube: str(r.emp_youtube),
    emp_video: str(r.emp_video),
    intro: str(r.intro),
    culture: str(r.culture),
    insights: str(r.insights),
    availableJobs: jobs === undefined || jobs === null ? null : Number(jobs),
  };
}

/** §3 organisation card: id, slug, name, profilePic, headline, availableJobs, numberOfEmployees, location. */
export interface OrganisationCard {
  id: number;
  slug: string;
  name: string;
  profilePic: string | null;
  headline: string;
  availableJobs: number;
  numberOfEmployees: string;
  location: string;
  /** The parts of location (city as typed, country code), when the server sends them. */
  city: string;
  country: string;
}

export function toOrganisationCard(raw: Record<string, unknown>): OrganisationCard {
  return {
    id: Number(raw.id ?? raw.ID ?? 0),
    slug: str(raw.slug),
    name: str(raw.name),
    profilePic: str(raw.profilePic) || null,
    headline: labelText(raw.headline),
    availableJobs: Number(raw.availableJobs ?? raw.available_jobs ?? 0),
    numberOfEmployees: str(raw.numberOfEmployees ?? raw.emp_nos),
    location: labelText(raw.location),
    city: str(raw.city),
    country: str(raw.country),
  };
}

/** §3 job listing item as the employer's jobs call answers it. */
export interface EmployerJobItem {
  ID: number;
  job: string;
  link: string;
  location: string;
  /** Each place separately (the joined `location` text runs them together). */
  locations: { country: string; city: string }[];
  job_type: string;
  job_type_value: string;
  startDate: string;
  endDate: string;
}

/** The location comes as server-rendered HTML (§3, places split by <br>); the fallback text when `locations` is missing. */
export function stripTags(html: string): string {
  return html.replace(/<br\s*\/?>/gi, ' · ').replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

export function toEmployerJobItem(raw: Record<string, unknown>): EmployerJobItem {
  return {
    ID: Number(raw.ID ?? raw.id ?? 0),
    job: str(raw.job ?? raw.title),
    link: str(raw.link),
    location: stripTags(str(raw.location)),
    locations: (Array.isArray(raw.locations) ? (raw.locations as Record<string, unknown>[]) : []).map((place) => ({ country: str(place?.country), city: str(place?.city) })),
    job_type: str(raw.job_type),
    job_type_value: str(raw.job_type_value),
    startDate: str(raw.startDate ?? raw.postDate),
    endDate: str(raw.endDate),
  };
}
