import type { QueryValue } from '@fj/shared';

type Query = Record<string, QueryValue>;

/** React Query keys of the pipeline; every mutation invalidates `all`. */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  list: (query: Query) => ['pipeline', 'list', query] as const,
  counts: (jobId: number) => ['pipeline', 'counts', jobId] as const,
  detail: (id: number) => ['pipeline', 'detail', id] as const,
};
