import type { BackgroundCheckStatus } from '@fj/shared';

export const safeguardingKeys = {
  all: ['safeguarding'] as const,
  mine: () => [...safeguardingKeys.all, 'mine'] as const,
  admin: () => [...safeguardingKeys.all, 'admin'] as const,
  adminQueue: (status: BackgroundCheckStatus, offset: number) => [...safeguardingKeys.admin(), status, offset] as const,
};

/** Fills a path pattern's `:id`. */
export const withId = (pattern: string, id: number): string => pattern.replace(':id', encodeURIComponent(String(id)));

export const ADMIN_PAGE_SIZE = 20;
