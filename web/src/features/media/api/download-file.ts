import axios from 'axios';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The file name of a `Content-Disposition` header (RFC 6266 `filename*` first), or undefined. */
export function filenameFromDisposition(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || undefined;
}

/**
 * A refused download's answer arrives as a Blob too (responseType 'blob'): its JSON envelope is read back into
 * `response.data`, so callers show the server's message (e.g. a 402 "upgrade" text) instead of the generic one.
 */
async function readErrorBody(error: unknown): Promise<never> {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      /* not JSON: the caller falls back to the generic message */
    }
  }
  throw error;
}

/**
 * Downloads an authenticated file (`GET /media/{id}`, `/generate-ats-cv`, `/my-data/export`): a plain link cannot
 * send the bearer token, so the file is fetched through the api client and saved from memory.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await apiClient.get<Blob>(path, { responseType: 'blob', headers: { Accept: '*/*' } }).catch(readErrorBody);
  const header = response.headers['content-disposition'] as string | undefined;
  const filename = filenameFromDisposition(header) ?? fallbackName;
  saveBlob(response.data, filename);
  return filename;
}
