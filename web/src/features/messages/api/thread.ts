import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API, withQuery, type MessageDto, type ThreadPageResponse, type ThreadSummaryDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { MESSAGES_PAGE_SIZE } from '../lib/limits';
import { messagesPath } from './paths';
import { messageKeys } from './query-keys';

export interface ThreadMessagesPage {
  /** Newest first, as the API pages them. */
  rows: MessageDto[];
  total: number;
  offset: number;
  thread: ThreadSummaryDto;
}

/** `GET /messages/threads/{id}?offset&limit`: a page of the thread's messages, newest first (reading marks them read). */
export async function fetchThreadMessages(threadId: number, offset: number, limit = MESSAGES_PAGE_SIZE): Promise<ThreadMessagesPage> {
  const { data } = await apiClient.get<ThreadPageResponse>(withQuery(messagesPath(API.messageThread, threadId), { offset, limit }), { skipCache: true });
  const rows = Array.isArray(data.data) ? data.data : [];
  return { rows, total: data.total ?? rows.length, offset, thread: data.thread };
}

export const threadMessagesQuery = (threadId: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(threadId),
    queryFn: ({ pageParam }) => fetchThreadMessages(threadId, pageParam),
    initialPageParam: 0,
    // Older messages lie further on: the next page starts after what is loaded.
    getNextPageParam: (last) => (last.rows.length > 0 && last.offset + last.rows.length < last.total ? last.offset + last.rows.length : undefined),
  });

/** The open thread, refreshed every 30 s while it is on screen (a reply may arrive by email). */
export function useThreadMessages(threadId: number) {
  return useInfiniteQuery({ ...threadMessagesQuery(threadId), refetchInterval: 30_000 });
}

/** The loaded pages as one list, oldest first, each message once (a message sent meanwhile shifts the pages). */
export function oldestFirst(pages: readonly ThreadMessagesPage[] | undefined): MessageDto[] {
  const seen = new Set<number>();
  const messages: MessageDto[] = [];
  for (const page of pages ?? []) {
    for (const message of page.rows) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
}
