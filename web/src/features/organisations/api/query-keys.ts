export const organisationKeys = {
  all: ['organisations'] as const,
  publicProfile: (slug: string) => ['organisations', 'public', slug] as const,
  jobs: (employerId: number) => ['organisations', 'jobs', employerId] as const,
  featured: (search: string) => ['organisations', 'featured', search] as const,
  list: (search: string) => ['organisations', 'list', search] as const,
  own: () => ['organisations', 'own'] as const,
};
