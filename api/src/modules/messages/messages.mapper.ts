import { mediaPath, type MessageAttachmentDto, type MessageDto, type ThreadParticipantDto, type ThreadSummaryDto } from '@fj/shared';
import type { AttachmentRow, InboxRow, MessageRow, ParticipantRow } from './messages.repo';
import type { ThreadDescription } from './thread-policy';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toAttachmentDto = (row: AttachmentRow): MessageAttachmentDto => ({
  id: row.media_id,
  title: row.title,
  mime: row.mime,
  size: row.size,
  url: mediaPath(row.media_id),
});

export function toMessageDto(row: MessageRow, attachments: readonly AttachmentRow[], viewerUserId: number): MessageDto {
  return {
    id: row.id,
    threadId: row.thread_id,
    author: row.author_user_id === null ? null : { ID: row.author_user_id, name: row.author_name ?? '' },
    body: row.body,
    attachments: attachments.filter((attachment) => attachment.message_id === row.id).map(toAttachmentDto),
    created: iso(row.created_at),
    viaEmail: row.via_email,
    mine: row.author_user_id === viewerUserId,
  };
}

export const toParticipantDto = (row: ParticipantRow): ThreadParticipantDto => ({
  ID: row.user_id,
  name: row.name,
  side: row.side,
  profilePic: row.profile_pic_media_id === null ? null : mediaPath(row.profile_pic_media_id),
});

export function toThreadSummary(
  row: InboxRow,
  description: ThreadDescription | undefined,
  participants: readonly ParticipantRow[],
  lastMessage: MessageDto | null,
): ThreadSummaryDto {
  return {
    id: row.thread_id,
    context: row.context,
    contextId: row.context_id,
    title: description?.title ?? '',
    subtitle: description?.subtitle ?? '',
    participants: participants.filter((participant) => participant.thread_id === row.thread_id).map(toParticipantDto),
    lastMessage,
    lastActivity: iso(row.last_message_at ?? row.created_at),
    unread: row.unread_count,
  };
}
