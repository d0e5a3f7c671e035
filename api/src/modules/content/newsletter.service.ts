import type { Knex } from 'knex';
import type { Mailer } from '../../mail';
import { badRequest, notFound, conflict } from '../../lib/http-error';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Throttle } from '../../lib/throttle';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { confirmationMail } from './newsletter-mail';
import type { NewsletterTokens } from './newsletter-tokens';
import { plainText } from './text';

export const NEWSLETTER_THROTTLE = { name: 'newsletter:address', limit: 3, windowSeconds: 3600, message: 'Too many sign-up requests for this address.' };
export const NEWSLETTER_IP_THROTTLE = { name: 'newsletter:ip', limit: 20, windowSeconds: 3600, message: 'Too many sign-up requests.' };

export const NEWSLETTER_MESSAGES = {
  checkInbox: 'Please check your inbox: we sent a link to confirm your subscription.',
  confirmed: 'Thank you: your subscription is confirmed.',
  unsubscribed: 'You are unsubscribed and will receive no more newsletters.',
  badLink: 'This link is not valid. Please subscribe again from the form.',
} as const;

interface SubscriberRow {
  id: number;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  consent_source: string;
  consent_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

export interface NewsletterDeps {
  db: Knex;
  mailer: Mailer;
  tokens: NewsletterTokens;
  throttle: Throttle;
  publicWebUrl: string;
  now: () => Date;
}

const toSubscriber = (row: SubscriberRow) => ({
  id: row.id,
  email: row.email,
  status: row.status,
  consentSource: row.consent_source,
  consentAt: row.consent_at.toISOString(),
  confirmedAt: row.confirmed_at?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribed_at?.toISOString() ?? null,
});

const csvCell = (value: string) => {
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function createNewsletterService(deps: NewsletterDeps) {
  const { db, mailer, tokens, throttle, now } = deps;

  const findByToken = async (purpose: 'confirm' | 'unsubscribe', token: string) => {
    const id = tokens.idOf(token);
    const row = id ? await db<SubscriberRow>('newsletter_subscribers').where({ id }).first() : undefined;
    if (!row || !tokens.verify(purpose, token, row.id, row.email)) throw badRequest(NEWSLETTER_MESSAGES.badLink, { token: 'Invalid link.' });
    return row;
  };

  return {
    /**
     * Double opt-in: a new, pending or unsubscribed address gets (again) a confirmation link and stays pending until
     * it is used; a confirmed address gets nothing. The answer is the same in every case, so the form does not tell
     * who is subscribed. Asking again from the form is how a lost confirmation is resent.
     */
    async subscribe(input: { email: string; source: string; locale?: Locale }, ip: string) {
      const locale = input.locale ?? DEFAULT_LOCALE;
      const email = input.email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Please check the form.', { email: 'Please enter a valid email address.' });
      await throttle.consume(NEWSLETTER_IP_THROTTLE, ip);
      await throttle.consume(NEWSLETTER_THROTTLE, email);
      const at = now();
      const source = plainText(input.source).slice(0, 60) || 'website';
      const row = await db.transaction(async (trx) => {
        const existing = await trx<SubscriberRow>('newsletter_subscribers').where({ email }).forUpdate().first();
        if (existing?.status === 'confirmed') return null;
        if (existing) {
          await trx('newsletter_subscribers').where({ id: existing.id }).update({ status: 'pending', consent_at: at, consent_source: source, unsubscribed_at: null, locale });
          return existing;
        }
        const [created] = await trx('newsletter_subscribers').insert({ email, status: 'pending', consent_at: at, consent_source: source, created_at: at, locale }).returning(['id', 'email']);
        return created as { id: number; email: string };
      });
      if (row) await mailer.send(confirmationMail(row.email, deps.publicWebUrl, tokens.sign('confirm', row.id, row.email), locale));
      return NEWSLETTER_MESSAGES.checkInbox;
    },

    async confirm(token: string) {
      const row = await findByToken('confirm', token);
      if (row.status === 'unsubscribed') throw badRequest(NEWSLETTER_MESSAGES.badLink, { token: 'This address unsubscribed; subscribe again from the form.' });
      if (row.status === 'pending') await db('newsletter_subscribers').where({ id: row.id }).update({ status: 'confirmed', confirmed_at: now() });
      return NEWSLETTER_MESSAGES.confirmed;
    },

    async unsubscribe(token: string) {
      const row = await findByToken('unsubscribe', token);
      if (row.status !== 'unsubscribed') await db('newsletter_subscribers').where({ id: row.id }).update({ status: 'unsubscribed', unsubscribed_at: now() });
      return NEWSLETTER_MESSAGES.unsubscribed;
    },

    async adminList(filter: { offset: number; limit: number; status?: string }) {
      const where = (q: Knex.QueryBuilder) => (filter.status ? q.where({ status: filter.status }) : q);
      const [rows, count] = await Promise.all([
        where(db('newsletter_subscribers')).orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).select('*'),
        where(db('newsletter_subscribers')).count<{ count: string }[]>('id as count'),
      ]);
      return { data: (rows as SubscriberRow[]).map(toSubscriber), total: Number(count[0]?.count ?? 0) };
    },

    async csv(): Promise<string> {
      const rows = (await db('newsletter_subscribers').orderBy('id').select('*')) as SubscriberRow[];
      const lines = [['email', 'status', 'consent_source', 'consent_at', 'confirmed_at', 'unsubscribed_at'].join(',')];
      for (const row of rows.map(toSubscriber)) {
        lines.push([row.email, row.status, row.consentSource, row.consentAt, row.confirmedAt ?? '', row.unsubscribedAt ?? ''].map(csvCell).join(','));
      }
      return `${lines.join('\r\n')}\r\n`;
    },

    async issues() {
      const rows = await db('newsletter_issues as i')
        .leftJoin('newsletter_deliveries as d', 'd.issue_id', 'i.id')
        .groupBy('i.id')
        .orderBy('i.id', 'desc')
        .limit(100)
        .select(
          'i.*',
          db.raw(`count(d.id)::int as total`),
          db.raw(`count(d.id) FILTER (WHERE d.status = 'sent')::int as sent`),
          db.raw(`count(d.id) FILTER (WHERE d.status = 'failed')::int as failed`),
          db.raw(`count(d.id) FILTER (WHERE d.status = 'unknown')::int as unknown`),
          db.raw(`count(d.id) FILTER (WHERE d.status IN ('pending', 'sending'))::int as pending`),
        );
      return rows.map((row) => ({
        id: row.id as number,
        subject: row.subject as string,
        body: row.body as string,
        status: row.status as string,
        createdAt: (row.created_at as Date).toISOString(),
        finishedAt: row.finished_at ? (row.finished_at as Date).toISOString() : null,
        progress: { total: row.total as number, sent: row.sent as number, failed: row.failed as number, unknown: row.unknown as number, pending: row.pending as number },
      }));
    },

    async createIssue(input: { subject: string; body: string }) {
      const subject = plainText(input.subject);
      const body = sanitizeRichText(input.body);
      const errors: Record<string, string> = {};
      if (!subject) errors.subject = 'This field is required.';
      if (!plainText(body)) errors.body = 'This field is required.';
      if (Object.keys(errors).length) throw badRequest('Please check the form.', errors);
      const [row] = await db('newsletter_issues').insert({ subject, body, created_at: now() }).returning(['id']);
      return row.id as number;
    },

    /**
     * Queues an issue: one delivery row per confirmed subscriber (the unique (issue, subscriber) key makes a second
     * click add nobody twice). On a partly sent issue it is "send to the rest": failed deliveries go back to pending.
     * The queue task (newsletter-sender.ts) does the mailing.
     */
    async send(issueId: number) {
      return db.transaction(async (trx) => {
        const issue = await trx('newsletter_issues').where({ id: issueId }).forUpdate().first('id', 'status');
        if (!issue) throw notFound('Issue not found');
        if (issue.status === 'sending') throw conflict('This issue is already being sent.');
        if (issue.status === 'sent') throw conflict('This issue has been sent to every subscriber.');
        await trx.raw(
          `INSERT INTO newsletter_deliveries (issue_id, subscriber_id)
           SELECT ?, id FROM newsletter_subscribers WHERE status = 'confirmed'
           ON CONFLICT (issue_id, subscriber_id) DO NOTHING`,
          [issueId],
        );
        await trx('newsletter_deliveries').where({ issue_id: issueId, status: 'failed' }).update({ status: 'pending', error: null });
        await trx('newsletter_issues').where({ id: issueId }).update({ status: 'sending', send_started_at: now(), finished_at: null });
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
