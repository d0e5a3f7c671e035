/**
 * A small webhook endpoint that accepts only deliveries signed with your webhook's secret (the Standard Webhooks
 * scheme: webhook-id, webhook-timestamp and webhook-signature headers; the `standardwebhooks` package verifies them).
 *
 *   FJ_WEBHOOK_SECRET=whsec_… PORT=8787 npx tsx docs/examples/webhook-receiver.ts
 *
 * The secret is shown once when the webhook is created (Settings → Developers, or POST /webhooks). A verified delivery
 * is answered 200 and printed as `received <type> <webhook-id> <data as JSON>`; one with a bad or stale signature
 * gets 400 and `rejected …`. A retry carries the same webhook-id, so a delivery seen before is answered 200 and
 * printed as `duplicate …` without being handled twice. The platform posts over https only; for a receiver on your
 * own machine run the API with WEBHOOK_ALLOW_PRIVATE=1 (development only).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import type { WebhookPayload } from '@fj/shared/types/open-platform';
import { requiredEnv } from './env';

const MAX_BODY_BYTES = 1024 * 1024;
const REMEMBERED_IDS = 1000;

async function rawBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : (value ?? '');
};

export function createReceiver(options: { secret: string; onEvent?: (event: WebhookPayload, id: string) => void; print?: (line: string) => void }): Server {
  const print = options.print ?? console.log;
  const verifier = new Webhook(options.secret);
  const seen = new Set<string>();

  return createServer(async (request, response) => {
    const answer = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST') return answer(405, { error: 'POST only' });
    const id = header(request, 'webhook-id');
    let event: WebhookPayload;
    try {
      const body = await rawBody(request);
      // Verify the exact bytes received: re-serialised JSON would not match the signature.
      event = verifier.verify(body, {
        'webhook-id': id,
        'webhook-timestamp': header(request, 'webhook-timestamp'),
        'webhook-signature': header(request, 'webhook-signature'),
      }) as WebhookPayload;
    } catch (error) {
      print(`rejected ${id || '(no webhook-id)'}: ${error instanceof Error ? error.message : String(error)}`);
      return answer(400, { error: 'invalid signature' });
    }
    if (seen.has(id)) {
      print(`duplicate ${event.type} ${id}`);
      return answer(200, { ok: true, duplicate: true });
    }
    seen.add(id);
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value as string);
    print(`received ${event.type} ${id} ${JSON.stringify(event.data)}`);
    options.onEvent?.(event, id);
    return answer(200, { ok: true });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const secret = requiredEnv('FJ_WEBHOOK_SECRET', "the webhook's signing secret, whsec_…, shown when it was created");
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 8787);
  const server = createReceiver({ secret });
  server.listen(port, host, () => {
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    console.log(`Listening on http://${host}:${actualPort}/ for signed webhook deliveries`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
