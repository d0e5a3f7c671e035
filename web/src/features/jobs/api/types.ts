import type { HighlightedText } from '../components/Highlighted';

/**
 * Shapes of the jobs API answers as the SPA reads them (field names are the spec's own, §3). Optional fields are
 * those a list answer may leave out; the detail answer carries all of them.
 */
export interface JobCategoryRef {
  id?: number | string;
  value?: string;
  label?: string;
  name?: string;
}

export interface JobLocationRef {
  country: string;
  city?: string;
  label?: string;
}

export interface ScreeningQuestion {
  id: string;
  question: string;
  required: boolean;
}

export interface JobDetail {
  ID: number;
  slug: string;
  title: string;
  /** Applying needs a verified, unexpired background check (docs/safeguarding.md). */
  safeguardingRequired?: boolean;
  employer: string;
  employerId?: number;
  /** Link of the employer's public page. */
  author_link?: string;
  /** The employer's current openings. */
  available_jobs?: number;
  categories?: (JobCategoryRef | string)[];
  catIds?: (number | string)[];
  /** Location as the server renders it (plain text; may hold several places). */
  location?: string;
  locations?: JobLocationRef[];
  /** Label of the job type; `job_type_value` is the stored value. */
  job_type?: string;
  job_type_value?: string;
  work_mode?: string;
  /** Stored values beside the English labels the server also sends (named in the page's language). */
  work_mode_value?: string;
  salary_amount?: number | null;
  currency_value?: string;
  salary_type_value?: string;
  job_experience_value?: string;
  job_qualification_values?: string[];
  employer_id?: number;
  employer_slug?: string;
  /** Closing date, sent only while the job is active. */
  closing_date?: string | null;
  days_left?: number;
  is_active?: boolean;
  receive_applicants?: string;
  job_external_email?: string;
  /** 'Premium' or the free class. */
  job_class?: string;
  /** Whether the caller may apply (false for a visitor or a member without access on a Premium job). */
  access?: boolean;
  access_class?: string;
  postDate?: string;
  postModified?: string;
  postEndDate?: string;
  endDate?: string;
  postStatus?: string;
  /** Salary as text ("Pound 30,000 (Yearly)") in lists and details. */
  job_salary?: number | string | null;
  /** Offered amount in major units. */
  _salary_offered?: number | string | null;
  job_salary_type?: string;
  job_currency?: string;
  job_experience?: string;
  job_qualifications?: string[] | string;
  job_shift?: string;
  job_vacancy?: number | string;
  /** Server-sanitized HTML. */
  description?: string;
  job_skills?: { name: string }[] | string[];
  img?: string | null;
  workMode?: string;
  receiveApplicants?: string;
  job_external_url?: string;
  screening_questions?: ScreenedQuestionList;
}

export type ScreenedQuestionList = ScreeningQuestion[];

/** §3 job listing item (browse, related and homepage lists), plus what the cards show. */
export interface JobListItem {
  ID: number;
  job: string;
  postDate?: string;
  is_active?: boolean;
  salary_amount?: number | null;
  currency_value?: string;
  salary_type_value?: string;
  /** With a keyword: the title and a description snippet with the matched words (text and ranges, never HTML). */
  highlight?: { title: HighlightedText; snippet: HighlightedText };
  slug?: string;
  link: string;
  location?: string;
  job_type?: string;
  job_type_value?: string;
  work_mode?: string;
  work_mode_value?: string;
  locations?: JobLocationRef[];
  employer_id?: number;
  author_link?: string;
  job_salary?: string | number | null;
  catIds?: (string | number)[];
  postStatus?: string;
  startDate?: string;
  endDate?: string;
  postModified?: string;
  employer?: string;
  img?: string | null;
  job_class?: string;
  categories?: (JobCategoryRef | string)[];
  workMode?: string;
}

export interface FacetCount {
  value: string | number;
  label?: string;
  count: number;
}

export type Facets = Partial<Record<string, FacetCount[]>>;

export interface BrowseJobsPage {
  rows: JobListItem[];
  total: number;
  facets: Facets;
}
