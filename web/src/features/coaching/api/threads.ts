import { useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type ThreadSummaryDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { coachingKeys } from './query-keys';

/** The conversations with coaches: `GET /messages/threads?context=coaching`, newest activity first. */
export function useCoachingThreads() {
  return useQuery({
    queryKey: coachingKeys.threads,
    queryFn: async () => {
      const { data } = await apiClient.get<ApiSuccess<ThreadSummaryDto[]>>(withQuery(API.messageThreads, { context: 'coaching', limit: 50 }), { skipCache: true });
      // Filtered here too: until the list call knows the filter it answers every thread.
      return (Array.isArray(data.data) ? data.data : []).filter((thread) => thread.context === 'coaching');
    },
  });
}
