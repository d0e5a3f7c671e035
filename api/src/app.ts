import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { AppConfig } from './config';
import type { Mailer } from './mail';
import { createAdminModule } from './modules/admin';
import { apiKeyVerifier, createApiKeysModule } from './modules/api-keys';
import { createAuthModule } from './modules/auth';
import { createContentModule, isContentImage } from './modules/content';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createUsersModule } from './modules/users';
import featureGatePlugin from './plugins/feature-gate';
import authPlugin from './plugins/auth';
import jsonBodyPlugin from './plugins/json-body';
import errorsPlugin from './plugins/errors';
import inputBoundsPlugin from './plugins/input-bounds';
import openapiPlugin from './plugins/openapi';
import readCachePlugin from './plugins/read-cache';
import { redisReadCacheStore } from './plugins/read-cache-store';
import requestIdPlugin, { requestIdFor } from './plugins/request-id';
import securityPlugin from './plugins/security';
import { sessionLoader } from './modules/users/session';
import { cachedSessions } from './modules/users/session-cache';
import { holdResponsesForMarkers, redisRevocationMarkers } from './modules/users/revocation-markers';
import { notificationsOf } from './db/notifications';
import { certificateAccess, createCandidatesModule } from './modules/candidates';
import { createMediaModule } from './modules/media';
import { createJobsModule } from './modules/jobs';
import { createApplicationsModule, employerMayReadAppliedCv } from './modules/applications';
import { contractFileAccess, createContractAdviceModule } from './modules/contract-advice';
import { firstDecided } from './modules/media/media-access';
import { createMessagesModule, messageAttachmentReader } from './modules/messages';
import { createAlertsModule } from './modules/alerts';
import { createSavedJobsModule } from './modules/saved-jobs';
import { createHotListModule } from './modules/hot-list';
import { createShareCardsModule } from './modules/share-cards';
import { createFeedsModule } from './modules/feeds';
import { createPipelineModule } from './modules/pipeline';
import { threadContextPolicies } from './thread-contexts';
import { createInterviewsModule } from './modules/interviews';
import { createTemplatesModule } from './modules/templates';
import { createTeamModule } from './modules/team';
import { createCvDatabaseModule } from './modules/cv-database';
import { createOrganisationsModule, employerDashboardFor, isEmployerLogo } from './modules/organisations';
import { createPaymentsModule } from './modules/payments';
import { createMembershipsModule } from './modules/memberships';
import { createShopModule } from './modules/shop';
import { createFootballModule } from './modules/football';
import { createPartnerDownloadsModule } from './modules/partner-downloads';
import { createCommunityModule } from './modules/community';
import { coachingAttachmentAccess, createCoachingModule, enrollBuyerInPaidCourses } from './modules/coaching';
import { createCoachingAuthoringModule, isCoachingCover } from './modules/coaching/authoring';
import { createWebhooksModule } from './modules/webhooks';
import { registerReportsModule } from './modules/moderation/reports';
import { createModerationModule } from './modules/moderation';
import type { Storage } from './storage';
import type { SharedRedis } from './redis';

/** A media check that passes when any of the given checks does (in order, stopping at the first yes). */
const anyOf = (...checks: ((mediaId: number) => Promise<boolean>)[]) => async (mediaId: number) => {
  for (const check of checks) if (await check(mediaId)) return true;
  return false;
};

export type AppSettings = Pick<
  AppConfig,
  | 'corsOrigins'
  | 'publicWebUrl'
  | 'googleClientIds'
  | 'googleJwksUrl'
  | 'logLevel'
  | 'trustProxy'
> &
  // Payments (docs/payments.md); without them the sandbox provider runs with the default API origin.
  Partial<Pick<AppConfig, 'publicApiUrl' | 'sandboxWebhookSecret' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase'>> &
  // Conversations (docs/messages.md); defaults: 300 s delay, 900 s interval, the public web URL's host name.
  Partial<Pick<AppConfig, 'messageMailDelaySeconds' | 'messageMailIntervalSeconds' | 'mailDomain'>> &
  // Interviews (docs/interviews.md): the From address is the ORGANIZER of calendar invites.
  Partial<Pick<AppConfig, 'mailFrom'>> &
  // Webhooks (docs/webhooks.md): private and loopback endpoints only with WEBHOOK_ALLOW_PRIVATE (development, tests).
  Partial<Pick<AppConfig, 'webhookAllowPrivate'>> &
  // Job moderation (docs/moderation.md); default MODERATION_DEFAULTS.
  Partial<Pick<AppConfig, 'moderation'>> & { jwtSecret: string };

export interface AppDeps {
  config: AppSettings;
  db: Knex;
  mailer: Mailer;
  /** Where uploaded files live (local disk or S3-compatible; see src/storage). */
  storage: Storage;
  /** The clock used for token expiry and throttle windows; tests can fix it. */
  now?: () => Date;
  /** Overrides of tunables, mainly for tests. */
  limits?: Partial<AppLimits>;
  /** With REDIS_URL: the general rate limit and the read cache live in Redis, shared by every replica. */
  redis?: SharedRedis;
}

export interface AppLimits {
  tokenTtl: string;
  rateLimitPerMinute: number;
  readCacheTtlSeconds: number;
  bodyLimitBytes: number;
  /** Requests one API key may make a minute (docs/api-keys.md). */
  apiKeyRateLimitPerMinute: number;
}

const DEFAULT_LIMITS: AppLimits = {
  tokenTtl: '7d',
  rateLimitPerMinute: 600,
  readCacheTtlSeconds: 5,
  bodyLimitBytes: 1024 * 1024,
  apiKeyRateLimitPerMinute: 120,
};

/** Builds the whole API without listening, so tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const now = deps.now ?? (() => new Date());

  const app = Fastify({
    logger: { level: deps.config.logLevel },
    // Trusts exactly the configured number of proxy hops in X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustProxy,
    bodyLimit: limits.bodyLimitBytes,
    // The caller's X-Request-ID is used only when it is a plain token (it is echoed in a header and logged).
    requestIdHeader: false,
    genReqId: (request) => requestIdFor(request.headers) ?? randomUUID(),
    ajv: {
      customOptions: {
        removeAdditional: true,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
      },
    },
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  // Before auth: its onRoute hook records the bounded schemas in the route catalogue.
  await app.register(inputBoundsPlugin);
  await app.register(requestIdPlugin);
  const notifications = notificationsOf(deps.db);
  // On a Postgres server the session check is cached and kept exact by notifications; PGlite reads it every time.
  // With REDIS_URL a revocation reaches every replica on its next request (users/revocation-markers.ts).
  const markers = notifications && deps.redis ? redisRevocationMarkers(deps.redis, notifications, (error) => app.log.warn({ err: error }, 'revocation markers: Redis unavailable, reading sessions fresh')) : undefined;
  if (markers) holdResponsesForMarkers(app, markers);
  const sessionOf = notifications ? cachedSessions(sessionLoader(deps.db), notifications, { markers }) : sessionLoader(deps.db);
  await app.register(authPlugin, {
    secret: deps.config.jwtSecret,
    tokenTtl: limits.tokenTtl,
    loadSession: async (userId) => {
      const user = await sessionOf(userId);
      return user && { tokenVersion: user.token_version, roles: user.roles, employerId: user.employer_id, suspendedReason: user.suspended_at ? (user.suspended_reason ?? '') : null };
    },
    verifyApiKey: apiKeyVerifier(deps.db, now, markers),
  });
  // After auth: the tier gate reads the caller it found (docs/memberships.md "Tier gates").
  await app.register(featureGatePlugin, { db: deps.db });
  // After auth, so the policy check also sees the routes plugins add (the CORS preflight).
  await app.register(securityPlugin, { corsOrigins: deps.config.corsOrigins, rateLimitPerMinute: limits.rateLimitPerMinute, apiKeyRateLimitPerMinute: limits.apiKeyRateLimitPerMinute, redis: deps.redis });
  const sharedCache = deps.redis && redisReadCacheStore({ ...deps.redis, onError: (error) => app.log.warn({ err: error }, 'read cache: Redis unavailable, reading fresh') });
  await app.register(readCachePlugin, { defaultTtlSeconds: limits.readCacheTtlSeconds, maxEntries: 1000, store: sharedCache });
  await app.register(openapiPlugin);

  registerHealthRoutes(app, { db: deps.db });
  const auth = createAuthModule(app, { db: deps.db, mailer: deps.mailer, config: deps.config, now });
  createUsersModule(app, { db: deps.db });
  // Issue 24 (docs/api-keys.md): people's keys for scripts (the auth plugin above checks them).
  createApiKeysModule(app, { db: deps.db, now });
  createContentModule(app, { db: deps.db, mailer: deps.mailer, publicWebUrl: deps.config.publicWebUrl, secret: deps.config.jwtSecret, now });
  createAdminModule(app, { db: deps.db, mailer: deps.mailer, auth, now });
  createCandidatesModule(app, { db: deps.db, storage: deps.storage, mailer: deps.mailer, publicWebUrl: deps.config.publicWebUrl, now, employerDashboard: employerDashboardFor({ db: deps.db, publicWebUrl: deps.config.publicWebUrl, now }) });
  // Conversations (docs/messages.md): each context registers who may use its threads; attachments follow the same check.
  const threadPolicies = threadContextPolicies(deps.db);
  createMediaModule(app, { db: deps.db, storage: deps.storage, employerMayReadCandidateMedia: employerMayReadAppliedCv(deps.db), isPublicPicture: anyOf(isEmployerLogo(deps.db), isContentImage(deps.db), isCoachingCover(deps.db)), messageAttachmentAccess: firstDecided(messageAttachmentReader(deps.db, threadPolicies), contractFileAccess(deps.db), coachingAttachmentAccess(deps.db), certificateAccess(deps.db)) });
  createJobsModule(app, { db: deps.db, now, moderation: deps.config.moderation });
  createApplicationsModule(app, { db: deps.db, mailer: deps.mailer, publicWebUrl: deps.config.publicWebUrl, now });
  createAlertsModule(app, { db: deps.db, secret: deps.config.jwtSecret });
  createSavedJobsModule(app, { db: deps.db, now });
  // Issue 22 (docs/hot-list.md): paid candidates' availability for employers, and the weekly email of new entries.
  createHotListModule(app, { db: deps.db, now });
  createContractAdviceModule(app, { db: deps.db, storage: deps.storage, now });
  createFeedsModule(app, { db: deps.db, publicWebUrl: deps.config.publicWebUrl, now });
  createPipelineModule(app, { db: deps.db, mailer: deps.mailer });
  createInterviewsModule(app, { db: deps.db, mailer: deps.mailer, publicWebUrl: deps.config.publicWebUrl, mailFrom: deps.config.mailFrom, mailDomain: deps.config.mailDomain, now });
  createTemplatesModule(app, { db: deps.db });
  createTeamModule(app, { db: deps.db });
  createCvDatabaseModule(app, { db: deps.db });
  createOrganisationsModule(app, { db: deps.db, publicWebUrl: deps.config.publicWebUrl, now });
  // Payments first: memberships and the shop register their fulfilment with it.
  const payments = createPaymentsModule(app, { db: deps.db, mailer: deps.mailer, config: deps.config, now });
  createMembershipsModule(app, { db: deps.db, mailer: deps.mailer, payments, publicWebUrl: deps.config.publicWebUrl, now });
  // A paid order enrolls its buyer in the coaching courses it bought, in the webhook's transaction (docs/coaching.md).
  createShopModule(app, { db: deps.db, payments, now, onOrderPaid: enrollBuyerInPaidCourses(now) });
  createFootballModule(app, { db: deps.db, now });
  createShareCardsModule(app, { db: deps.db, storage: deps.storage, publicWebUrl: deps.config.publicWebUrl, publicApiUrl: deps.config.publicApiUrl ?? deps.config.publicWebUrl, now });
  createMessagesModule(app, { db: deps.db, storage: deps.storage, policies: threadPolicies, config: deps.config, now });
  // Issue 22 (docs/partner-downloads.md): partner resources for paying members and the WhatsApp community link.
  createPartnerDownloadsModule(app, { db: deps.db, storage: deps.storage, now });
  createCommunityModule(app, { db: deps.db, now });
  // Issue 23 (docs/coaching.md): the learner side — catalogue, lessons, quizzes, certificates, coach conversations.
  createCoachingModule(app, { db: deps.db, publicWebUrl: deps.config.publicWebUrl, now });
  // Issue 23 (docs/coaching.md): coaches author their own courses, administrators all of them.
  createCoachingAuthoringModule(app, { db: deps.db, storage: deps.storage, now });
  // Issue 24 (docs/webhooks.md): endpoints, the delivery log, and the dispatcher (app.webhooks) the server runs.
  createWebhooksModule(app, { db: deps.db, mailer: deps.mailer, allowPrivate: deps.config.webhookAllowPrivate ?? false, publicWebUrl: deps.config.publicWebUrl, now });

  // Issue 25 (docs/moderation.md): the job moderation queue, word list and employer trust.
  createModerationModule(app, { db: deps.db, mailer: deps.mailer, publicWebUrl: deps.config.publicWebUrl, now });
  // Issue 25 (docs/reports.md): reports and hidden objects.
  registerReportsModule(app, { db: deps.db, mailer: deps.mailer, secret: deps.config.jwtSecret, now });
  return app;
}
