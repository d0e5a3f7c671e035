import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, subscriptionCancelPath, subscriptionPath, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { isRaw } from './normalize';
import { PAYMENT_AFFECTED_KEYS, billingKeys } from './query-keys';
import { dataOf, toPage, toSubscription } from './readers';
import type { Page, Subscription } from './types';

/** `POST /payment/subscriptions { page, limit }`: the caller's subscriptions, newest first. */
export async function fetchSubscriptions(page: number, limit: number): Promise<Page<Subscription>> {
  const { data } = await apiClient.post<ApiSuccess<unknown>>(API.paymentSubscriptions, { page, limit });
  return toPage(data, toSubscription);
}

export function useSubscriptions(page: number, limit: number) {
  return useQuery({ queryKey: billingKeys.subscriptions(page, limit), queryFn: () => fetchSubscriptions(page, limit), placeholderData: keepPreviousData });
}

/** `GET /payment/subscriptions/:id` (owner or admin). */
export async function fetchSubscription(id: number): Promise<Subscription> {
  const { data } = await apiClient.get<ApiSuccess<unknown>>(subscriptionPath(id));
  return toSubscription(dataOf(data));
}

export const subscriptionQuery = (id: number) =>
  queryOptions({ queryKey: billingKeys.subscription(id), queryFn: () => fetchSubscription(id), enabled: id > 0 });

export function useSubscription(id: number) {
  return useQuery(subscriptionQuery(id));
}

/** `POST /payment/subscriptions/:id/cancel`: at period end (access kept), or at once when never paid. */
export async function cancelSubscription(id: number): Promise<Subscription | null> {
  const { data } = await apiClient.post<ApiSuccess<unknown>>(subscriptionCancelPath(id), {});
  return isRaw(data.data) && data.data.id !== undefined ? toSubscription(data.data) : null;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => Promise.all(PAYMENT_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** `POST /payment/billing-portal`: where the provider lets the customer manage cards and cancel, or null. */
export async function fetchBillingPortalUrl(): Promise<string | null> {
  const { data } = await apiClient.post<ApiSuccess<unknown>>(API.billingPortal, {});
  const raw = dataOf(data);
  const url = typeof data.data === 'string' ? data.data : raw.url;
  return typeof url === 'string' && url ? url : null;
}

export function useBillingPortalUrl(enabled: boolean) {
  return useQuery({ queryKey: ['billing', 'portal'], queryFn: fetchBillingPortalUrl, enabled, staleTime: 60_000, retry: false });
}
