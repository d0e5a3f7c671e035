import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type ThreadSummaryDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { messagesPath } from './paths';
import { messageKeys } from './query-keys';

/** `POST /job-api/applications/{id}/thread`: opens the application's thread, or answers the one it has. */
export async function openApplicationThread(applicationId: number): Promise<ThreadSummaryDto> {
  const { data } = await apiClient.post<ApiSuccess<ThreadSummaryDto>>(messagesPath(API.applicationThread, applicationId), {});
  return data.data;
}

/** The thread of an application shown inside its card (opening it is idempotent, so it is read like a query). */
export function useApplicationThread(applicationId: number) {
  return useQuery({ queryKey: messageKeys.applicationThread(applicationId), queryFn: () => openApplicationThread(applicationId), staleTime: Infinity });
}

/** Opens the thread on demand (the candidate's "Message the employer"). */
export function useOpenApplicationThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openApplicationThread,
    onSuccess: (thread, applicationId) => queryClient.setQueryData(messageKeys.applicationThread(applicationId), thread),
  });
}
