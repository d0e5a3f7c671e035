import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { badRequest } from '../../lib/http-error';
import type { Throttle } from '../../lib/throttle';
import { adminNotification, senderConfirmation } from './contact-mail';
import { plainText } from './text';

export const CONTACT_THROTTLE = { name: 'contact:email', limit: 3, windowSeconds: 3600, message: 'Too many messages from this address.' };
export const CONTACT_IP_THROTTLE = { name: 'contact:ip', limit: 10, windowSeconds: 3600, message: 'Too many messages.' };
export const CONTACT_SENT = 'Thank you: your message has been sent. We will reply by email.';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact form: stored first, then mailed to every administrator and confirmed to the sender. */
export function createContactService(deps: { db: Knex; mailer: Mailer; throttle: Throttle; now: () => Date; log: { error(details: object, message: string): void } }) {
  const { db, mailer, throttle, now } = deps;
  return {
    /** `locale`: the sender's language (their confirmation is written in it); each administrator reads theirs. */
    async submit(input: ContactInput, ip: string, locale: Locale = DEFAULT_LOCALE) {
      const values = { name: plainText(input.name), email: input.email.trim().toLowerCase(), subject: plainText(input.subject), message: input.message.trim() };
      const errors: Record<string, string> = {};
      if (!values.name) errors.name = 'This field is required.';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'Please enter a valid email address.';
      if (!values.subject) errors.subject = 'This field is required.';
      if (!values.message) errors.message = 'This field is required.';
      if (Object.keys(errors).length) throw badRequest('Please check the form.', errors);
      await throttle.consume(CONTACT_IP_THROTTLE, ip);
      await throttle.consume(CONTACT_THROTTLE, values.email);
      await db('contact_messages').insert({ ...values, created_at: now() });
      const admins: { email: string; locale: Locale }[] = await db('users').whereRaw(`'administrator' = ANY(roles)`).whereNull('deleted_at').select('email', 'locale');
      try {
        for (const admin of admins) await mailer.send(adminNotification(values, admin.email, admin.locale));
        await mailer.send(senderConfirmation(values, locale));
      } catch (error) {
        // The message is stored and listed in the admin area; a mail outage must not lose it or fail the form.
        deps.log.error({ err: error }, 'contact form: notification mail failed');
      }
      return CONTACT_SENT;
    },
    async list(offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        db('contact_messages').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(limit).select('*'),
        db('contact_messages').count<{ count: string }[]>('id as count'),
      ]);
      return {
        data: rows.map((row) => ({ id: row.id as number, name: row.name as string, email: row.email as string, subject: row.subject as string, message: row.message as string, createdAt: (row.created_at as Date).toISOString() })),
        total: Number(count[0]?.count ?? 0),
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
