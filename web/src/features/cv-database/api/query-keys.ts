export const cvDatabaseKeys = {
  all: ['cv-database'] as const,
  search: (query: string) => ['cv-database', 'search', query] as const,
};
