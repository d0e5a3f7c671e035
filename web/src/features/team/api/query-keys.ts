import type { QueryValue } from '@fj/shared';

export const teamKeys = {
  all: ['team'] as const,
  list: (query: Record<string, QueryValue>) => ['team', 'list', query] as const,
  member: (id: number) => ['team', 'member', id] as const,
};
