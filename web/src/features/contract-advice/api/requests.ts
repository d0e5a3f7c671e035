import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  withQuery,
  type ApiSuccess,
  type ContractAdviceAllowanceDto,
  type ContractAdviceDetailDto,
  type ContractAdviceRequestDto,
  type ContractAdviceStatus,
} from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const contractAdviceKeys = {
  all: ['contract-advice'] as const,
  own: ['contract-advice', 'own'] as const,
  ownOne: (id: number) => ['contract-advice', 'own', id] as const,
  queue: (status: string, page: number) => ['contract-advice', 'queue', status, page] as const,
  adviserOne: (id: number) => ['contract-advice', 'adviser', id] as const,
};

export interface OwnRequests {
  data: ContractAdviceRequestDto[];
  total: number;
  allowance: ContractAdviceAllowanceDto;
}

/** `GET /contract-advice/requests`: the member's requests and what is left this month. */
export function useOwnRequests() {
  return useQuery({
    queryKey: contractAdviceKeys.own,
    queryFn: async () => (await apiClient.get<OwnRequests & { success: true }>(withQuery(API.contractAdviceRequests, { limit: 100 }), { skipCache: true })).data,
  });
}

export function useOwnRequest(id: number) {
  return useQuery({
    queryKey: contractAdviceKeys.ownOne(id),
    queryFn: async () => (await apiClient.get<ApiSuccess<ContractAdviceDetailDto>>(withId(API.contractAdviceRequest, id), { skipCache: true })).data.data,
  });
}

export interface NewRequestValues {
  file: File;
  questions: string;
  deadline: string;
}

/** `POST /contract-advice/requests` (multipart; the file goes last, after the fields the server reads first). */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: NewRequestValues) => {
      const body = new FormData();
      body.append('questions', values.questions.trim());
      body.append('deadline', values.deadline);
      body.append('file', values.file, values.file.name);
      return (await apiClient.post<ApiSuccess<ContractAdviceDetailDto>>(API.contractAdviceRequests, body)).data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractAdviceKeys.own }),
  });
}

export const QUEUE_PAGE_SIZE = 25;

/** `GET /admin-api/contract-advice`: overdue first, then by due time. */
export function useQueue(status: string, page: number) {
  return useQuery({
    queryKey: contractAdviceKeys.queue(status, page),
    queryFn: async () =>
      (
        await apiClient.get<{ data: ContractAdviceRequestDto[]; total: number }>(
          withQuery(API.adminContractAdvice, { status: status || undefined, offset: (page - 1) * QUEUE_PAGE_SIZE, limit: QUEUE_PAGE_SIZE }),
          { skipCache: true },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdviserRequest(id: number) {
  return useQuery({
    queryKey: contractAdviceKeys.adviserOne(id),
    queryFn: async () => (await apiClient.get<ApiSuccess<ContractAdviceDetailDto>>(withId(API.adminContractAdviceRequest, id), { skipCache: true })).data.data,
  });
}

/** `PUT /admin-api/contract-advice/{id}/status`. */
export function useChangeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: ContractAdviceStatus) =>
      (await apiClient.put<ApiSuccess<ContractAdviceDetailDto>>(withId(API.adminContractAdviceStatus, id), { status })).data.data,
    onSuccess: (data) => {
      queryClient.setQueryData(contractAdviceKeys.adviserOne(id), data);
      void queryClient.invalidateQueries({ queryKey: contractAdviceKeys.all });
    },
  });
}

export const contractPath = (id: number) => withId(API.contractAdviceContract, id);
