import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { RETENTION_DEFAULTS } from '@fj/shared';
import { repoRoot } from './lib/repo-root';

export type SeedMode = 'demo' | 'none';
export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  /** Postgres server URL; undefined → embedded PGlite under `dataDir/pglite`. */
  databaseUrl?: string;
  dataDir: string;
  apiPort: number;
  webPort: number;
  /** Built SPA folder to serve on webPort; undefined when there is none. */
  webDist?: string;
  /** Undefined until resolved by `resolveJwtSecret` (server) or given directly (tests). */
  jwtSecret?: string;
  publicWebUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  corsOrigins: string[];
  googleClientIds: string[];
  googleJwksUrl: string;
  logLevel: LogLevel;
  seed: SeedMode;
  /** Trust X-Forwarded-For from this many proxy hops (0 = none), so throttling sees the client's address. */
  trustProxy: number;
  /** Origin of the API as browsers reach it: the sandbox's hosted checkout pages are served from it. */
  publicApiUrl: string;
  /** Signs the sandbox provider's webhook events; undefined → derived from the JWT secret (payments module). */
  sandboxWebhookSecret?: string;
  /** Stripe is the payment provider when both are set (both or neither); otherwise the sandbox. */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Where the Stripe SDK sends its calls (tests point it at a local double); undefined → Stripe's own. */
  stripeApiBase?: string;
  /** Redis shared by the replicas (general rate limit, read cache); undefined → both in-process. */
  redisUrl?: string;
  /** Prefix of every Redis key of this deployment (several deployments or test runs can share one Redis). */
  redisKeyPrefix: string;
  /** Conversations (docs/messages.md): an unread message is emailed after this many seconds… */
  messageMailDelaySeconds: number;
  /** …and a participant gets at most one such email per thread per this many seconds. */
  messageMailIntervalSeconds: number;
  /** Port of the inbound SMTP listener that takes replies by email; undefined → no listener. */
  inboundSmtpPort?: number;
  /** Requests a minute one address may make (RATE_LIMIT_PER_MINUTE; the browser guards walk faster than a person). */
  rateLimitPerMinute: number;
  /** Domain of the reply-by-email addresses (`reply+<token>@MAIL_DOMAIN`); its MX points at the listener. */
  mailDomain: string;
  /**
   * WEBHOOK_ALLOW_PRIVATE=1 (development and tests only; logged at start): webhook endpoints may be private or
   * loopback addresses, over plain http too (docs/webhooks.md, "SSRF").
   */
  webhookAllowPrivate: boolean;
  /** Job moderation's detectors (docs/moderation.md): near-duplicate similarity threshold 0..1 and the most links a description may hold. */
  moderation: { duplicateThreshold: number; maxLinks: number };
  /**
   * Retention (docs/retention.md): applications anonymised RETENTION_APPLICATION_MONTHS after their job closed, the
   * candidate told RETENTION_NOTICE_DAYS before; unconfirmed accounts removed after RETENTION_UNVERIFIED_DAYS.
   */
  retention: { applicationMonthsAfterClose: number; noticeDaysBefore: number; unverifiedAccountDays: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const SEED_MODES: readonly SeedMode[] = ['demo', 'none'];
export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const MIN_PRODUCTION_SECRET_LENGTH = 32;
/** Measured on the labelled set (api/test/moderation-detector.test.ts, docs/moderation.md). */
export const MODERATION_DEFAULTS = { duplicateThreshold: 0.55, maxLinks: 3 } as const;

type Env = Record<string, string | undefined>;

/** The reply domain's default: the public site's host name (an invalid URL is reported by its own check). */
function hostNameOf(url: string | undefined): string {
  try {
    return new URL(url ?? 'http://localhost').hostname;
  } catch {
    return 'localhost';
  }
}

/** Reads and validates the environment in one place; every problem is reported at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const port = (name: string, fallback: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      problems.push(`${name} must be a port number (0-65535), got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (!allowed.includes(raw as T)) {
      problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
      return fallback;
    }
    return raw as T;
  };
  const url = (name: string, fallback: string | undefined, protocols: string[]): string | undefined => {
    const raw = text(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
      }
    } catch {
      problems.push(`${name} must be a URL, got "${raw}"`);
    }
    return raw;
  };
  const count = (name: string, fallback: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) {
      problems.push(`${name} must be a whole number >= 0, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const fraction = (name: string, fallback: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || value > 1) {
      problems.push(`${name} must be a number above 0 and at most 1, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const list = (name: string, fallback: string[]): string[] => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    return raw.split(',').map((item) => item.trim()).filter(Boolean);
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const dataDir = resolve(text('DATA_DIR') ?? resolve(repoRoot, '.data'));
  const webPort = port('WEB_PORT', 3000);
  const explicitWebDist = text('WEB_DIST');
  const defaultWebDist = resolve(repoRoot, 'web/dist');
  let webDist: string | undefined;
  if (explicitWebDist !== undefined) {
    webDist = resolve(explicitWebDist);
    if (!existsSync(resolve(webDist, 'index.html'))) problems.push(`WEB_DIST has no index.html: ${webDist}`);
  } else if (existsSync(resolve(defaultWebDist, 'index.html'))) {
    webDist = defaultWebDist;
  }

  const jwtSecret = text('JWT_SECRET');
  if (nodeEnv === 'production' && (jwtSecret === undefined || jwtSecret.length < MIN_PRODUCTION_SECRET_LENGTH)) {
    problems.push(`JWT_SECRET must be set to at least ${MIN_PRODUCTION_SECRET_LENGTH} characters when NODE_ENV=production`);
  }

  const stripeSecretKey = text('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = text('STRIPE_WEBHOOK_SECRET');
  if ((stripeSecretKey === undefined) !== (stripeWebhookSecret === undefined)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (both for Stripe, neither for the sandbox)');
  }
  // The sandbox's test cards grant paid plans for free: a production site must opt in to it knowingly.
  if (nodeEnv === 'production' && stripeSecretKey === undefined && oneOf('ALLOW_SANDBOX_PAYMENTS', ['true', 'false'], 'false') !== 'true') {
    problems.push('Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET when NODE_ENV=production, or ALLOW_SANDBOX_PAYMENTS=true for a demo site whose test cards grant paid plans');
  }
  const apiPort = port('API_PORT', 4000);

  const spaOrigins = [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
  const config: AppConfig = {
    nodeEnv,
    databaseUrl: url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    dataDir,
    apiPort,
    webPort,
    webDist,
    jwtSecret,
    publicWebUrl: (url('PUBLIC_WEB_URL', `http://localhost:${webPort}`, ['http:', 'https:']) as string).replace(/\/+$/, ''),
    smtpUrl: url('SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM') ?? 'Football Jobs <no-reply@localhost>',
    corsOrigins: list('CORS_ORIGINS', spaOrigins),
    googleClientIds: list('GOOGLE_CLIENT_IDS', []),
    googleJwksUrl: url('GOOGLE_JWKS_URL', DEFAULT_GOOGLE_JWKS_URL, ['http:', 'https:']) as string,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    seed: oneOf('SEED', SEED_MODES, 'demo'),
    trustProxy: count('TRUST_PROXY', 0),
    publicApiUrl: (url('PUBLIC_API_URL', `http://localhost:${apiPort}`, ['http:', 'https:']) as string).replace(/\/+$/, ''),
    sandboxWebhookSecret: text('SANDBOX_WEBHOOK_SECRET'),
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiBase: url('STRIPE_API_BASE', undefined, ['http:', 'https:'])?.replace(/\/+$/, ''),
    redisUrl: url('REDIS_URL', undefined, ['redis:', 'rediss:']),
    redisKeyPrefix: text('REDIS_KEY_PREFIX') ?? 'fj:',
    messageMailDelaySeconds: count('MESSAGE_MAIL_DELAY_S', 300),
    messageMailIntervalSeconds: count('MESSAGE_MAIL_INTERVAL_S', 900),
    rateLimitPerMinute: count('RATE_LIMIT_PER_MINUTE', 600),
    inboundSmtpPort: text('INBOUND_SMTP_PORT') === undefined ? undefined : port('INBOUND_SMTP_PORT', 2525),
    mailDomain: text('MAIL_DOMAIN') ?? hostNameOf(text('PUBLIC_WEB_URL')),
    webhookAllowPrivate: ['1', 'true'].includes(oneOf('WEBHOOK_ALLOW_PRIVATE', ['0', '1', 'true', 'false'], '0')),
    moderation: { duplicateThreshold: fraction('MODERATION_DUPLICATE_THRESHOLD', MODERATION_DEFAULTS.duplicateThreshold), maxLinks: count('MODERATION_MAX_LINKS', MODERATION_DEFAULTS.maxLinks) },
    retention: {
      applicationMonthsAfterClose: count('RETENTION_APPLICATION_MONTHS', RETENTION_DEFAULTS.applicationMonthsAfterClose),
      noticeDaysBefore: count('RETENTION_NOTICE_DAYS', RETENTION_DEFAULTS.noticeDaysBefore),
      unverifiedAccountDays: count('RETENTION_UNVERIFIED_DAYS', RETENTION_DEFAULTS.unverifiedAccountDays),
    },
  };
  // Zero would anonymise the moment a job closes, or remove an account before its owner could open the email.
  if (config.retention.applicationMonthsAfterClose < 1) problems.push('RETENTION_APPLICATION_MONTHS must be at least 1');
  if (config.retention.unverifiedAccountDays < 1) problems.push('RETENTION_UNVERIFIED_DAYS must be at least 1');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
