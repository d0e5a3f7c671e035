import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './query-keys';
import { toLedgerEntry } from './readers';
import type { LedgerRowResponse } from './responses';
import type { CreditLedgerEntry } from './types';

/** `GET /payment/credit-ledger`: the last ledger rows of the caller's credit holder, newest first. */
export async function fetchCreditLedger(): Promise<CreditLedgerEntry[]> {
  const { data } = await apiClient.get<ApiSuccess<LedgerRowResponse[]>>(API.creditLedger, { skipCache: true });
  return data.data.map(toLedgerEntry);
}

export const creditLedgerQuery = () => queryOptions({ queryKey: billingKeys.creditLedger(), queryFn: fetchCreditLedger });

export function useCreditLedger() {
  return useQuery(creditLedgerQuery());
}
