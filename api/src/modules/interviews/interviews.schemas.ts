import { Type } from 'typebox';
import { INTERVIEW_KINDS, INTERVIEW_STATUSES, type InterviewKind, type InterviewStatus } from '@fj/shared';
import { Id as IdSchema, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

const Id = IdSchema();
const Kind = Type.Unsafe<InterviewKind>({ type: 'string', enum: [...INTERVIEW_KINDS], description: 'phone, video or onsite' });
const Status = Type.Unsafe<InterviewStatus>({ type: 'string', enum: [...INTERVIEW_STATUSES] });
/** Format and rules (offset, future, distinct) are checked by the service, which answers 422 per slot. */
const Slot = Str(40, { minLength: 1, description: 'ISO 8601 date-time with its offset, e.g. 2026-12-01T10:00:00+01:00' });
const Reason = Str(1000, { description: 'Shown to the other side' });
const Message = Str(2000);
const Location = Str(300, { description: 'Address (onsite) or phone details (phone)' });
const VideoUrl = Str(500, { description: 'https link of the video call (video)' });
const Duration = Type.Integer({ minimum: 15, maximum: 480, description: 'Minutes, 15 to 480' });
const InterviewerIds = Type.Array(Id, { maxItems: 10, description: "Team members of the application's employer" });

export const ScheduleBody = RequestObject({
  applicationId: Id,
  kind: Kind,
  location: Type.Optional(Type.Union([Location, Type.Null()])),
  videoUrl: Type.Optional(Type.Union([VideoUrl, Type.Null()])),
  durationMinutes: Duration,
  slots: Type.Array(Slot, { minItems: 1, maxItems: 5, description: '1 to 5 offered start times' }),
  interviewerIds: InterviewerIds,
  message: Type.Optional(Message),
});

export const RescheduleBody = RequestObject({
  slots: Type.Array(Slot, { minItems: 1, maxItems: 5 }),
  kind: Type.Optional(Kind),
  location: Type.Optional(Type.Union([Location, Type.Null()])),
  videoUrl: Type.Optional(Type.Union([VideoUrl, Type.Null()])),
  durationMinutes: Type.Optional(Duration),
  message: Type.Optional(Message),
});

export const RequestBody = RequestObject({
  applicationId: Id,
  slots: Type.Array(Slot, { minItems: 1, maxItems: 3, description: '1 to 3 proposed start times' }),
  message: Type.Optional(Message),
});

export const AcceptBody = RequestObject({
  slot: Slot,
  interviewerIds: Type.Optional(InterviewerIds),
  kind: Type.Optional(Kind),
  location: Type.Optional(Type.Union([Location, Type.Null()])),
  videoUrl: Type.Optional(Type.Union([VideoUrl, Type.Null()])),
});

export const BookBody = RequestObject({ slot: Slot });
export const ReasonBody = RequestObject({ reason: Type.Optional(Reason) });
export const OtherTimesBody = RequestObject({ message: Type.Optional(Message) });
export const InterviewIdParams = RequestObject({ id: Id });

export const EmployerListQuery = RequestObject({
  applicationId: Type.Optional(Id),
  jobId: Type.Optional(Id),
  status: Type.Optional(Status),
  ...PagingFields({ default: 20, maximum: 100 }),
  ...SkipCacheQuery,
});

export const MyListQuery = RequestObject({
  status: Type.Optional(Status),
  ...PagingFields({ default: 20, maximum: 100 }),
  ...SkipCacheQuery,
});

export const IcsQuery = RequestObject({ ...SkipCacheQuery });

const Person = Type.Object({ ID: Type.Integer(), name: Type.String() });

export const InterviewDtoSchema = Type.Object({
  id: Type.Integer(),
  applicationId: Type.Integer(),
  job: Type.Object({ ID: Type.Integer(), title: Type.String(), slug: Type.String() }),
  employer: Person,
  candidate: Person,
  origin: Type.Union([Type.Literal('employer'), Type.Literal('candidate')]),
  kind: Kind,
  location: Type.Union([Type.String(), Type.Null()]),
  videoUrl: Type.Union([Type.String(), Type.Null()]),
  durationMinutes: Type.Integer(),
  slots: Type.Array(Type.String({ format: 'date-time' })),
  bookedSlot: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: Status,
  round: Type.Union([Type.Integer(), Type.Null()]),
  interviewers: Type.Array(Person),
  message: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  sequence: Type.Integer(),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
  icsUrl: Type.Union([Type.String(), Type.Null()]),
});

export const InterviewResponse = Type.Object({ success: Type.Literal(true), data: InterviewDtoSchema, message: Type.Optional(Type.String()) });
export const InterviewListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(InterviewDtoSchema), total: Type.Integer() });
