import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

/** `GET /job-api/interviews?applicationId`: one application's interviews and requests, as its employer's team sees them. */
export async function fetchApplicationInterviews(applicationId: number): Promise<InterviewDto[]> {
  const { data } = await apiClient.get<ApiSuccess<InterviewDto[]>>(withQuery(API.employerInterviews, { applicationId, limit: 50 }), { skipCache: true });
  return Array.isArray(data.data) ? data.data : [];
}

export const applicationInterviewsQuery = (applicationId: number) =>
  queryOptions({ queryKey: interviewKeys.forApplication(applicationId), queryFn: () => fetchApplicationInterviews(applicationId), enabled: applicationId > 0 });

export function useApplicationInterviews(applicationId: number) {
  return useQuery(applicationInterviewsQuery(applicationId));
}
