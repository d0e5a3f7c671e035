import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { pipelineKeys } from './query-keys';
import type { ApplicationCard } from './types';

export interface TakeActionInput {
  ids: number[];
  status: number;
  reason?: string;
  /** Rejections: false moves without an email; `email` is the text edited in the reject dialog (sent instead of the job's template). */
  sendEmail?: boolean;
  email?: { subject: string; body: string };
}

export interface TakeActionResult {
  message: string;
  data: ApplicationCard[];
  emailsQueued: number;
}

/** `POST /job-api/take-action`: moves one or many applications, all or nothing (422 when any move is refused). */
export async function takeAction(input: TakeActionInput): Promise<TakeActionResult> {
  const body = {
    ids: input.ids,
    status: input.status,
    ...(input.reason?.trim() ? { reason: input.reason.trim() } : {}),
    ...(input.sendEmail === false ? { send_email: false } : {}),
    ...(input.sendEmail !== false && input.email ? { email: input.email } : {}),
  };
  const { data } = await apiClient.post<{ success: true } & TakeActionResult>(API.takeAction, body);
  return { message: data.message, data: data.data ?? [], emailsQueued: data.emailsQueued ?? 0 };
}

export function useTakeAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: takeAction, onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }) });
}
