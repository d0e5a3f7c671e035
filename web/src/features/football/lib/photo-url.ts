import { apiBaseUrl } from '../../../lib/api-client';

/** Absolute URL of a football picture (the API answers `/football-photo/{id}` paths relative to its base URL). */
export function photoUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : `${apiBaseUrl()}${path}`;
}
