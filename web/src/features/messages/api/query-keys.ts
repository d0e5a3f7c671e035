/** React Query keys of the conversations; a sent message or an opened thread invalidates `all`. */
export const messageKeys = {
  all: ['messages'] as const,
  threadLists: ['messages', 'threads'] as const,
  unreadCounts: ['messages', 'unread-count'] as const,
  threads: (unreadOnly: boolean) => ['messages', 'threads', { unreadOnly }] as const,
  thread: (threadId: number) => ['messages', 'thread', threadId] as const,
  unreadCount: (userId: number | undefined) => ['messages', 'unread-count', userId ?? 0] as const,
  applicationThread: (applicationId: number) => ['messages', 'application-thread', applicationId] as const,
};
