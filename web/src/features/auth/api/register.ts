import { useMutation } from '@tanstack/react-query';
import { API, type CandidateRegisterValues, type EmployerRegisterValues, type LoginResponse } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

export async function postCandidateRegister(values: CandidateRegisterValues): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>(API.candidateRegister, values);
  return data;
}

export async function postEmployerRegister(values: EmployerRegisterValues): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>(API.employerRegister, values);
  return data;
}

export function useCandidateRegisterMutation() {
  return useMutation({ mutationFn: postCandidateRegister });
}

export function useEmployerRegisterMutation() {
  return useMutation({ mutationFn: postEmployerRegister });
}
