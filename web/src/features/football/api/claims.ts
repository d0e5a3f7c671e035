import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { footballKeys } from './query-keys';

export interface PlayerClaim {
  id: number;
  kind: 'claim' | 'create';
  status: 'pending' | 'approved' | 'rejected';
  message: string;
  createdAt: string;
  playerId: number;
  playerSlug: string;
  playerName: string;
  published: boolean;
  userName: string;
  userEmail: string;
}

export interface MyClaim {
  claim: { id: number; kind: string; status: string; playerId: number; playerSlug: string; playerName: string } | null;
  player: { id: number; slug: string; name: string } | null;
}

export const useMyPlayerClaim = (enabled: boolean) =>
  useQuery({
    queryKey: footballKeys.myClaim,
    queryFn: async () => (await apiClient.get<ApiSuccess<MyClaim>>(API.myPlayerClaim, { skipCache: true })).data.data,
    enabled,
  });

export function useSubmitClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { mode: 'claim' | 'create'; playerId?: number; message?: string; player?: Record<string, unknown> }) =>
      (await apiClient.post<ApiSuccess<{ id: number; status: string }>>(API.playerClaim, body)).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: footballKeys.myClaim }),
  });
}

export const usePlayerClaims = () =>
  useQuery({
    queryKey: footballKeys.claims,
    queryFn: async () => (await apiClient.get<ApiSuccess<PlayerClaim[]>>(withQuery(API.adminPlayerClaims, { status: 'pending' }), { skipCache: true })).data.data,
  });

export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: number; decision: 'approve' | 'reject' }) =>
      (await apiClient.post<ApiSuccess<{ id: number; status: string }>>(API.adminDecidePlayerClaim, body)).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: footballKeys.all }),
  });
}
