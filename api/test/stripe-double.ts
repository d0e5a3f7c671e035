import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints the Stripe provider calls, so tests never reach the network:
 * `POST /v1/checkout/sessions`, `GET|POST|DELETE /v1/subscriptions/:id`, `POST /v1/billing_portal/sessions`.
 * It answers Stripe-shaped JSON, refuses another secret key with 401 as Stripe does, and records every request
 * (form-decoded) for assertions. Point the provider at it with `apiBase: double.apiBase`.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body as Stripe receives it: bracketed keys, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface StripeSubscriptionState {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  currentPeriodStart: number;
  currentPeriodEnd: number;
}

export interface StripeError {
  status: number;
  type: 'invalid_request_error' | 'card_error' | 'api_error';
  message: string;
  code?: string;
}

export interface StripeDouble {
  apiBase: string;
  requests: RecordedRequest[];
  /** Subscriptions the double knows, by id (add one with `addSubscription`). */
  subscriptions: Map<string, StripeSubscriptionState>;
  addSubscription(subscription: Partial<StripeSubscriptionState> & { id: string }): StripeSubscriptionState;
  /** The next request is answered with this Stripe error instead. */
  failNext(error: StripeError): void;
  close(): Promise<void>;
}

export const STRIPE_CHECKOUT_HOST = 'https://checkout.stripe.com/c/pay';
export const STRIPE_PORTAL_HOST = 'https://billing.stripe.com/p/session';

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startStripeDouble(secretKey: string): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, StripeSubscriptionState>();
  let pendingError: StripeError | null = null;

  const addSubscription: StripeDouble['addSubscription'] = (partial) => {
    const start = partial.currentPeriodStart ?? nowSeconds();
    const subscription: StripeSubscriptionState = {
      customer: stripeId('cus'),
      status: 'active',
      cancel_at_period_end: false,
      metadata: {},
      currentPeriodStart: start,
      currentPeriodEnd: start + 30 * 24 * 3600,
      ...partial,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const recorded: RecordedRequest = { method: request.method ?? 'GET', path: url.pathname, form, headers: request.headers };
      requests.push(recorded);

      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return sendError(response, { status: 401, type: 'invalid_request_error', message: 'Invalid API Key provided' });
      }
      if (pendingError) {
        const error = pendingError;
        pendingError = null;
        return sendError(response, error);
      }
      route(recorded, subscriptions, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    addSubscription,
    failNext(error) {
      pendingError = error;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function route(request: RecordedRequest, subscriptions: Map<string, StripeSubscriptionState>, response: ServerResponse) {
  const { method, path, form } = request;
  if (method === 'POST' && path === '/v1/checkout/sessions') return send(response, checkoutSession(form));
  if (method === 'POST' && path === '/v1/billing_portal/sessions') return send(response, portalSession(form));

  const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  if (subscriptionMatch) {
    const id = decodeURIComponent(subscriptionMatch[1]);
    const subscription = subscriptions.get(id);
    if (!subscription) {
      return sendError(response, { status: 404, type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${id}'` });
    }
    if (method === 'GET') return send(response, subscriptionJson(subscription));
    if (method === 'POST') {
      if (subscription.status === 'canceled') {
        return sendError(response, {
          status: 400,
          type: 'invalid_request_error',
          message: 'A canceled subscription can only update its cancellation_details and metadata.',
        });
      }
      if ('cancel_at_period_end' in form) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      return send(response, subscriptionJson(subscription));
    }
    if (method === 'DELETE') {
      subscription.status = 'canceled';
      return send(response, subscriptionJson(subscription));
    }
  }
  sendError(response, { status: 404, type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
}

function checkoutSession(form: Record<string, string>) {
  const id = stripeId(form.mode === 'subscription' ? 'cs_test_b1' : 'cs_test_a1');
  const lineTotal = (index: number) =>
    Number(form[`line_items[${index}][price_data][unit_amount]`]) * Number(form[`line_items[${index}][quantity]`] ?? 1);
  let amountTotal = 0;
  for (let index = 0; `line_items[${index}][quantity]` in form; index += 1) amountTotal += lineTotal(index);
  return {
    id,
    object: 'checkout.session',
    mode: form.mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: amountTotal,
    currency: form['line_items[0][price_data][currency]'] ?? null,
    client_reference_id: form.client_reference_id ?? null,
    customer: form.customer ?? null,
    customer_email: form.customer_email ?? null,
    metadata: prefixed(form, 'metadata'),
    success_url: form.success_url,
    cancel_url: form.cancel_url,
    payment_intent: null,
    subscription: null,
    invoice: null,
    expires_at: nowSeconds() + 24 * 3600,
    livemode: false,
    url: `${STRIPE_CHECKOUT_HOST}/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
  };
}

function portalSession(form: Record<string, string>) {
  const id = stripeId('bps');
  return {
    id,
    object: 'billing_portal.session',
    customer: form.customer,
    return_url: form.return_url ?? null,
    livemode: false,
    created: nowSeconds(),
    url: `${STRIPE_PORTAL_HOST}/test_${id}`,
  };
}

/** The current API shape: the period lives on the subscription's item. */
function subscriptionJson(subscription: StripeSubscriptionState) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at_period_end ? subscription.currentPeriodEnd : null,
    canceled_at: subscription.status === 'canceled' ? nowSeconds() : null,
    metadata: subscription.metadata,
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
          quantity: 1,
        },
      ],
    },
  };
}

function prefixed(form: Record<string, string>, name: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(key);
    if (match) result[match[1]] = value;
  }
  return result;
}

function send(response: ServerResponse, body: object, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, error: StripeError) {
  const { status, ...body } = error;
  send(response, { error: body }, status);
}
