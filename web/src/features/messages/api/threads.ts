import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess, type ThreadSummaryDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { THREADS_PAGE_SIZE } from '../lib/limits';
import { messageKeys } from './query-keys';

export interface ThreadsPage {
  rows: ThreadSummaryDto[];
  total: number;
  offset: number;
}

/** `GET /messages/threads?offset&limit&unread=1`: the caller's threads, newest activity first. */
export async function fetchThreads(params: { offset: number; limit: number; unreadOnly: boolean }): Promise<ThreadsPage> {
  const { data } = await apiClient.get<ApiSuccess<ThreadSummaryDto[]>>(
    withQuery(API.messageThreads, { offset: params.offset, limit: params.limit, unread: params.unreadOnly ? 1 : undefined }),
    { skipCache: true },
  );
  const rows = Array.isArray(data.data) ? data.data : [];
  return { rows, total: data.total ?? rows.length, offset: params.offset };
}

export const threadsQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: messageKeys.threads(unreadOnly),
    queryFn: ({ pageParam }) => fetchThreads({ offset: pageParam, limit: THREADS_PAGE_SIZE, unreadOnly }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.rows.length < last.total && last.rows.length > 0 ? last.offset + last.rows.length : undefined),
  });

export function useThreads(unreadOnly: boolean) {
  return useInfiniteQuery(threadsQuery(unreadOnly));
}
