/** What the apply flow sends (`POST /job-api/apply`; rules: shared `applySchema`). */
export interface ApplyValues {
  jobId: number;
  /** The chosen CV (a media id of the candidate's resumes); not needed for external-link jobs. */
  cv_media_id?: number;
  answers?: { question_id: string; answer: string }[];
  cover_note?: string;
}

export interface ApplyResult {
  jobId?: number;
  id?: number;
  status?: number;
  statusLabel?: string;
  /** External-link jobs: where the candidate continues. */
  redirect?: string;
  standardCredits?: number;
  premiumCredits?: number;
}

/** One row of `GET /job-api/get-applied-jobs`. */
export interface AppliedJob {
  id: number;
  jobId: number;
  job_title: string;
  slug: string;
  link?: string;
  job_class?: string;
  employer: string;
  employerSlug?: string;
  status: number;
  /** Candidate-facing label (§4), in English. */
  statusLabel?: string;
  appliedDate: string;
  endDate?: string;
  withdrawnDate?: string | null;
  canWithdraw?: boolean;
}
