export const organisationKeys = {
  all: ['organisations'] as const,
  publicProfile: (slug: string) => ['organisations', 'public', slug] as const,
  jobs: (employerId: number, offset = 0) => ['organisations', 'jobs', employerId, offset] as const,
  featured: (search: string) => ['organisations', 'featured', search] as const,
  list: (search: string, skip = 0) => ['organisations', 'list', search, skip] as const,
  own: () => ['organisations', 'own'] as const,
};
