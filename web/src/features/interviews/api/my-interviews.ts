import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type InterviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

/** `GET /get-my-interviews`: the candidate's interviews and requests, every status. */
export async function fetchMyInterviews(): Promise<InterviewDto[]> {
  const { data } = await apiClient.get<ApiSuccess<InterviewDto[]>>(withQuery(API.myInterviews, { limit: 100 }), { skipCache: true });
  return Array.isArray(data.data) ? data.data : [];
}

export const myInterviewsQuery = () => queryOptions({ queryKey: interviewKeys.mine, queryFn: fetchMyInterviews });

export function useMyInterviews() {
  return useQuery(myInterviewsQuery());
}
