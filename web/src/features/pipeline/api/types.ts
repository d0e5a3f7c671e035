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
}

export interface StatusCount {
  code: number;
  key: string;
  label: string;
  count: number;
}

export type ApplicationSort = 'newest' | 'oldest' | 'name' | 'status';
