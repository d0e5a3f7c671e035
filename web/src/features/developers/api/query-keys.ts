export const developerKeys = {
  all: ['developers'] as const,
  apiKeys: () => [...developerKeys.all, 'api-keys'] as const,
  webhooks: () => [...developerKeys.all, 'webhooks'] as const,
  deliveries: (webhookId: number, offset: number) => [...developerKeys.all, 'deliveries', webhookId, offset] as const,
  allDeliveries: (webhookId: number) => [...developerKeys.all, 'deliveries', webhookId] as const,
};
