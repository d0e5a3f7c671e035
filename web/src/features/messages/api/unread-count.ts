import { useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess, type UnreadCountDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './query-keys';

/** `GET /messages/unread-count`: unread messages over all the caller's threads. */
export async function fetchUnreadCount(): Promise<UnreadCountDto> {
  const { data } = await apiClient.get<ApiSuccess<UnreadCountDto>>(API.messagesUnreadCount, { skipCache: true });
  return { unread: Number(data.data?.unread) || 0, threads: Number(data.data?.threads) || 0 };
}

/** The signed-in person's unread count (0 when signed out or when the call fails), every 60 s and on focus. */
export function useUnreadCount(userId: number | undefined, enabled: boolean): number {
  const { data } = useQuery({
    queryKey: messageKeys.unreadCount(userId),
    queryFn: fetchUnreadCount,
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
  return enabled ? (data?.unread ?? 0) : 0;
}
