import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type PlayerEditForm } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { footballKeys } from './query-keys';

/** `POST /update-player` (the body is the player); every cached football read is refreshed after a save. */
export function useUpdatePlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (player: PlayerEditForm) =>
      (await apiClient.post<ApiSuccess<{ id: number; slug: string; changed: string[] }> & { message: string }>(API.updatePlayer, player)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: footballKeys.all }),
  });
}

export interface EditEvent {
  id: number;
  actor: string | null;
  createdAt: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export const usePlayerEvents = (id: number) =>
  useQuery({
    queryKey: footballKeys.events(id),
    queryFn: async () => (await apiClient.get<ApiSuccess<EditEvent[]>>(withQuery(API.adminPlayerEvents, { id }))).data.data,
    enabled: id > 0,
  });
