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
  /** Administrators posting for any employer (`POST /job-api/submit-job-all`): by id, or by name or slug. */
  forEmployer?: { employerId: number } | { employerName: string };
}

/** `POST /job-api/submit-job` (create, or edit with `ID`); `submit-job-all` when an administrator names the employer. */
export async function postSubmitJob({ body, jobId, forEmployer }: SubmitJobInput): Promise<SubmittedJob> {
  const path = forEmployer ? API.submitJobAll : API.submitJob;
  const payload = { ...body, ...(jobId ? { jobId } : {}), ...forEmployer };
  const { data } = await apiClient.post<ApiSuccess<SubmittedJob>>(path, payload);
  return data.data;
}

export function useSubmitJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSubmitJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
}
