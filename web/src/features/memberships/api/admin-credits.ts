import { useMutation } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { CreditAccountResponse } from './responses';

/** One account of `GET /get-candidate?input=` (administrator). */
export interface CreditAccount {
  value: number;
  label: string;
  email: string;
  standardCredits: number;
  premiumCredits: number;
}

export async function searchCreditAccounts(input: string): Promise<CreditAccount[]> {
  const { data } = await apiClient.get<ApiSuccess<CreditAccountResponse[]>>(withQuery(API.candidateLookup, { input }), { skipCache: true });
  return data.data.map((account) => ({
    value: account.id,
    label: account.label,
    email: account.email,
    standardCredits: account.standard_credits,
    premiumCredits: account.premium_credits,
  }));
}

export interface UpdateCreditsInput {
  id: number;
  standardCredits: number;
  premiumCredits: number;
}

/** `POST /update-credits`: sets the holder's balances to these amounts; answers 'Credits updated successfully'. */
export async function updateCredits(input: UpdateCreditsInput): Promise<string | undefined> {
  const { data } = await apiClient.post<ApiSuccess<unknown>>(API.updateCredits, input);
  return data.message;
}

export function useUpdateCredits() {
  return useMutation({ mutationFn: updateCredits });
}
