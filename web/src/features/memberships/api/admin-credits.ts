import { useMutation } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { num, pick, rawList, str } from './normalize';

/** One account of `GET /get-candidate?input=` (administrator). */
export interface CreditAccount {
  value: number;
  label: string;
  email: string;
  standardCredits: number;
  premiumCredits: number;
}

export async function searchCreditAccounts(input: string): Promise<CreditAccount[]> {
  const { data } = await apiClient.get<ApiSuccess<unknown>>(withQuery(API.candidateLookup, { input }), { skipCache: true });
  return rawList(data.data).map((raw) => ({
    value: num(raw.id),
    label: str(raw.label) || str(raw.email),
    email: str(raw.email),
    standardCredits: num(pick(raw, 'standard_credits', 'standardCredits')),
    premiumCredits: num(pick(raw, 'premium_credits', 'premiumCredits')),
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
