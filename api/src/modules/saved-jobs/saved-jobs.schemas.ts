import { LIMITS } from '@fj/shared';
import { Type } from 'typebox';
import { Id, PagingFields, RequestObject, SkipCacheQuery } from '../../lib/schemas';
import { ListingItem } from '../jobs/jobs.schemas';

export const SaveJobBody = RequestObject({
  jobId: Id({ description: 'The job to save or unsave' }),
  saved: Type.Optional(Type.Boolean({ description: 'true (default) saves, false unsaves; both are idempotent' })),
});

const SavedState = Type.Object({
  jobId: Type.Integer(),
  saved: Type.Boolean(),
  savedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const SaveJobResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: SavedState });

export const SavedJobsQuery = RequestObject({
  ids: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: LIMITS.maxPageSize * 11,
      pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
      description: `Only these jobs (comma-separated ids, at most ${LIMITS.maxPageSize}): which of a page of cards are saved`,
    }),
  ),
  ...PagingFields(),
  ...SkipCacheQuery,
});

export const SavedJobsResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Type.Object({ jobId: Type.Integer(), savedAt: Type.String({ format: 'date-time' }), job: ListingItem })),
  total: Type.Integer(),
});
