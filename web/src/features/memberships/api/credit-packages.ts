import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { rawList } from './normalize';
import { billingKeys } from './query-keys';
import { toCreditPackage } from './readers';
import type { CreditPackage } from './types';

/** `GET /payment/credit-packages` (public): the employer packages in their catalogue order. */
export async function fetchCreditPackages(): Promise<CreditPackage[]> {
  const { data } = await apiClient.get<ApiSuccess<unknown>>(API.creditPackages);
  return rawList(data.data).map(toCreditPackage).filter((pack) => pack.code && pack.amountMinor > 0);
}

export const creditPackagesQuery = () => queryOptions({ queryKey: billingKeys.creditPackages(), queryFn: fetchCreditPackages, staleTime: 5 * 60_000 });

export function useCreditPackages() {
  return useQuery(creditPackagesQuery());
}
