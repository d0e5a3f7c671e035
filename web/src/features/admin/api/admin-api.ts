import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, withQuery, type QueryValue } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { AdminJobRow, AuditEntry, DashboardData, EmployerDetail, EmployerRow, JobApplicationRow, ListPage, LookupOption, TransactionRow, UserDetail, UserRow } from './types';

export const ADMIN_PAGE_SIZE = 25;
const path = (pattern: string, id: number) => pattern.replace(':id', String(id));
type Params = Record<string, QueryValue>;

const clean = (params: Params): Params => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '' && value !== undefined && value !== null));

async function list<Row>(url: string, params: Params): Promise<ListPage<Row>> {
  const { data } = await apiClient.get<ListPage<Row>>(withQuery(url, clean(params)), { skipCache: true });
  return data;
}

const useList = <Row>(key: string, url: string, params: Params) =>
  useQuery({ queryKey: ['admin', key, clean(params)], queryFn: () => list<Row>(url, params), placeholderData: keepPreviousData });

export const useAdminUsers = (params: Params) => useList<UserRow>('users', API.adminUsers, params);
export const useAdminTransactions = (params: Params) => useList<TransactionRow>('transactions', API.adminTransactions, params);
export const useAdminJobsApplied = (params: Params) => useList<JobApplicationRow>('jobs-applied', API.adminJobsApplied, params);
export const useAdminEmployers = (params: Params) => useList<EmployerRow>('employers', API.adminEmployerList, params);
export const useAuditLog = (params: Params) =>
  useQuery({ queryKey: ['admin', 'audit', clean(params)], queryFn: () => list<AuditEntry>(API.adminAuditLog, params) as Promise<ListPage<AuditEntry> & { actions: string[] }>, placeholderData: keepPreviousData });

export function useDashboardData(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'dashboard', from, to],
    queryFn: async () => (await apiClient.get<{ data: DashboardData }>(withQuery(API.adminDashboardData, { from, to }), { skipCache: true })).data.data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: async () => (await apiClient.get<{ data: UserDetail }>(path(API.adminUser, id), { skipCache: true })).data.data,
    enabled: id > 0,
  });
}

export function useAdminEmployer(id: number) {
  return useQuery({
    queryKey: ['admin', 'employer', id],
    queryFn: async () => (await apiClient.get<{ data: EmployerDetail }>(path(API.adminEmployer, id), { skipCache: true })).data.data,
    enabled: id > 0,
    retry: false,
  });
}

/** Look-ups of §5 (answer from 4 characters): users, applicants, employers. */
export const lookup = (url: string) => async (str: string): Promise<LookupOption[]> =>
  (await apiClient.get<{ data: LookupOption[] }>(withQuery(url, { str }), { skipCache: true })).data.data;
export const lookupUsers = lookup(API.adminUsernames);
export const lookupApplicants = lookup(API.adminJobsAppliedUsernames);
export const lookupEmployers = lookup(API.adminEmployers);

export type UserAction =
  | { kind: 'roles'; roles: string[] }
  | { kind: 'suspend'; reason: string }
  | { kind: 'reactivate' }
  | { kind: 'password-reset' }
  | { kind: 'credits'; standardCredits: number; premiumCredits: number };

const ACTION_PATHS = {
  roles: API.adminUserRoles,
  suspend: API.adminUserSuspend,
  reactivate: API.adminUserReactivate,
  'password-reset': API.adminUserPasswordReset,
  credits: API.adminUserCredits,
} as const;

export function useUserAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: UserAction) => {
      const { kind, ...body } = action;
      const { data } = await apiClient.post<{ message: string }>(path(ACTION_PATHS[kind], id), Object.keys(body).length ? body : undefined);
      return data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The filtered CSV as a blob (the call carries the bearer token; the server streams it). */
export async function fetchTransactionsCsv(params: Params): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(withQuery(API.adminTransactionsCsv, clean(params)), { responseType: 'blob', headers: { Accept: 'text/csv' } });
  return data;
}

export const useAdminAllJobs = (params: Params) => useList<AdminJobRow>('all-jobs', API.adminAllJobs, params);

/** Bulk status change: each job is changed on its own; the answer says which did. */
export function useBulkJobStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { jobIds: number[]; status: string }) =>
      (await apiClient.post<{ data: { id: number; ok: boolean; message?: string }[] }>(API.adminJobsStatus, input)).data.data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
