/** What the apply flow sends (`POST /job-api/apply`). */
export interface ApplyValues {
  jobId: number;
  /** The chosen CV (a media id of the candidate's resumes); not needed for external-link jobs. */
  cv_media_id?: number;
  answers?: { question_id: string; answer: string }[];
  cover_note?: string;
}

export interface ApplyResult {
  /** Where an external-link job continues. */
  redirect?: string;
  job_external_url?: string;
  status?: number;
}

/** One row of `GET /job-api/get-applied-jobs`. */
export interface AppliedJob {
  id: number;
  jobId?: number;
  job_id?: number;
  title?: string;
  job?: string;
  slug?: string;
  link?: string;
  employer?: string;
  status: number;
  statusLabel?: string;
  applied_at?: string;
  appliedDate?: string;
  created_at?: string;
  endDate?: string;
  location?: string;
}
