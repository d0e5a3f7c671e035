import { MESSAGE_LIMITS as SHARED } from '@fj/shared';

/** What a message may hold (shared with the API, which checks the same and stays the authority). */
export const MESSAGE_LIMITS = {
  bodyMax: SHARED.bodyMaxLength,
  files: SHARED.attachmentsMax,
  fileMb: SHARED.attachmentMaxMb,
  fileBytes: SHARED.attachmentMaxMb * 1024 * 1024,
} as const;

/** Messages and threads per page of the lists. */
export const THREADS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 20;
