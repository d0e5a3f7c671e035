import { Type } from 'typebox';
import { MODERATION_QUEUE_STATUSES, MODERATION_REASON_CODES, type ModerationQueueStatus, type ModerationReasonCode } from '@fj/shared';
import { Id, PagingFields, RequestObject, Str } from '../../lib/schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ModerationReasonSchema = Type.Object({
  code: Type.Unsafe<ModerationReasonCode>({ type: 'string', enum: [...MODERATION_REASON_CODES] }),
  detail: Type.String(),
  jobId: Type.Optional(Type.Integer()),
  jobSlug: Type.Optional(Type.String()),
  similarity: Type.Optional(Type.Number({ description: 'Estimated Jaccard similarity 0..1 of the two descriptions' })),
});

export const ModerationJob = Type.Object({
  ID: Type.Integer(),
  job_title: Type.String(),
  slug: Type.String(),
  employerId: Type.Integer(),
  employerName: Type.String(),
  employerTrusted: Type.Boolean(),
  employerApprovedJobs: Type.Integer(),
  job_class: Type.Union([Type.Literal('free'), Type.Literal('premium')]),
  job_description: Type.String({ description: 'Sanitised HTML' }),
  submittedAt: Nullable(Type.String()),
  reasons: Type.Array(ModerationReasonSchema),
  status: Type.String(),
  moderatedAt: Nullable(Type.String()),
  moderatedBy: Nullable(Type.String()),
  rejectionReason: Nullable(Type.String()),
});

export const QueueQuery = RequestObject({
  status: Type.Optional(Type.Unsafe<ModerationQueueStatus>({ type: 'string', enum: [...MODERATION_QUEUE_STATUSES], description: 'pending (default, oldest first), approved or rejected (latest decision first)' })),
  ...PagingFields({ default: 20 }),
});

export const QueueResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(ModerationJob), total: Type.Integer() });
export const DecisionResponse = Type.Object({ success: Type.Literal(true), data: ModerationJob, message: Type.String() });

/** Lengths are checked by the service, so the employer-facing message is a sentence rather than a schema error. */
export const RejectBody = RequestObject({ reason: Type.Optional(Str(4000, { description: 'Why (required, at most 1000 characters); emailed to the employer' })) });

export const WordBody = RequestObject({ word: Type.Optional(Str(400, { description: 'A word or phrase (at most 100 characters), matched on whole words' })) });
const Word = Type.Object({ id: Type.Integer(), word: Type.String(), created: Type.String() });
export const WordsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Word) });

export const TrustBody = RequestObject({ trusted: Type.Boolean() });
export const TrustResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ employerId: Type.Integer(), trusted: Type.Boolean(), trustedReason: Nullable(Type.String()), trustedAt: Nullable(Type.String()), approvedJobs: Type.Integer() }),
});

export const WordIdParam = RequestObject({ id: Id() });
