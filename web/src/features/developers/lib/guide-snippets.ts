import { API, API_KEY_PREFIX } from '@fj/shared';

/** Code shown on the getting-started page: real paths and header names, the API's own address. */
export const firstCall = (apiUrl: string) => `curl ${apiUrl}${API.jobs}?limit=5 \\
  -H "Authorization: Bearer ${API_KEY_PREFIX}…"`;

export const rateLimitHeaders = `RateLimit-Limit: 120
RateLimit-Remaining: 119
RateLimit-Reset: 60`;

export const missingScopeAnswer = `HTTP/1.1 403 Forbidden
{"message": "This API key lacks the scope jobs:write", "code": "missing-scope"}`;

export const createWebhook = (apiUrl: string) => `curl ${apiUrl}${API.webhooks} \\
  -H "Authorization: Bearer ${API_KEY_PREFIX}…" \\
  -H "Content-Type: application/json" \\
  -d '{"url": "https://example.com/webhooks", "events": ["application.created"]}'`;

/** The test ping as an endpoint receives it (every event has this shape; `data` depends on the type). */
export const payloadExample = `POST /webhooks HTTP/1.1
content-type: application/json
user-agent: FootballJobs-Webhooks/1
webhook-id: msg_2b9Ne3Q5yKj1
webhook-timestamp: 1795893600
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{
  "type": "webhook.ping",
  "timestamp": "2026-11-28T18:00:00.000Z",
  "data": { "webhookId": 12, "message": "A test event from Football Jobs." }
}`;

export const verifySignature = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.WEBHOOK_SECRET); // whsec_…

// Verify the raw body, before parsing it: a changed byte fails.
const event = webhook.verify(rawBody, {
  'webhook-id': request.headers['webhook-id'],
  'webhook-timestamp': request.headers['webhook-timestamp'],
  'webhook-signature': request.headers['webhook-signature'],
});
// Answer 2xx quickly; the same webhook-id may come twice: skip it.`;
