import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { toCartDetail, type CartDetail } from './types';
import { useCartChange } from './use-cart-change';

export interface AddCartItemInput {
  productId: number;
  quantity: number;
}

/** `POST /cart/items { productId, quantity }`: quantities add up to at most 10 a line; answers the basket. */
export async function addCartItem(input: AddCartItemInput): Promise<CartDetail> {
  const { data } = await apiClient.post<ApiSuccess<CartDetail>>(API.cartItems, input);
  return toCartDetail(data.data);
}

export function useAddCartItem() {
  return useCartChange(addCartItem);
}
