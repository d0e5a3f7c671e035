import { useQuery } from '@tanstack/react-query';
import { CONTENT_API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

// A module of its own so the home page's first load does not carry the rest of the content calls (and useMutation).

export interface HomeFigures {
  figures: { jobsThisMonth: number; countries: number; services: number; members: number; rolesFilled: number };
  logos: { id: number; name: string; img: string; link: string }[];
}

export function useHomeFigures(enabled = true) {
  return useQuery({
    queryKey: ['content', 'home-figures'],
    queryFn: async () => (await apiClient.get<ApiSuccess<HomeFigures>>(CONTENT_API.homeFigures)).data.data,
    staleTime: 5 * 60_000,
    enabled,
  });
}
