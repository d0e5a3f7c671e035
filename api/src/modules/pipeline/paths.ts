/** Designed paths of the employer pipeline (same style as §7; docs/employer-area.md). */
export const PIPELINE_API = {
  /** `GET ?id=` one application with notes and timeline; opening moves Received → Viewed. */
  application: '/job-api/get-job-application',
  /** `GET ?id=` the status history of one application. */
  timeline: '/job-api/get-application-timeline',
  /** `PUT {rating}` the caller's 1-5 stars for one application (team members of the job's employer). */
  rating: '/job-api/applications/:id/rating',
} as const;
