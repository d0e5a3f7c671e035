import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import type { PaymentsApi } from '../payments/contracts';
import { createAdminCreditsRepo } from './admin-credits.repo';
import { registerAdminCreditsRoutes } from './admin-credits.routes';
import { createAdminCreditsService } from './admin-credits.service';
import { createCatalogueService } from './catalogue.service';
import { createCheckoutService } from './checkout.service';
import { creditPackageFulfilment, subscriptionFulfilment } from './fulfilment';
import { createMembershipsRepo } from './memberships.repo';
import { registerMembershipsRoutes } from './memberships.routes';
import { subscriptionEventHandler } from './subscription-events';
import { createSubscriptionsService } from './subscriptions.service';

export { expireSubscriptions, PAST_DUE_GRACE_DAYS } from './subscription-expiry';
export { liveMembershipState } from './membership-state';
export { createAdminCreditsService, type AdminCreditsService } from './admin-credits.service';
export { createAdminCreditsRepo } from './admin-credits.repo';

export interface MembershipsDeps {
  db: Knex;
  mailer: Mailer;
  payments: PaymentsApi;
  publicWebUrl: string;
  now: () => Date;
}

/**
 * Memberships, subscriptions and employer credit packages (docs/memberships.md): the catalogue, checkouts through
 * the payments engine, what a verified payment or renewal does, the subscription records and the admin credits form.
 */
export function createMembershipsModule(app: FastifyInstance, deps: MembershipsDeps): void {
  const repo = createMembershipsRepo(deps.db);
  const activation = { repo, payments: deps.payments, now: deps.now, log: app.log };
  deps.payments.registerFulfilment('subscription', subscriptionFulfilment(activation));
  deps.payments.registerFulfilment('credit_package', creditPackageFulfilment({ repo }));
  deps.payments.onSubscriptionEvent(subscriptionEventHandler({ ...activation, mailer: deps.mailer, publicWebUrl: deps.publicWebUrl }));

  registerMembershipsRoutes(app, {
    catalogue: createCatalogueService(repo),
    checkout: createCheckoutService({ repo, payments: deps.payments, now: deps.now }),
    subscriptions: createSubscriptionsService({ db: deps.db, repo, payments: deps.payments, publicWebUrl: deps.publicWebUrl, now: deps.now }),
  });
  registerAdminCreditsRoutes(app, createAdminCreditsService({ db: deps.db, repo: createAdminCreditsRepo(deps.db), now: deps.now }));
}
