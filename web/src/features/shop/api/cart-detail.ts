import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

interface CartDetail {
  item_count?: number;
}

/** GET /get-cart-detail → item_count (§7). Read from the envelope's data, or top level if the API answers flat. */
export async function fetchCartItemCount(): Promise<number> {
  const { data } = await apiClient.get<{ data?: CartDetail } & CartDetail>(API.cartDetail, { skipCache: true });
  const count = Number(data?.data?.item_count ?? data?.item_count ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export const cartCountQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: ['shop', 'cart-count', userId ?? null], queryFn: fetchCartItemCount, retry: false });

/** The basket badge: 0 (and no error shown) when logged out or when the call fails. */
export function useCartCount(userId: number | undefined, loggedIn: boolean): number {
  const query = useQuery({ ...cartCountQuery(userId), enabled: loggedIn });
  return loggedIn && query.data ? query.data : 0;
}
