import { Type, type TSchema } from 'typebox';
import { REPORT_ACTIONS, REPORT_KINDS, REPORT_LIMITS, REPORT_REASONS, REPORT_STATUSES } from '@fj/shared';
import { Id, Limit, Offset, RequestObject, SkipCacheQuery, Str } from '../../../lib/schemas';

const literalUnion = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CreateReportBody = RequestObject({
  kind: literalUnion(REPORT_KINDS),
  id: Id({ description: 'The object: job ID, profile owner’s user ID, player ID, post ID or message ID' }),
  reason: literalUnion(REPORT_REASONS),
  details: Type.Optional(Str(REPORT_LIMITS.detailsMax, { description: 'What is wrong, in the reporter’s words' })),
  email: Type.Optional(Str(254, { format: 'email', description: 'Visitors only: where to tell the outcome' })),
});

export const CreateReportResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), status: Type.Literal('open') }),
});

export const ReportsQuery = RequestObject({
  status: Type.Optional(literalUnion(REPORT_STATUSES)),
  kind: Type.Optional(literalUnion(REPORT_KINDS)),
  offset: Type.Optional(Offset({ default: 0 })),
  limit: Type.Optional(Limit({ default: 20 })),
  ...SkipCacheQuery,
});

export const ReportActionBody = RequestObject({
  action: literalUnion(REPORT_ACTIONS),
  note: Type.Optional(Str(1000, { description: 'Why; kept in the report and the audit log, sent to the reporter' })),
});

export const ReportDtoSchema = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(REPORT_KINDS),
  objectId: Type.Integer(),
  objectLabel: Type.String(),
  objectUrl: Nullable(Type.String()),
  objectHidden: Type.Boolean(),
  ownerUserId: Nullable(Type.Integer()),
  ownerName: Nullable(Type.String()),
  reason: literalUnion(REPORT_REASONS),
  details: Type.String(),
  reporter: Type.String(),
  status: literalUnion(REPORT_STATUSES),
  created: Type.String({ format: 'date-time' }),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
  resolvedBy: Nullable(Type.String()),
  resolutionNote: Type.String(),
  otherOpenReports: Type.Integer(),
});

export const ReportListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(ReportDtoSchema), total: Type.Integer() });
export const ReportResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: ReportDtoSchema });
