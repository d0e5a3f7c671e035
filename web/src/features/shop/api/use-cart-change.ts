import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session/session-context';
import { shopKeys } from './query-keys';
import type { CartDetail } from './types';

/**
 * A mutation that answers the whole basket: the answer replaces the cached one, so the header count and the cart
 * page show the new state at once, without another round trip.
 */
export function useCartChange<Variables>(change: (variables: Variables) => Promise<CartDetail>) {
  const queryClient = useQueryClient();
  const { claims } = useSession();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart(claims?.id ?? null), cart),
  });
}
