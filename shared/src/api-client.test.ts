import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './api-client';
import { API } from './api-paths';
import type { ApiData, ApiItem, ApiQuery, OpenApiPathOf } from './api-types';

/** A fetch that records the request and answers with the given JSON. */
function recordingFetch(answer: unknown, status = 200) {
  const seen: Request[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

describe('createApiClient', () => {
  it('sends the key as a bearer token to the typed path with its query, and answers the envelope', async () => {
    const { fetch, seen } = recordingFetch({ success: true, data: [], total: 0 });
    const client = createApiClient({ baseUrl: 'https://api.example.test/', token: 'fj_example', language: 'ar', fetch });
    const { data, error, response } = await client.GET('/job-api/get-jobs', { params: { query: { limit: 5, status: 'active' } } });
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data).toEqual({ success: true, data: [], total: 0 });
    const [request] = seen;
    expect(request.url).toBe('https://api.example.test/job-api/get-jobs?limit=5&status=active');
    expect(request.headers.get('authorization')).toBe('Bearer fj_example');
    expect(request.headers.get('accept-language')).toBe('ar');
  });

  it('fills path parameters and hands back the error envelope of a refusal', async () => {
    const refusal = { success: false, statusCode: 403, error: 'Forbidden', message: 'This API key lacks the scope applications:read' };
    const { fetch, seen } = recordingFetch(refusal, 403);
    const client = createApiClient({ baseUrl: 'https://api.example.test', fetch });
    const { data, error } = await client.GET('/contract-advice/requests/{id}', { params: { path: { id: 7 } } });
    expect(data).toBeUndefined();
    expect(error).toEqual(refusal);
    expect(seen[0].url).toBe('https://api.example.test/contract-advice/requests/7');
    expect(seen[0].headers.get('authorization')).toBeNull();
  });
});

describe('API type helpers', () => {
  it('read the shapes the routes declare, named by the API constants', () => {
    expectTypeOf<OpenApiPathOf<'/webhooks/:id/deliveries/:deliveryId/redeliver'>>().toEqualTypeOf<'/webhooks/{id}/deliveries/{deliveryId}/redeliver'>();
    expectTypeOf<ApiItem<typeof API.jobs>['ID']>().toEqualTypeOf<number>();
    expectTypeOf<ApiData<typeof API.employerHotList>>().toBeArray();
    expectTypeOf<ApiQuery<typeof API.jobs>['status']>().toEqualTypeOf<'active' | 'in-active' | undefined>();
  });
});
