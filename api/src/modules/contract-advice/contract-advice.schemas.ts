import { Type } from 'typebox';
import { CONTRACT_ADVICE_LIMITS, CONTRACT_ADVICE_STATUSES } from '@fj/shared';
import { PagingFields, RequestObject, SkipCacheQuery } from '../../lib/schemas';

// Written out: a mapped union loses the literal types.
const Status = Type.Union([Type.Literal('open'), Type.Literal('in_review'), Type.Literal('answered'), Type.Literal('closed')], { description: CONTRACT_ADVICE_STATUSES.join(' → ') });
const Person = Type.Object({ ID: Type.Integer(), name: Type.String() });

const RequestSchema = Type.Object({
  id: Type.Integer(),
  status: Status,
  questions: Type.String(),
  deadline: Type.String({ format: 'date', description: "The member's own deadline" }),
  submitted: Type.String({ format: 'date-time' }),
  due: Type.String({ format: 'date-time', description: 'Two working days (Monday–Friday, UTC) after submission' }),
  overdue: Type.Boolean({ description: 'Open or in review and past its due time' }),
  contract: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String(), size: Type.Integer({ description: 'Bytes' }) }), Type.Null()]),
  member: Person,
  adviser: Type.Union([Person, Type.Null()]),
  threadId: Type.Union([Type.Integer({ description: 'GET /messages/threads/{id}: the member and the advisers' }), Type.Null()]),
});

const DetailSchema = Type.Object({
  ...RequestSchema.properties,
  history: Type.Array(Type.Object({ status: Status, at: Type.String({ format: 'date-time' }), by: Type.Union([Person, Type.Null()]) })),
});

export const DetailResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data: DetailSchema });

export const OwnListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(RequestSchema),
  total: Type.Integer(),
  allowance: Type.Object({
    included: Type.Boolean({ description: 'The membership includes contract advice (UNLIMITED)' }),
    limit: Type.Integer(),
    used: Type.Integer({ description: 'Requests sent this calendar month (UTC)' }),
    remaining: Type.Integer(),
    resetsOn: Type.String({ format: 'date', description: 'First day of next month' }),
  }),
});

export const QueueResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(RequestSchema), total: Type.Integer() });

export const OwnListQuery = RequestObject({ ...PagingFields(), ...SkipCacheQuery });

export const QueueQuery = RequestObject({
  status: Type.Optional(Status),
  ...PagingFields(),
  ...SkipCacheQuery,
});

export const StatusBody = RequestObject({ status: Status });

export const CREATE_DESCRIPTION =
  `multipart/form-data: \`file\` (the contract, a PDF of at most ${CONTRACT_ADVICE_LIMITS.contractMaxMb} MB, checked by its bytes), ` +
  `\`questions\` (1–${CONTRACT_ADVICE_LIMITS.questionsMaxLength} characters) and \`deadline\` (YYYY-MM-DD, after today). ` +
  `UNLIMITED members only (402 otherwise); at most ${CONTRACT_ADVICE_LIMITS.perMonth} a calendar month (UTC): 429 names the date it resets, with Retry-After. ` +
  '422 field errors; 413 file too large; 415 not a PDF. Opens the conversation with the advisers.';
