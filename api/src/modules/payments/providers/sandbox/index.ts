import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { API } from '@fj/shared';
import { badRequest, notFound } from '../../../../lib/http-error';
import type { PaymentProvider, SandboxRenewalResult } from '../../contracts';
import { currentCheckoutTransaction } from '../../provider-transaction';
import { registerSandboxCheckoutRoutes } from './checkout-page.routes';
import { createSandboxEmitter, type WebhookDelivery } from './emitter';
import { parseSandboxEvent, randomEventId, sandboxEvent } from './events';
import { CHECKOUT_ID_PREFIX, createHostedCheckout } from './hosted-checkout';
import { renewDueSandboxSubscriptions } from './renewals';
import { createSandboxRepo } from './sandbox.repo';
import { SIGNATURE_HEADER, verifySignature } from './signature';

export { renewDueSandboxSubscriptions } from './renewals';
export { deriveSandboxWebhookSecret, signPayload, SIGNATURE_HEADER } from './signature';
export { createSandboxEmitter } from './emitter';
export { sandboxEvent, type SandboxEventBody } from './events';
export { DECLINED_MESSAGE, AUTHENTICATION_FAILED_MESSAGE } from './cards';

export interface SandboxProviderDeps {
  db: Knex;
  /** Signs the events it sends and verifies the ones it receives. */
  secret: string;
  /** Origin the hosted pages are served from (PUBLIC_API_URL). */
  publicApiUrl: string;
  publicWebUrl: string;
  now: () => Date;
  /** The engine's webhook processing; the sandbox sends every event through it. */
  deliver: WebhookDelivery;
  log: { error(details: object, message: string): void };
}

export interface SandboxProvider {
  provider: PaymentProvider;
  registerRoutes(app: FastifyInstance): void;
  renewDue(): Promise<SandboxRenewalResult>;
}

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A provider that needs nothing installed: its hosted page, subscriptions and renewals live in our database. */
export function createSandboxProvider(deps: SandboxProviderDeps): SandboxProvider {
  const repo = createSandboxRepo(deps.db);
  const emit = createSandboxEmitter({ secret: deps.secret, now: deps.now, deliver: deps.deliver });
  const hosted = createHostedCheckout({ repo, emit, now: deps.now });

  const liveSubscription = async (id: string) => {
    const subscription = await repo.findSubscription(id);
    if (!subscription) throw notFound('Unknown sandbox subscription');
    return subscription;
  };

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createCheckout(request) {
      const amount = request.lines.reduce((sum, line) => sum + line.amountMinor * line.quantity, 0);
      const description = (request.description ?? request.lines.map((line) => (line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description)).join(', ')).slice(0, 200);
      const checkout = await repo.insertCheckoutOnce(
        {
          id: `${CHECKOUT_ID_PREFIX}${randomBytes(12).toString('hex')}`,
          idempotency_key: request.idempotencyKey,
          mode: request.mode,
          reference: request.reference,
          subscription_reference: request.subscriptionReference ?? null,
          description,
          amount_minor: amount,
          currency: request.currency.toUpperCase(),
          interval: request.mode === 'subscription' ? (request.interval ?? 'month') : null,
          customer_email: request.customerEmail ?? null,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        currentCheckoutTransaction(),
      );
      return { checkoutId: checkout.id, url: `${deps.publicApiUrl}${API.sandboxCheckoutPage.replace(':id', checkout.id)}` };
    },

    parseWebhook(rawBody, headers) {
      if (!verifySignature(deps.secret, rawBody, headerOf(headers, SIGNATURE_HEADER), deps.now())) throw badRequest('Invalid webhook signature');
      return parseSandboxEvent(rawBody);
    },

    async cancelAtPeriodEnd(providerSubscriptionId) {
      const subscription = await liveSubscription(providerSubscriptionId);
      if (subscription.status === 'cancelled') return;
      await repo.updateSubscription(subscription.id, { cancel_at_period_end: true });
      await emit(
        sandboxEvent(
          randomEventId(),
          'subscription.updated',
          {
            subscriptionId: subscription.id,
            subscriptionReference: subscription.reference,
            cancelAtPeriodEnd: true,
            periodEnd: new Date(subscription.current_period_end).toISOString(),
          },
          deps.now(),
        ),
      );
    },

    async cancelNow(providerSubscriptionId) {
      const subscription = await liveSubscription(providerSubscriptionId);
      if (subscription.status === 'cancelled') return;
      await repo.updateSubscription(subscription.id, { status: 'cancelled' });
      await emit(
        sandboxEvent(`evt_${subscription.id}_ended`, 'subscription.ended', { subscriptionId: subscription.id, subscriptionReference: subscription.reference }, deps.now()),
      );
    },

    async billingPortalUrl() {
      return null;
    },
  };

  return {
    provider,
    registerRoutes: (app) => registerSandboxCheckoutRoutes(app, { repo, hosted, now: deps.now, publicWebUrl: deps.publicWebUrl, log: deps.log }),
    renewDue: () => renewDueSandboxSubscriptions({ db: deps.db, now: deps.now, deliver: emit, log: deps.log }),
  };
}
