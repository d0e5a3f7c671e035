import { cartItemPath, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { toCartDetail, type CartDetail } from './types';
import { useCartChange } from './use-cart-change';

/** `PATCH /cart/items/:productId { quantity }` (1–10); answers the basket. */
export async function setCartItemQuantity({ productId, quantity }: { productId: number; quantity: number }): Promise<CartDetail> {
  const { data } = await apiClient.patch<ApiSuccess<CartDetail>>(cartItemPath(productId), { quantity });
  return toCartDetail(data.data);
}

export function useSetCartItemQuantity() {
  return useCartChange(setCartItemQuantity);
}
