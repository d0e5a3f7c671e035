export const hotListKeys = {
  all: ['hot-list'] as const,
  own: () => [...hotListKeys.all, 'own'] as const,
  list: (query: string) => [...hotListKeys.all, 'list', query] as const,
  subscription: () => [...hotListKeys.all, 'subscription'] as const,
};
