import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { shopKeys } from './query-keys';
import type { ProductTile } from './types';

/** `GET /get-products/?skip_cache=1`: the products on sale, in shop order, in `data`. */
export async function fetchProducts(): Promise<ProductTile[]> {
  const { data } = await apiClient.get<ApiSuccess<ProductTile[]>>(API.products, { skipCache: true });
  return Array.isArray(data?.data) ? data.data : [];
}

export const productsQuery = () => queryOptions({ queryKey: shopKeys.products(), queryFn: fetchProducts, staleTime: 60_000 });

export function useProducts() {
  return useQuery(productsQuery());
}
