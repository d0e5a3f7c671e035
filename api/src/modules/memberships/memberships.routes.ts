import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API, CANDIDATE_ROLES } from '@fj/shared';
import { errorResponses } from '../../lib/schemas';
import type { CatalogueService } from './catalogue.service';
import type { CheckoutService } from './checkout.service';
import {
  BillingPortalResponse,
  CreditLedgerResponse,
  CreditPackageCheckoutBody,
  CreditPackageCheckoutResponse,
  CreditPackagesResponse,
  IdempotencyHeaders,
  MembershipCheckoutBody,
  MembershipCheckoutResponse,
  MembershipTypesQuery,
  MembershipTypesResponse,
  RetryResponse,
  SubscriptionIdParams,
  SubscriptionResponse,
  SubscriptionsBody,
  SubscriptionsResponse,
} from './memberships.schemas';
import type { SubscriptionsService } from './subscriptions.service';

const tags = ['memberships'];
/** The catalogue changes only with a migration or an administrator: a minute of caching is harmless. */
const CATALOGUE_CACHE_SECONDS = 60;
// Audience and ownership are checked by the service (candidates buy candidate plans, employer owners employer plans).
const membershipBuyers = { roles: [...CANDIDATE_ROLES, 'employer'] };
const packageBuyers = { roles: ['employer', 'team_manager'] };

export function registerMembershipsRoutes(instance: FastifyInstance, deps: { catalogue: CatalogueService; checkout: CheckoutService; subscriptions: SubscriptionsService }): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const key = (headers: { 'idempotency-key': string }) => headers['idempotency-key'].trim();

  app.route({
    method: 'GET',
    url: API.membershipTypes,
    config: { policy: 'public', cacheTtl: CATALOGUE_CACHE_SECONDS },
    schema: {
      tags,
      operationId: 'getMembershipTypes',
      summary: 'Memberships FREE..UNLIMITED of an audience with credits a month, §6 features and prices per interval',
      querystring: MembershipTypesQuery,
      response: { 200: MembershipTypesResponse, ...errorResponses(400) },
    },
    handler: async (request) => ({ success: true as const, data: await deps.catalogue.membershipTypes(request.query.audience ?? 'candidate') }),
  });

  app.route({
    method: 'GET',
    url: API.creditPackages,
    config: { policy: 'public', cacheTtl: CATALOGUE_CACHE_SECONDS },
    schema: {
      tags,
      operationId: 'getCreditPackages',
      summary: 'Employer credit packages (bought credits never expire)',
      response: { 200: CreditPackagesResponse },
    },
    handler: async () => ({ success: true as const, data: await deps.catalogue.creditPackages() }),
  });

  app.route({
    method: 'POST',
    url: API.checkoutMembership,
    config: { policy: membershipBuyers },
    schema: {
      tags,
      operationId: 'checkoutMembership',
      summary: 'Start paying for a plan: an incomplete subscription (replacing an unpaid one of the same plan) and a payment; access follows the verified webhook',
      headers: IdempotencyHeaders,
      body: MembershipCheckoutBody,
      response: { 200: MembershipCheckoutResponse, ...errorResponses(400, 401, 403, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await deps.checkout.membership(request.actor!, request.body, key(request.headers)) }),
  });

  app.route({
    method: 'POST',
    url: API.checkoutCreditPackage,
    config: { policy: packageBuyers },
    schema: {
      tags,
      operationId: 'checkoutCreditPackage',
      summary: "Start paying for a credit package; the credits go to the employer account owner's balance",
      headers: IdempotencyHeaders,
      body: CreditPackageCheckoutBody,
      response: { 200: CreditPackageCheckoutResponse, ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await deps.checkout.creditPackage(request.actor!, request.body, key(request.headers)) }),
  });

  app.route({
    method: 'POST',
    url: API.paymentSubscriptions,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'listSubscriptions',
      summary: "The caller's subscriptions, newest first (data + total)",
      body: SubscriptionsBody,
      response: { 200: SubscriptionsResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) => ({ success: true as const, ...(await deps.subscriptions.list(request.actor!, request.body?.page ?? 1, request.body?.limit ?? 10)) }),
  });

  app.route({
    method: 'GET',
    url: API.subscriptionById,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getSubscription',
      summary: 'One subscription of the caller (administrators: any); 404 otherwise',
      params: SubscriptionIdParams,
      response: { 200: SubscriptionResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await deps.subscriptions.get(request.actor!, request.params.id) }),
  });

  app.route({
    method: 'POST',
    url: API.subscriptionRetry,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'retrySubscriptionPayment',
      summary: 'A new checkout for an incomplete or past-due subscription of the caller (409 otherwise)',
      headers: IdempotencyHeaders,
      params: SubscriptionIdParams,
      response: { 200: RetryResponse, ...errorResponses(400, 401, 404, 409, 422) },
    },
    handler: async (request) => ({ success: true as const, data: await deps.checkout.retry(request.actor!, request.params.id, key(request.headers)) }),
  });

  app.route({
    method: 'POST',
    url: API.subscriptionCancel,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'cancelSubscription',
      summary: 'Cancel at the period end (access kept until then), or at once when never paid; 409 otherwise',
      params: SubscriptionIdParams,
      response: { 200: SubscriptionResponse, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => ({ success: true as const, ...(await deps.subscriptions.cancel(request.actor!, request.params.id)) }),
  });

  app.route({
    method: 'POST',
    url: API.billingPortal,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'billingPortal',
      summary: "The payment provider's customer portal for the caller, or null when there is none",
      response: { 200: BillingPortalResponse, ...errorResponses(401) },
    },
    handler: async (request) => ({ success: true as const, data: await deps.subscriptions.billingPortal(request.actor!) }),
  });

  app.route({
    method: 'GET',
    url: API.creditLedger,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      operationId: 'getCreditLedger',
      summary: "The newest 50 rows of the caller's credit holder's ledger and its balance",
      response: { 200: CreditLedgerResponse, ...errorResponses(401, 404) },
    },
    handler: async (request) => ({ success: true as const, ...(await deps.subscriptions.creditLedger(request.actor!)) }),
  });
}
