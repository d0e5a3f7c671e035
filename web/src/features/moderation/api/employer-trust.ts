import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { withId } from './query-keys';

export interface EmployerTrust {
  employerId: number;
  trusted: boolean;
  trustedReason: string | null;
  trustedAt: string | null;
  approvedJobs: number;
}

/** `POST /admin-api/employers/:id/trust {trusted}`: a trusted employer's jobs publish at once unless a detector flags them. */
export async function setEmployerTrust({ employerId, trusted }: { employerId: number; trusted: boolean }): Promise<EmployerTrust> {
  const { data } = await apiClient.post<ApiSuccess<EmployerTrust>>(withId(API.adminEmployerTrust, employerId), { trusted });
  return data.data;
}

export function useSetEmployerTrust() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmployerTrust,
    onSuccess: (answer) => queryClient.invalidateQueries({ queryKey: ['admin', 'employer', answer.employerId] }),
  });
}
