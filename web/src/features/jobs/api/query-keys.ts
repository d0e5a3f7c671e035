import type { QueryValue } from '@fj/shared';

type Query = Record<string, QueryValue | QueryValue[]>;

/** React Query keys of the jobs feature; mutations invalidate by prefix. */
export const jobKeys = {
  all: ['jobs'] as const,
  browse: (query: Query) => ['jobs', 'browse', query] as const,
  homepage: (type: 'premium' | 'normal', limit: number) => ['jobs', 'homepage', type, limit] as const,
  latest: (limit: number) => ['jobs', 'latest', limit] as const,
  detailBySlug: (slug: string) => ['jobs', 'detail-by-slug', slug] as const,
  related: (jobId: number, catIds: readonly (string | number)[]) => ['jobs', 'related', jobId, catIds] as const,
  employerJobs: (employerId: number | string) => ['jobs', 'employer', employerId] as const,
  mine: (query: Query) => ['jobs', 'mine', query] as const,
  forEdit: (jobId: number | string) => ['jobs', 'for-edit', jobId] as const,
  adminEmployers: (text: string) => ['jobs', 'admin-employers', text] as const,
  myApplied: (ids: readonly number[]) => ['jobs', 'my-applied', ids] as const,
};
