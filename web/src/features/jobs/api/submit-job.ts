import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

export interface SubmittedJob {
  ID: number;
  slug?: string;
  status?: string;
}

export interface SubmitJobInput {
  body: Record<string, unknown>;
  /** The job being edited. */
  jobId?: number;
  /** Administrators posting for any employer (`POST /job-api/submit-job-all`). */
  employerId?: number;
}

/** `POST /job-api/submit-job` (create, or edit with `ID`); `submit-job-all` when an administrator names the employer. */
export async function postSubmitJob({ body, jobId, employerId }: SubmitJobInput): Promise<SubmittedJob> {
  const path = employerId !== undefined ? API.submitJobAll : API.submitJob;
  const payload = { ...body, ...(jobId ? { ID: jobId, jobId } : {}), ...(employerId !== undefined ? { employerId } : {}) };
  const { data } = await apiClient.post<ApiSuccess<SubmittedJob>>(path, payload);
  return data.data;
}

export function useSubmitJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSubmitJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
}
