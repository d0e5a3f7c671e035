import { Type } from 'typebox';
import { MESSAGE_LIMITS, THREAD_CONTEXTS } from '@fj/shared';
import { IdParam, PagingFields, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

export const THREADS_PAGE = { default: 20, maximum: 50 };
export const MESSAGES_PAGE = { default: 30, maximum: 100 };

export const ThreadsQuery = RequestObject({
  ...PagingFields(THREADS_PAGE),
  unread: Type.Optional(Str(5, { description: '1: only threads with unread messages' })),
  context: Type.Optional(Type.Union([Type.Literal(THREAD_CONTEXTS[0]), Type.Literal(THREAD_CONTEXTS[1]), Type.Literal(THREAD_CONTEXTS[2])], { description: 'Only the threads of this context (coaching: /coaching/messages)' })),
  ...SkipCacheQuery,
});

export const ThreadPageQuery = RequestObject({
  ...PagingFields(MESSAGES_PAGE),
  ...SkipCacheQuery,
});

export const ThreadParams = IdParam;

export const PostMessageBody = RequestObject({
  body: Str(MESSAGE_LIMITS.bodyMaxLength, { description: `Plain text, trimmed, 1–${MESSAGE_LIMITS.bodyMaxLength} characters (links are made clickable on display)` }),
});

export const POST_MESSAGE_DESCRIPTION =
  `JSON { body }, or multipart/form-data with the field \`body\` and up to ${MESSAGE_LIMITS.attachmentsMax} file parts named \`files\` ` +
  `(PDF or pictures, at most ${MESSAGE_LIMITS.attachmentMaxMb} MB each, checked by their bytes). With files the body may be empty. ` +
  '422 errors.body when there is neither; 422 errors.files for a sixth file; 413 for a file over the limit; 415 for another type. ' +
  'Nothing is written when any check fails.';

const AttachmentSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  mime: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  url: Type.String({ description: 'GET /media/{id}: readable by the thread participants only' }),
});

export const MessageSchema = Type.Object({
  id: Type.Integer(),
  threadId: Type.Integer(),
  author: Type.Union([Type.Object({ ID: Type.Integer(), name: Type.String() }), Type.Null()]),
  body: Type.String({ description: 'Plain text; never render as HTML' }),
  attachments: Type.Array(AttachmentSchema),
  created: Type.String({ format: 'date-time' }),
  viaEmail: Type.Boolean(),
  mine: Type.Boolean({ description: 'Written by the caller' }),
});

const ParticipantSchema = Type.Object({
  ID: Type.Integer(),
  name: Type.String(),
  side: Type.String({ description: 'applicant | employer | member | adviser | learner | coach' }),
  profilePic: Type.Union([Type.String(), Type.Null()]),
});

export const ThreadSummarySchema = Type.Object({
  id: Type.Integer(),
  context: Type.Union([Type.Literal(THREAD_CONTEXTS[0]), Type.Literal(THREAD_CONTEXTS[1]), Type.Literal(THREAD_CONTEXTS[2])]),
  contextId: Type.Integer(),
  title: Type.String({ description: 'What the thread is about, e.g. the job title' }),
  subtitle: Type.String({ description: 'Who the caller talks to' }),
  participants: Type.Array(ParticipantSchema),
  lastMessage: Type.Union([MessageSchema, Type.Null()]),
  lastActivity: Type.String({ format: 'date-time' }),
  unread: Type.Integer({ description: 'Messages by others the caller has not read' }),
});

export const ThreadsResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(ThreadSummarySchema), total: Type.Integer() });
export const ThreadPageResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(MessageSchema), total: Type.Integer(), thread: ThreadSummarySchema });
export const MessageResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: MessageSchema });
export const ThreadResponse = Type.Object({ success: Type.Literal(true), data: ThreadSummarySchema });
export const UnreadCountResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ unread: Type.Integer({ description: 'Unread messages over all threads' }), threads: Type.Integer({ description: 'Threads with unread messages' }) }),
});
