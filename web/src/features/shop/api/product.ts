import { queryOptions, useQuery } from '@tanstack/react-query';
import { productBySlugPath, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { apiErrorStatus } from '../../../lib/api-errors';
import { shopKeys } from './query-keys';
import type { ProductDetail } from './types';

/** `GET /get-product/:slug`: one product on sale with its description; 404 "Product not found" otherwise. */
export async function fetchProduct(slug: string): Promise<ProductDetail> {
  const { data } = await apiClient.get<ApiSuccess<ProductDetail>>(productBySlugPath(slug));
  return data.data;
}

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: shopKeys.product(slug),
    queryFn: () => fetchProduct(slug),
    staleTime: 60_000,
    // A missing product stays missing; anything else (an outage) is worth one more try.
    retry: (failures, error) => apiErrorStatus(error) !== 404 && failures < 1,
  });

export function useProduct(slug: string) {
  return useQuery({ ...productQuery(slug), enabled: !!slug });
}
