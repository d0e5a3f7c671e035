import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { interviewKeys } from './query-keys';

/** `POST /update-timezone {timezone}`: the zone interview times are shown in. */
export async function updateTimeZone(timezone: string): Promise<string> {
  const { data } = await apiClient.post<ApiSuccess<{ timezone?: string }>>(API.updateTimezone, { timezone });
  return data.data?.timezone ?? timezone;
}

export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (saved) => {
      queryClient.setQueryData(interviewKeys.timeZone, saved);
      return queryClient.invalidateQueries({ queryKey: interviewKeys.all });
    },
  });
}
