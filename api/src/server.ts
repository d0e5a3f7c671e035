import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@fj/seeds';
import { buildApp } from './app';
import { loadConfig } from './config';
import { runMain, stopOnSignals } from './lib/process-lifecycle';
import { connectDatabase, pgliteDirFor } from './db/connect';
import { migrateToLatest } from './db/migration-source';
import { seedDemoIfEmpty } from './db/seed';
import { resolveJwtSecret } from './jwt-secret';
import { createMailer } from './mail';
import { createStorage, storageConfigFromEnv } from './storage';
import { buildWebServer } from './web-server';
import { readApiAnonymously } from './web-origin/inline-api';
import { connectRedis } from './redis';
import { scheduledTasks, startBackgroundWork } from './queue';
import { startInboundSmtp } from './modules/messages/inbound';
import { messageMailSources } from './thread-contexts';

const HOST = '0.0.0.0';

async function main(): Promise<void> {
  const config = loadConfig();
  const jwtSecret = await resolveJwtSecret(config);
  const storage = createStorage(storageConfigFromEnv(process.env, config.dataDir));
  const db = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });

  const applied = await migrateToLatest(db.knex);
  const seeded = config.seed === 'demo' ? await seedDemoIfEmpty(db.knex, storage) : false;

  // The API's own logger also reports outbox mail, so a developer sees reset links in the console.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    logger: { info: (details, message) => app?.log.info(details, message) },
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix, (error) => app?.log.warn({ err: error }, 'Redis unavailable')) : undefined;
  app = await buildApp({ config: { ...config, jwtSecret }, db: db.knex, mailer, storage, redis, limits: { rateLimitPerMinute: config.rateLimitPerMinute } });
  await app.listen({ port: config.apiPort, host: HOST });
  // The site is served as soon as the API is: the background work and the reply-by-email listener start after.
  const web = config.webDist
    ? await buildWebServer({
        webDist: config.webDist,
        logLevel: config.logLevel,
        db: db.knex,
        publicWebUrl: config.publicWebUrl,
        publicApiUrl: config.publicApiUrl,
        googleSignIn: config.googleClientIds.length > 0,
        readApi: readApiAnonymously(app),
      })
    : undefined;
  if (web) await web.listen({ port: config.webPort, host: HOST });
  // Message emails (docs/reply-by-email.md) check and name threads with the same policies the app registers.
  const messages = messageMailSources(db.knex);
  const messageMail = { delaySeconds: config.messageMailDelaySeconds, intervalSeconds: config.messageMailIntervalSeconds, mailDomain: config.mailDomain };
  // Webhooks (docs/webhooks.md): this process delivers due events about once a second, like every other replica.
  const webhookDelivery = app.webhooks.start();
  if (config.webhookAllowPrivate) app.log.warn('WEBHOOK_ALLOW_PRIVATE=1: webhooks may be sent to private and loopback addresses over plain http (development and tests only)');
  const background = await startBackgroundWork({ db: db.knex, log: app.log, tasks: scheduledTasks({ db: db.knex, mailer, publicWebUrl: config.publicWebUrl, secret: jwtSecret, log: app.log, payments: app.payments, messages, messageMail, retention: config.retention, storage }) });
  // Replies by email (docs/reply-by-email.md): only with INBOUND_SMTP_PORT (`pnpm start` sets 2525).
  const inbound =
    config.inboundSmtpPort === undefined
      ? undefined
      : await startInboundSmtp({ mailDomain: config.mailDomain, secret: jwtSecret, messages: app.messages, log: app.log }, { port: config.inboundSmtpPort, host: HOST });

  const lines = [
    '',
    `API      http://localhost:${config.apiPort}  (docs: http://localhost:${config.apiPort}/docs)`,
    web ? `Website  http://localhost:${config.webPort}` : 'Website  not served: no built SPA found (run `pnpm build`, or set WEB_DIST)',
    `Database ${db.kind === 'pglite' ? `embedded PGlite in ${pgliteDirFor(config.dataDir)}` : 'Postgres server (DATABASE_URL)'}` +
      (applied.length ? `, applied ${applied.length} migration(s)` : ''),
    `Uploads  ${storage.description}`,
    `Mail     ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `local outbox in ${mailer.outbox?.directory}`}`,
    inbound ? `Replies by email: smtp://localhost:${inbound.port}  (reply+<token>@${config.mailDomain})` : 'Replies by email: off (set INBOUND_SMTP_PORT to take replies to message emails)',
    `Shared   ${redis ? 'rate limit and read cache in Redis (REDIS_URL)' : 'rate limit and read cache in this process (set REDIS_URL to share them between replicas)'}`,
    `Webhooks ${config.webhookAllowPrivate ? 'private and loopback endpoints ALLOWED (WEBHOOK_ALLOW_PRIVATE=1; development only)' : 'public https endpoints only'}`,
    `Payments ${app.payments.provider.name === 'stripe' ? 'Stripe (STRIPE_SECRET_KEY)' : `sandbox provider, test cards only (hosted pages on ${config.publicApiUrl})`}`,
  ];
  if (config.seed === 'demo') {
    lines.push(seeded ? 'Demo data seeded. Demo accounts (password ' + DEMO_PASSWORD + '):' : `Demo accounts (password ${DEMO_PASSWORD}, if the demo seed ran on this database):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.username.padEnd(10)} ${account.email.padEnd(24)} ${account.roles.join(', ')}`);
  }
  console.log(lines.join('\n'));

  stopOnSignals(
    (signal) => app?.log.info(`${signal}: shutting down`),
    async () => {
      await Promise.allSettled([app?.close(), web?.close(), inbound?.close()]);
      await webhookDelivery.stop().catch((error: unknown) => app?.log.error({ err: error }, 'webhook delivery did not stop cleanly'));
      await background.stop().catch((error: unknown) => app?.log.error({ err: error }, 'background work did not stop cleanly'));
      await db.close();
      await redis?.client.quit().catch(() => undefined);
    },
  );
}

runMain(main);
