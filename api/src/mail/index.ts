import { join } from 'node:path';
import type { Mailer } from './mailer';
import { createOutboxMailer, type OutboxLogger } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage, MailOutbox, OutboxEntry } from './mailer';

export function createMailer(options: { smtpUrl?: string; mailFrom: string; dataDir: string; logger: OutboxLogger }): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.mailFrom);
  return createOutboxMailer(join(options.dataDir, 'mail'), options.mailFrom, options.logger);
}
