import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { shopKeys } from './query-keys';
import { toCartDetail, type CartDetail } from './types';

/** `GET /get-cart-detail` (never cached): the caller's basket; `{ item_count: 0, items: [] }` without a valid token. */
export async function fetchCart(): Promise<CartDetail> {
  const { data } = await apiClient.get<ApiSuccess<Partial<CartDetail>>>(API.cartDetail, { skipCache: true });
  return toCartDetail(data?.data);
}

export const cartQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: shopKeys.cart(userId ?? null), queryFn: fetchCart, retry: false });

/** The cart page: lines, total and the count, for a logged-in member only. */
export function useCart(userId: number | undefined, loggedIn: boolean) {
  return useQuery({ ...cartQuery(userId), enabled: loggedIn });
}

/** The basket badge: 0 (and no error shown) when logged out or when the call fails. Shares the cart page's cache. */
export function useCartCount(userId: number | undefined, loggedIn: boolean): number {
  const query = useQuery({ ...cartQuery(userId), enabled: loggedIn, select: (cart) => cart.item_count });
  return loggedIn && query.data ? query.data : 0;
}
