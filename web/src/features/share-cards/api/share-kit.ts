import { useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

export interface ShareKit {
  public: boolean;
  profileUrl: string;
  cardUrl: string | null;
  text: string;
  links: { linkedin: string; x: string; facebook: string; whatsapp: string };
}

/** Members whose tier includes "share your profile" (§6 socialShare): only they ask for the kit (others would get 402). */
export const includesSocialShare = (membership: string | undefined): boolean => membership === 'ELITE' || membership === 'UNLIMITED';

/** `GET /get-share-kit`: the caller's profile URL, card URL and share links (ELITE and up). */
export function useShareKit(enabled: boolean) {
  return useQuery({
    queryKey: ['share-kit'],
    queryFn: async () => (await apiClient.get<ApiSuccess<ShareKit>>(API.shareKit)).data.data,
    enabled,
  });
}
