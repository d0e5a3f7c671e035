/** One application as the pipeline API answers it (docs/employer-area.md). */
export interface ApplicationCard {
  ID: number;
  job_id: number;
  status: number;
  statusLabel: string;
  applied: string;
  updated: string;
  candidate: {
    ID: number;
    name: string;
    email: string;
    phone: string;
    slug: string;
    profileUrl: string;
    profilePic: string | null;
    cv_headline: string;
    cand_headline: { label: string }[];
    cand_skills: { label: string }[];
    cand_country: string;
    cand_city: string;
  };
  cv: { id: number; title: string; url: string } | null;
  cover_note: string;
  answers: { question_id: string; question: string; answer: string }[];
  notesCount: number;
  /** Jobs that need a safeguarding check: 'verified' while the candidate holds a verified, unexpired one (never the document). */
  safeguardingCheck?: 'verified' | null;
  /** My stars, and the average and count of the job's employer team's ratings. */
  rating?: RatingSummary;
}

export interface RatingSummary {
  mine: number | null;
  average: number | null;
  count: number;
}

/** An email written for the application (a rejection), as the timeline lists it. */
export interface ApplicationEmail {
  id: number;
  kind: string;
  subject: string;
  at: string;
  sent: boolean;
}

export interface ApplicationInterview {
  id: number;
  kind: string;
  status: string;
  at: string;
  bookedStart: string | null;
}

export interface ApplicationNote {
  id: number;
  application_id: number;
  note: string;
  author: { ID: number | null; name: string };
  created: string;
}

export interface TimelineEvent {
  id: number;
  at: string;
  actor: { ID: number; name: string } | null;
  from: number | null;
  fromLabel: string | null;
  to: number;
  toLabel: string;
  reason: string;
}

export interface ApplicationDetail extends ApplicationCard {
  notes: ApplicationNote[];
  timeline: TimelineEvent[];
  emails?: ApplicationEmail[];
  interviews?: ApplicationInterview[];
}

export type PipelineView = 'board' | 'list';

export interface StatusCount {
  code: number;
  key: string;
  label: string;
  count: number;
}

export type ApplicationSort = 'newest' | 'oldest' | 'name' | 'status';
