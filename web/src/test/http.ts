import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type Responder = (config: InternalAxiosRequestConfig) => FakeAnswer;

/** Every request the client made (after its interceptors ran). */
export const sentRequests: InternalAxiosRequestConfig[] = [];

/**
 * Replaces the HTTP transport of the one api client (the test stands in for the API server): answers come from
 * `respond`; non-2xx answers reject exactly as axios does for a real server.
 */
export function answerWith(respond: Responder): void {
  const adapter: AxiosAdapter = async (config) => {
    sentRequests.push(config);
    const { status, body } = respond(config);
    const response: AxiosResponse = {
      data: body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  apiClient.defaults.adapter = adapter;
}

export function resetHttp(): void {
  sentRequests.length = 0;
  answerWith(() => ({ status: 404, body: { success: false, statusCode: 404, error: 'Not Found', message: 'Not found' } }));
}

export function pathOf(config: InternalAxiosRequestConfig): string {
  return (config.url ?? '').split('?')[0];
}
