/**
 * Conversations (issue 20, docs/messages.md): a thread belongs to a context (an application today; contract advice
 * and coaching later) and has participants. Field names follow the house style of the other DTOs.
 */
export const THREAD_CONTEXTS = ['application', 'contract_advice', 'coaching'] as const;
export type ThreadContext = (typeof THREAD_CONTEXTS)[number];

/** Which side of the conversation a participant speaks for. */
export type ThreadSide = 'applicant' | 'employer' | 'member' | 'adviser' | 'learner' | 'coach';

export interface ThreadParticipantDto {
  ID: number;
  name: string;
  side: ThreadSide;
  profilePic: string | null;
}

export interface MessageAttachmentDto {
  id: number;
  title: string;
  mime: string;
  size: number;
  /** `/media/{id}`: readable by the thread's participants only. */
  url: string;
}

export interface MessageDto {
  id: number;
  threadId: number;
  /** null for a message the platform wrote (e.g. "Interview booked"). */
  author: { ID: number; name: string } | null;
  /** Plain text; the SPA makes links clickable on display, never renders it as HTML. */
  body: string;
  attachments: MessageAttachmentDto[];
  created: string;
  /** The message arrived as a reply by email. */
  viaEmail: boolean;
  /** Written by the caller. */
  mine: boolean;
}

export interface ThreadSummaryDto {
  id: number;
  context: ThreadContext;
  contextId: number;
  /** What the thread is about, e.g. the job title. */
  title: string;
  /** Who the caller talks to, e.g. the candidate's name (employer side) or the employer's name (applicant). */
  subtitle: string;
  participants: ThreadParticipantDto[];
  lastMessage: MessageDto | null;
  lastActivity: string;
  /** Messages by others the caller has not read. */
  unread: number;
}

/** GET /messages/threads/{id}: `data` holds the page of messages (newest first), `total` all of them. */
export interface ThreadPageResponse {
  success: true;
  data: MessageDto[];
  total: number;
  thread: ThreadSummaryDto;
}

/** GET /messages/unread-count. */
export interface UnreadCountDto {
  /** Unread messages over all the caller's threads. */
  unread: number;
  /** Threads with at least one unread message. */
  threads: number;
}

/** Limits of one message (docs/messages.md): the web form and the API check the same numbers. */
export const MESSAGE_LIMITS = {
  /** Characters of the body after trimming; a message with attachments may have an empty body. */
  bodyMaxLength: 5000,
  attachmentsMax: 5,
  attachmentMaxMb: 10,
} as const;
