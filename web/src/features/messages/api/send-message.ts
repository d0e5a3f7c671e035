import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { API, type ApiSuccess, type MessageDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { messagesPath } from './paths';
import { messageKeys } from './query-keys';
import type { ThreadMessagesPage } from './thread';

export interface SendMessageValues {
  threadId: number;
  body: string;
  files: readonly File[];
}

/** `POST /messages/threads/{id}`: JSON `{body}`, or multipart (`body` and `files`) when files are attached. */
export async function sendMessage({ threadId, body, files }: SendMessageValues): Promise<MessageDto | undefined> {
  const path = messagesPath(API.messageThread, threadId);
  if (files.length === 0) {
    const { data } = await apiClient.post<ApiSuccess<MessageDto>>(path, { body });
    return data.data;
  }
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append('files', file, file.name);
  const { data } = await apiClient.post<ApiSuccess<MessageDto>>(path, form);
  return data.data;
}

/** Sends, shows the message at once in the open thread, then refreshes the thread, the lists and the counts. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (message, { threadId }) => {
      if (message && typeof message.id === 'number') {
        queryClient.setQueryData<InfiniteData<ThreadMessagesPage, number>>(messageKeys.thread(threadId), (current) => {
          if (!current?.pages.length) return current;
          const [first, ...rest] = current.pages;
          return { ...current, pages: [{ ...first, rows: [message, ...first.rows], total: first.total + 1 }, ...rest] };
        });
      }
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
