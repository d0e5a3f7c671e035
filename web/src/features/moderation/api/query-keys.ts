import type { ModerationQueueStatus, ReportStatus } from '@fj/shared';

export const moderationKeys = {
  all: ['moderation'] as const,
  jobs: () => [...moderationKeys.all, 'jobs'] as const,
  jobQueue: (status: ModerationQueueStatus, offset: number) => [...moderationKeys.jobs(), status, offset] as const,
  words: () => [...moderationKeys.all, 'words'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  reportQueue: (status: ReportStatus, offset: number) => [...moderationKeys.reports(), status, offset] as const,
};

/** Fills a path pattern's `:id`. */
export const withId = (pattern: string, id: number): string => pattern.replace(':id', encodeURIComponent(String(id)));

/** Rows per page of both queues. */
export const QUEUE_PAGE_SIZE = 20;
