import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { apiClient } from '../../../lib/api-client';
import { candidateKeys } from './query-keys';

interface PermalinkAnswer {
  success: true;
  message: string;
  /** A fresh token: the token carries the profile slug. */
  token: string;
  data: { profile: string; profileUrl: string };
}

/** `POST /update-permalink`: the new slug of `/profile/{slug}` (the old address keeps redirecting). */
export async function postUpdatePermalink(slug: string): Promise<PermalinkAnswer> {
  const { data } = await apiClient.post<PermalinkAnswer>(API.updatePermalink, { slug });
  return data;
}

export function useUpdatePermalink() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: postUpdatePermalink,
    onSuccess: async (answer) => {
      session.login(answer.token, session.displayName ?? undefined);
      await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}
