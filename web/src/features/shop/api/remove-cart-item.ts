import { cartItemPath, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { toCartDetail, type CartDetail } from './types';
import { useCartChange } from './use-cart-change';

/** `DELETE /cart/items/:productId`; answers the basket. */
export async function removeCartItem(productId: number): Promise<CartDetail> {
  const { data } = await apiClient.delete<ApiSuccess<CartDetail>>(cartItemPath(productId));
  return toCartDetail(data.data);
}

export function useRemoveCartItem() {
  return useCartChange(removeCartItem);
}
