import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressRefused, checkEndpointUrl, resolveAllowedAddress, type AddressPolicy } from './address-guard';

/** Limits of one delivery attempt (docs/webhooks.md). */
export const POST_LIMITS = { timeoutMs: 10_000, maxResponseBytes: 64 * 1024 } as const;

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the answer's body (read up to 64 KB, kept up to 1,000 characters). */
  responseExcerpt: string | null;
}

/** A lookup that answers the address already checked, whatever name is asked: the connection goes exactly there. */
const pinnedLookup = (address: string, family: 4 | 6): LookupFunction =>
  ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;

/**
 * POSTs a signed body to an endpoint: SSRF-checked address pinned for the connection, no redirects followed (a
 * 3xx is a failure), 10 s for the whole exchange, at most 64 KB of the answer read. Never throws.
 */
export async function postToEndpoint(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  policy: AddressPolicy,
  limits: { timeoutMs: number; maxResponseBytes: number } = POST_LIMITS,
): Promise<PostOutcome> {
  const started = Date.now();
  const failed = (error: string, statusCode: number | null = null, responseExcerpt: string | null = null): PostOutcome => ({
    ok: false,
    statusCode,
    durationMs: Date.now() - started,
    error: error.slice(0, 500),
    responseExcerpt,
  });
  const checked = checkEndpointUrl(rawUrl, policy);
  if (!checked.ok) return failed(checked.message);
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await resolveAllowedAddress(checked.url, policy);
  } catch (error) {
    return failed(error instanceof AddressRefused ? error.message : 'The host could not be resolved.');
  }

  const transport = checked.url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = transport.request(
      checked.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'FootballJobs-Webhooks/1', ...headers },
        lookup: pinnedLookup(pinned.address, pinned.family),
        // No keep-alive pool: each attempt connects afresh to the address just checked.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const statusCode = response.statusCode ?? null;
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, 1000) || null;
          if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
            finish({ ok: true, statusCode, durationMs: Date.now() - started, error: null, responseExcerpt: excerpt });
          } else if (statusCode !== null && statusCode >= 300 && statusCode < 400) {
            finish(failed(`The endpoint answered a redirect (${statusCode}); redirects are not followed.`, statusCode, excerpt));
          } else {
            finish(failed(`The endpoint answered ${statusCode ?? 'without a status'}.`, statusCode, excerpt));
          }
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= limits.maxResponseBytes) return;
          const room = limits.maxResponseBytes - size;
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
          size += Math.min(chunk.length, room);
          // The rest of a long answer is not read: the status is all that counts.
          if (size >= limits.maxResponseBytes) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', () => done());
        response.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish(failed(`No answer within ${limits.timeoutMs / 1000} seconds.`));
      request.destroy();
    }, limits.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish(failed(connectionError(error))));
    request.end(body);
  });
}

/** A sentence for the delivery log; the internals of the error stay out of it. */
function connectionError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'The connection was refused.';
    case 'ECONNRESET':
      return 'The connection was reset.';
    case 'ETIMEDOUT':
      return 'The connection timed out.';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The host could not be reached.';
    default:
      if (error.code?.startsWith('ERR_TLS') || /certificate|SSL|TLS/i.test(error.message)) return `TLS failed: ${error.message}`;
      return `The request failed (${error.code ?? 'network error'}).`;
  }
}
