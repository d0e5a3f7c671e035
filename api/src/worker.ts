import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { resolveJwtSecret } from './jwt-secret';
import { runMain, stopOnSignals } from './lib/process-lifecycle';
import { createMailer } from './mail';
import { createStorage, storageConfigFromEnv } from './storage';
import { scheduledTasks, startBackgroundWork } from './queue';
import { messageMailSources } from './thread-contexts';
import { createWebhookDispatcher } from './modules/webhooks';

/**
 * The background queue alone, without the HTTP API: scheduled tasks (newsletter sending, alerts, expiries, …) in a
 * process of their own against the API's Postgres database. Every API process already works the same queue; this one
 * adds capacity or keeps the work going where the API runs elsewhere. Sandbox payment renewals stay with the API,
 * which owns the payments engine. Logs are JSON lines on stdout.
 */
const log = {
  info: (details: object, message: string) => console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: message, ...details })),
  error: (details: object, message: string) => console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: message, ...details })),
};

async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite belongs to the one process that opened it (the API), which already runs the queue.
  if (!config.databaseUrl) throw new ConfigError(['DATABASE_URL is required: the worker shares a Postgres server with the API (with the embedded database the API runs the queue itself)']);
  const secret = await resolveJwtSecret(config);
  const db = await connectDatabase({ databaseUrl: config.databaseUrl });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, logger: log });
  const background = await startBackgroundWork({
    db: db.knex,
    log,
    tasks: scheduledTasks({
      db: db.knex,
      mailer,
      publicWebUrl: config.publicWebUrl,
      secret,
      log,
      messages: messageMailSources(db.knex),
      messageMail: { delaySeconds: config.messageMailDelaySeconds, intervalSeconds: config.messageMailIntervalSeconds, mailDomain: config.mailDomain },
      retention: config.retention,
      storage: createStorage(storageConfigFromEnv(process.env, config.dataDir)),
    }),
  });
  // Webhook deliveries (docs/webhooks.md): claimed row by row, so the worker and the API processes share them.
  const webhookDelivery = createWebhookDispatcher({ db: db.knex, mailer, policy: { allowPrivate: config.webhookAllowPrivate }, publicWebUrl: config.publicWebUrl, log }).start();
  if (config.webhookAllowPrivate) log.info({}, 'WEBHOOK_ALLOW_PRIVATE=1: webhooks may be sent to private and loopback addresses over plain http (development and tests only)');
  log.info({ pid: process.pid, mail: config.smtpUrl ? 'smtp' : 'outbox' }, 'worker ready');

  stopOnSignals(
    (signal) => log.info({ signal }, 'worker shutting down'),
    async () => {
      await webhookDelivery.stop().catch((error: unknown) => log.error({ err: String(error) }, 'webhook delivery did not stop cleanly'));
      await background.stop().catch((error: unknown) => log.error({ err: String(error) }, 'background work did not stop cleanly'));
      await db.close();
    },
  );
}

runMain(main);
