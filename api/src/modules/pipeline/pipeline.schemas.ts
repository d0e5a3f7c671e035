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
