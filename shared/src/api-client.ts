import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api-schema';

export type FootballJobsClient = Client<paths>;

export interface ApiClientOptions {
  /** The API's origin, e.g. https://api.example.com (a trailing slash is fine). */
  baseUrl: string;
  /** An API key (`fj_…`, docs/api-keys.md) or a session token; sent as `Authorization: Bearer …`. */
  token?: string;
  /** The language of the API's messages (`en` or `ar`). */
  language?: string;
  /** A fetch of your own (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A thin typed client over the generated OpenAPI types: paths, parameters, bodies and answers are checked by the
 * compiler, e.g. `await client.GET('/job-api/get-jobs', { params: { query: { limit: 10 } } })`.
 * It adds nothing at run time beyond fetch: the answer's `data` is the API's JSON envelope, `error` its error body.
 */
export function createApiClient({ baseUrl, token, language, fetch }: ApiClientOptions): FootballJobsClient {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (language) headers['accept-language'] = language;
  return createClient<paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), headers, ...(fetch ? { fetch } : {}) });
}
