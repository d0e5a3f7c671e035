import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Id as IdSchema, PagingFields } from '../../lib/schemas';

const Id = IdSchema();
const StatusCode = Type.Integer({ minimum: 0, maximum: 10, description: 'Shared APPLICATION_STATUSES code' });

export const ApplicationsQuery = RequestObject({
  id: Id,
  status: Type.Optional(StatusCode),
  search: Type.Optional(Str(200, { description: 'Keyword over candidate name, headlines and skills' })),
  sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('name'), Type.Literal('status')], { default: 'newest' })),
  ...PagingFields({ default: 20 }),
  ...SkipCacheQuery,
});

export const IdQuery = RequestObject({ id: Id, ...SkipCacheQuery });

export const TakeActionBody = RequestObject({
  id: Type.Optional(Id),
  ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 500 })),
  status: StatusCode,
  reason: Type.Optional(Str(255)),
  send_email: Type.Optional(Type.Boolean({ description: 'Rejections only: false moves without emailing the candidate' })),
  email: Type.Optional(
    RequestObject(
      {
        subject: Str(200, { minLength: 1 }),
        body: Str(20_000, { minLength: 1, description: 'Rich text (sanitised) with {candidate_name}, {job_title}, {company_name}' }),
      },
      "Rejections only: the email as the employer edited it in the reject dialog; sent instead of the job's stored template",
    ),
  ),
});

export const RatingParams = RequestObject({ id: Id });
export const RatingBody = RequestObject({ rating: Type.Number({ description: 'Whole stars, 1 to 5' }) });
export const RatingResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ mine: Type.Union([Type.Integer(), Type.Null()]), average: Type.Union([Type.Number(), Type.Null()]), count: Type.Integer() }),
});

export const AddNoteBody = RequestObject({ id: Id, note: Str(5000, { minLength: 1 }) });
export const DeleteNoteBody = RequestObject({ id: Id });

const Loose = Type.Unknown({ description: 'See docs/employer-area.md for the fields' });

export const ListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(Loose), total: Type.Integer() });
export const DataResponse = Type.Object({ success: Type.Literal(true), data: Loose, message: Type.Optional(Type.String()) });
export const TakeActionResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Array(Loose),
  emailsQueued: Type.Integer(),
});
