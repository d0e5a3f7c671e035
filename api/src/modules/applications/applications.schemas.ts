import { APPLY_LIMITS, LIMITS } from '@fj/shared';
import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Id, PagingFields } from '../../lib/schemas';

/** Field presence and content rules are the shared applySchema (422 with field errors); this only bounds sizes. */
export const ApplyBody = RequestObject({
  jobId: Type.Optional(Id({ description: 'ID of the job' })),
  cv_media_id: Type.Optional(Id({ description: 'A PDF CV of the caller (GET /get-my-resumes, or upload it first with POST /upload-my-resumes)' })),
  answers: Type.Optional(
    Type.Array(RequestObject({ question_id: Str(40), answer: Type.Optional(Str(APPLY_LIMITS.answer)) }), { maxItems: APPLY_LIMITS.answers }),
  ),
  cover_note: Type.Optional(Str(APPLY_LIMITS.coverNote)),
});

export const ApplyResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    jobId: Type.Integer(),
    id: Type.Optional(Type.Integer({ description: 'The application (on-site and email jobs)' })),
    status: Type.Optional(Type.Integer()),
    statusLabel: Type.Optional(Type.String()),
    appliedDate: Type.Optional(Type.String({ format: 'date-time' })),
    standardCredits: Type.Optional(Type.Integer({ description: 'Standard credits left after this application' })),
    premiumCredits: Type.Optional(Type.Integer()),
    redirect: Type.Optional(Type.String({ description: 'External-link jobs: where the candidate continues' })),
  }),
});

export const AppliedJobsQuery = RequestObject({
  ...PagingFields(),
  status: Type.Optional(Str(5, { description: 'A §4 status code (0–10); empty or all for every status' })),
  search: Type.Optional(Str(200)),
  ...SkipCacheQuery,
});

export const AppliedJobSchema = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  job_title: Type.String(),
  slug: Type.String(),
  link: Type.String(),
  job_class: Type.String(),
  employer: Type.String(),
  employerSlug: Type.String(),
  status: Type.Integer(),
  statusLabel: Type.String({ description: 'Candidate-facing label (§4)' }),
  appliedDate: Type.String({ format: 'date-time' }),
  endDate: Type.String(),
  withdrawnDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  canWithdraw: Type.Boolean(),
});

export const AppliedJobsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(AppliedJobSchema), total: Type.Integer() });

export const WithdrawBody = RequestObject({ id: Id({ description: 'ID of the application' }) });

export const WithdrawResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), status: Type.Integer(), statusLabel: Type.String() }),
});

/** At most one list page of job ids, as digits and commas (`1,2,3`): bounded by the pattern and the length. */
export const MyAppliedJobsQuery = RequestObject({
  ids: Type.String({
    minLength: 1,
    maxLength: LIMITS.maxPageSize * 11,
    pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    description: `Comma-separated job ids, at most ${LIMITS.maxPageSize}`,
  }),
});

export const MyAppliedJobsResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
    Type.Object({
      jobId: Type.Integer(),
      applicationId: Type.Integer(),
      appliedAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
