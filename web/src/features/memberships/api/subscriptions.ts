import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, subscriptionCancelPath, subscriptionPath, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { PAYMENT_AFFECTED_KEYS, billingKeys } from './query-keys';
import { toSubscription } from './readers';
import type { BillingPortalResponse, SubscriptionResponse } from './responses';
import type { Page, Subscription } from './types';

/** `POST /payment/subscriptions { page, limit }`: the caller's subscriptions, newest first. */
export async function fetchSubscriptions(page: number, limit: number): Promise<Page<Subscription>> {
  const { data } = await apiClient.post<ApiSuccess<SubscriptionResponse[]>>(API.paymentSubscriptions, { page, limit });
  return { rows: data.data.map(toSubscription), total: data.total ?? data.data.length };
}

export function useSubscriptions(page: number, limit: number) {
  return useQuery({ queryKey: billingKeys.subscriptions(page, limit), queryFn: () => fetchSubscriptions(page, limit), placeholderData: keepPreviousData });
}

/** `GET /payment/subscriptions/:id` (owner or admin). */
export async function fetchSubscription(id: number): Promise<Subscription> {
  const { data } = await apiClient.get<ApiSuccess<SubscriptionResponse>>(subscriptionPath(id));
  return toSubscription(data.data);
}

export const subscriptionQuery = (id: number) =>
  queryOptions({ queryKey: billingKeys.subscription(id), queryFn: () => fetchSubscription(id), enabled: id > 0 });

export function useSubscription(id: number) {
  return useQuery(subscriptionQuery(id));
}

/** `POST /payment/subscriptions/:id/cancel`: at period end (access kept), or at once when never paid. */
export async function cancelSubscription(id: number): Promise<Subscription> {
  const { data } = await apiClient.post<ApiSuccess<SubscriptionResponse>>(subscriptionCancelPath(id), {});
  return toSubscription(data.data);
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
  const { data } = await apiClient.post<ApiSuccess<BillingPortalResponse>>(API.billingPortal, {});
  return data.data.url || null;
}

export function useBillingPortalUrl(enabled: boolean) {
  return useQuery({ queryKey: ['billing', 'portal'], queryFn: fetchBillingPortalUrl, enabled, staleTime: 60_000, retry: false });
}
