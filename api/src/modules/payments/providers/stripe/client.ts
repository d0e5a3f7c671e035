import Stripe from 'stripe';

/**
 * The SDK client. `apiBase` (`STRIPE_API_BASE`, e.g. `http://127.0.0.1:4010`) points it at another host; tests use a
 * local double so they never reach the network.
 */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  return new Stripe(secretKey, {
    ...(apiBase ? hostOptions(apiBase) : {}),
    // The SDK retries network failures and 409/5xx answers with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

function hostOptions(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
