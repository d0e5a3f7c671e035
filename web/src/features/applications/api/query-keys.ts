export interface AppliedJobsParams {
  offset: number;
  limit: number;
  status?: number | '';
}

export const applicationKeys = {
  all: ['applications'] as const,
  applied: (params: AppliedJobsParams) => ['applications', 'applied', params] as const,
};
