import { apiBaseUrl } from '../../lib/api-client';

/** Absolute URL of a stored file for an <img> (the API answers `/media/{id}` paths relative to its base URL). */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : `${apiBaseUrl()}${path}`;
}
