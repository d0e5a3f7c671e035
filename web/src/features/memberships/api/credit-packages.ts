import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './query-keys';
import { toCreditPackage } from './readers';
import type { CreditPackageResponse } from './responses';
import type { CreditPackage } from './types';

/** `GET /payment/credit-packages` (public): the employer packages in their catalogue order. */
export async function fetchCreditPackages(): Promise<CreditPackage[]> {
  const { data } = await apiClient.get<ApiSuccess<CreditPackageResponse[]>>(API.creditPackages);
  return data.data.map(toCreditPackage);
}

export const creditPackagesQuery = () => queryOptions({ queryKey: billingKeys.creditPackages(), queryFn: fetchCreditPackages, staleTime: 5 * 60_000 });

export function useCreditPackages() {
  return useQuery(creditPackagesQuery());
}
