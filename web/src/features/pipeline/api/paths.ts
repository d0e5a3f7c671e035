/** Designed pipeline paths (docs/employer-area.md); the §7 ones come from shared `API`. */
export const PIPELINE_PATHS = {
  application: '/job-api/get-job-application',
} as const;

export const pipelineRatingPath = (applicationId: number) => `/job-api/applications/${applicationId}/rating`;
