import { useMutation } from '@tanstack/react-query';
import { API, IDEMPOTENCY_KEY_HEADER, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { CheckoutStarted } from './types';

/**
 * `POST /cart/checkout` with an `Idempotency-Key`: snapshots the basket into a pending order and answers the
 * provider's hosted payment page. The same key answers the same order again, so a repeated click pays once.
 */
export async function checkoutCart(idempotencyKey: string): Promise<CheckoutStarted> {
  const { data } = await apiClient.post<ApiSuccess<CheckoutStarted>>(API.cartCheckout, undefined, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return data.data;
}

export function useCheckoutCart() {
  return useMutation({ mutationFn: checkoutCart });
}
