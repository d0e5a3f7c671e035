import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_GOOGLE_JWKS_URL, loadConfig } from './config';
import { resolveJwtSecret } from './jwt-secret';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      databaseUrl: undefined,
      apiPort: 4000,
      webPort: 3000,
      publicWebUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      googleClientIds: [],
      googleJwksUrl: DEFAULT_GOOGLE_JWKS_URL,
      seed: 'demo',
      logLevel: 'info',
      trustProxy: 0,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/jobs',
      DATA_DIR: '/srv/data',
      API_PORT: '8080',
      WEB_PORT: '8081',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_WEB_URL: 'https://jobs.example/',
      SMTP_URL: 'smtp://relay:25',
      MAIL_FROM: 'Jobs <jobs@jobs.example>',
      CORS_ORIGINS: 'https://jobs.example, https://www.jobs.example',
      GOOGLE_CLIENT_IDS: 'a.apps,b.apps',
      LOG_LEVEL: 'warn',
      SEED: 'none',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@db:5432/jobs',
      dataDir: '/srv/data',
      apiPort: 8080,
      webPort: 8081,
      publicWebUrl: 'https://jobs.example',
      corsOrigins: ['https://jobs.example', 'https://www.jobs.example'],
      googleClientIds: ['a.apps', 'b.apps'],
      seed: 'none',
      trustProxy: 1,
    });
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({ API_PORT: 'eighty', SEED: 'lots', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(4);
      expect((error as Error).message).toContain('API_PORT must be a port number');
    }
  });

  it('refuses production without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('payment settings', () => {
  it('refuse the sandbox in production unless a demo site opts in (its test cards grant paid plans)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET when NODE_ENV=production/);
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).stripeSecretKey).toBeUndefined();
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripeSecretKey).toBe('sk_live_x');
  });

  it('default to the sandbox served from the API origin', () => {
    expect(loadConfig({ API_PORT: '4100' })).toMatchObject({
      publicApiUrl: 'http://localhost:4100',
      sandboxWebhookSecret: undefined,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiBase: undefined,
    });
  });

  it('reads PUBLIC_API_URL, the sandbox secret and both Stripe secrets', () => {
    expect(
      loadConfig({
        PUBLIC_API_URL: 'https://api.jobs.example/',
        SANDBOX_WEBHOOK_SECRET: 'sandbox-secret',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      }),
    ).toMatchObject({
      publicApiUrl: 'https://api.jobs.example',
      sandboxWebhookSecret: 'sandbox-secret',
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      stripeApiBase: 'http://127.0.0.1:12111',
    });
  });

  it('reads REDIS_URL and REDIS_KEY_PREFIX (in-process state without them) and refuses a URL that is not redis:', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'fj:' });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'jobs-prod:' })).toMatchObject({ redisUrl: 'redis://cache:6379/2', redisKeyPrefix: 'jobs-prod:' });
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example:6380' }).redisUrl).toBe('rediss://user:secret@cache.example:6380');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must use redis: or rediss:/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL must be a URL/);
  });

  it('refuses one Stripe secret without the other, and a PUBLIC_API_URL that is not http(s)', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/must be set together/);
    expect(() => loadConfig({ PUBLIC_API_URL: 'ftp://api' })).toThrow(/PUBLIC_API_URL must use http: or https:/);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a development secret once and reuses it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fj-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = await resolveJwtSecret(config);
      expect(first).toMatch(/^[0-9a-f]{96}$/);
      expect(await resolveJwtSecret(config)).toBe(first);
      expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
