import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  withQuery,
  type ApiSuccess,
  type CreateWebhookRequest,
  type CreatedWebhookDto,
  type UpdateWebhookRequest,
  type WebhookDeliveryDto,
  type WebhookDto,
} from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { developerPath } from './paths';
import { developerKeys } from './query-keys';

export function useWebhooks() {
  return useQuery({
    queryKey: developerKeys.webhooks(),
    queryFn: async () => (await apiClient.get<ApiSuccess<WebhookDto[]>>(API.webhooks, { skipCache: true })).data.data,
  });
}

/** `POST /webhooks`: answers the signing secret, this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateWebhookRequest) => (await apiClient.post<ApiSuccess<CreatedWebhookDto>>(API.webhooks, request)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.webhooks() }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UpdateWebhookRequest }) =>
      (await apiClient.patch<ApiSuccess<WebhookDto>>(developerPath(API.webhook, { id }), changes)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.webhooks() }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(developerPath(API.webhook, { id }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.webhooks() }),
  });
}

/** A test event (`webhook.ping`), delivered and logged like any other. */
export function usePingWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.post(developerPath(API.webhookPing, { id }), {});
    },
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: developerKeys.allDeliveries(id) }),
  });
}

export interface DeliveriesPage {
  rows: WebhookDeliveryDto[];
  total: number;
}

/** `GET /webhooks/:id/deliveries`: newest first, a page at a time; refreshed while a delivery is still pending. */
export function useWebhookDeliveries(webhookId: number, offset: number, limit: number) {
  return useQuery({
    queryKey: developerKeys.deliveries(webhookId, offset),
    queryFn: async (): Promise<DeliveriesPage> => {
      const path = withQuery(developerPath(API.webhookDeliveries, { id: webhookId }), { offset, limit });
      const { data } = await apiClient.get<ApiSuccess<WebhookDeliveryDto[]>>(path, { skipCache: true });
      return { rows: data.data, total: data.total ?? data.data.length };
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.status === 'pending') ? 3_000 : false),
  });
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) => {
      await apiClient.post(developerPath(API.webhookRedeliver, { id: webhookId, deliveryId }), {});
    },
    onSuccess: (_answer, { webhookId }) => queryClient.invalidateQueries({ queryKey: developerKeys.allDeliveries(webhookId) }),
  });
}
