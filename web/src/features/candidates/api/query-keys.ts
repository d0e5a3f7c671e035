/** React Query keys of the candidates feature; profile changes invalidate the whole prefix. */
export const candidateKeys = {
  all: ['candidates'] as const,
  ownProfile: () => ['candidates', 'own-profile'] as const,
  dashboard: () => ['candidates', 'dashboard'] as const,
  publicProfile: (slug: string) => ['candidates', 'public-profile', slug] as const,
  publicProfiles: (params: PublicProfilesParams) => ['candidates', 'public-profiles', params] as const,
};

export interface PublicProfilesParams {
  offset: number;
  limit: number;
  search?: string;
  profile_type?: string;
}
