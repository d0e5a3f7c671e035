import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage, MailOutbox, OutboxEntry } from './mailer';

const INDEX_FILE = 'index.json';

export interface OutboxLogger {
  info(details: object, message: string): void;
}

/**
 * Default mailer when no SMTP_URL is set: each message becomes a real .eml file under DATA_DIR/mail, listed in
 * index.json and logged, so password-reset links work on a fresh machine. Meant for one process (development).
 */
export function createOutboxMailer(directory: string, from: string, logger: OutboxLogger): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Serialises index updates so concurrent sends never lose an entry.
  let indexWrite: Promise<unknown> = Promise.resolve();

  const readIndex = async (): Promise<OutboxEntry[]> => {
    try {
      return JSON.parse(await readFile(join(directory, INDEX_FILE), 'utf8')) as OutboxEntry[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  const outbox: MailOutbox = {
    directory,
    list: async () => (await readIndex()).slice().reverse(),
  };

  return {
    outbox,
    async send(message: MailMessage) {
      await mkdir(directory, { recursive: true });
      const sentAt = new Date();
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const file = `${id}.eml`;
      const info = await builder.sendMail({ from, ...message });
      await writeFile(join(directory, file), info.message as Buffer);
      const entry: OutboxEntry = { id, to: message.to, subject: message.subject, text: message.text, sentAt: sentAt.toISOString(), file };
      const write = indexWrite.then(async () => {
        const entries = await readIndex();
        entries.push(entry);
        await writeFile(join(directory, INDEX_FILE), JSON.stringify(entries, null, 2));
      });
      indexWrite = write.catch(() => undefined);
      await write;
      logger.info({ file: join(directory, file), to: message.to }, `Mail written to outbox: ${message.subject}`);
    },
  };
}
