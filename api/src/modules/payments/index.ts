import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { PaymentPurpose } from '@fj/shared';
import type { AppSettings } from '../../app';
import type { Mailer } from '../../mail';
import { createAfterCommit } from './after-commit';
import { createCheckoutService } from './checkout.service';
import type { Fulfilment, PaymentProvider, PaymentsApi, SubscriptionEventHandler } from './contracts';
import { createPaymentsRepo } from './payments.repo';
import { registerPaymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createSandboxProvider, deriveSandboxWebhookSecret } from './providers/sandbox';
import { createReceipts } from './receipts';
import { recordRenewalPayment } from './renewal-payments';
import { registerWebhookRoutes } from './webhooks.routes';
import { createWebhookProcessor, type WebhookProcessor } from './webhooks.service';
import { stripeProviderFor } from './select-provider';

export type * from './contracts';
export { AMOUNT_MISMATCH } from './webhooks.service';
export { formatReceiptNumber } from './receipts';
export { sandboxRenewalsTask } from './sandbox-renewals-task';
export { createPaymentsAdminReads, type PaymentsAdminReads, type TransactionFilters, type TransactionRow } from './payments.admin-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments engine (docs/payments.md): memberships and the shop register their fulfilment with it. */
    payments: PaymentsApi;
  }
}

/** loadConfig's default (API_PORT 4000), for buildApp callers that give no PUBLIC_API_URL (benchmarks). */
const DEFAULT_PUBLIC_API_URL = 'http://localhost:4000';

export interface PaymentsModuleDeps {
  db: Knex;
  mailer: Mailer;
  config: AppSettings;
  now: () => Date;
}

/** Wires the engine: provider (Stripe or the sandbox), checkout, webhooks, receipts and the payments records. */
export function createPaymentsModule(app: FastifyInstance, deps: PaymentsModuleDeps): PaymentsApi {
  const repo = createPaymentsRepo(deps.db);
  const afterCommit = createAfterCommit(app.log);
  const fulfilments = new Map<PaymentPurpose, Fulfilment>();
  let subscriptionHandler: SubscriptionEventHandler | undefined;
  const receipts = createReceipts({ db: deps.db, repo, mailer: deps.mailer, afterCommit, publicWebUrl: deps.config.publicWebUrl, now: deps.now, log: app.log });

  // The sandbox sends its events through the processor, which needs the provider: bound once both exist.
  let processor: WebhookProcessor | undefined;
  const stripe = stripeProviderFor(deps.config);
  const sandbox = stripe
    ? null
    : createSandboxProvider({
        db: deps.db,
        secret: deps.config.sandboxWebhookSecret ?? deriveSandboxWebhookSecret(deps.config.jwtSecret),
        publicApiUrl: deps.config.publicApiUrl ?? DEFAULT_PUBLIC_API_URL,
        publicWebUrl: deps.config.publicWebUrl,
        now: deps.now,
        deliver: (rawBody, headers) => processor!.process('sandbox', rawBody, headers),
        log: app.log,
      });
  const provider: PaymentProvider = stripe ?? sandbox!.provider;
  processor = createWebhookProcessor({
    db: deps.db,
    repo,
    provider,
    receipts,
    afterCommit,
    fulfilments,
    subscriptionHandler: () => subscriptionHandler,
    now: deps.now,
    log: app.log,
  });
  const checkout = createCheckoutService({ db: deps.db, repo, provider, publicWebUrl: deps.config.publicWebUrl });

  registerWebhookRoutes(app, processor);
  registerPaymentsRoutes(app, createPaymentsService({ repo }));
  sandbox?.registerRoutes(app);

  const api: PaymentsApi = {
    provider,
    startCheckout: (request) => checkout.startCheckout(request),
    cancelPendingForSubscriptions: (trx, subscriptionIds) => repo.cancelPendingForSubscriptions(subscriptionIds, trx),
    registerFulfilment: (purpose, fulfilment) => void fulfilments.set(purpose, fulfilment),
    onSubscriptionEvent: (handler) => {
      subscriptionHandler = handler;
    },
    recordRenewalPayment: (trx, payment) => recordRenewalPayment({ repo, receipts, provider: provider.name, now: deps.now }, trx, payment),
    issueReceipt: (trx, payment) => receipts.issueReceipt(trx, payment),
    afterCommit: (trx, work) => afterCommit.queue(trx, work),
    processWebhook: (providerName, rawBody, headers) => processor.process(providerName, rawBody, headers),
    renewSandboxSubscriptions: sandbox ? () => sandbox.renewDue() : null,
  };
  app.decorate('payments', api);
  return api;
}
