import type { Knex } from 'knex';
import { EMPLOYER_ROLES, profileHref, ROUTES, toIsoDate } from '@fj/shared';
import type { Mailer } from '../../mail';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locale';
import type { ScheduledTask } from '../../queue/background-work';
import { hotListMail } from './hot-list-mail';
import { createHotListRepo } from './hot-list.repo';

export interface HotListWeeklyDeps {
  db: Knex;
  mailer: Mailer;
  publicWebUrl: string;
  now?: () => Date;
  log?: { error(details: object, message: string): void };
}

export interface HotListWeeklySummary {
  sent: number;
  /** Claimed this week but nobody new joined: no email. */
  empty: number;
  /** This week's email to the subscription was already claimed (another run, another process, before a restart). */
  skipped: number;
  failed: number;
}

const WEEK_MS = 7 * 86_400_000;
const ENTRIES_PER_EMAIL = 30;

/** The ISO 8601 week of a moment (UTC), e.g. '2026-W48': the Thursday of its week decides the year. */
export function isoWeekOf(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

interface SubscriberRow {
  id: number;
  email: string;
  locale: string;
}

/**
 * Sends each active subscription (an employer account) the candidates who joined the hot list since its previous email
 * (at most a week back), once per ISO week. The (subscription, week) row is inserted and committed before the email
 * goes out: a second run, a second process or a worker restarted mid-run finds it and sends nothing. A send that fails
 * gives the row back for the next run; a process that dies between the row and the send loses that week's email
 * rather than sending it twice (docs/hot-list.md).
 */
export async function runHotListWeekly(deps: HotListWeeklyDeps): Promise<HotListWeeklySummary> {
  const { db } = deps;
  const repo = createHotListRepo(db);
  const moment = (deps.now ?? (() => new Date()))();
  const week = isoWeekOf(moment);
  const today = toIsoDate(moment);
  const summary: HotListWeeklySummary = { sent: 0, empty: 0, skipped: 0, failed: 0 };
  const subscribers: SubscriberRow[] = await db('hot_list_subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.active', true)
    .whereNull('u.deleted_at')
    .whereNull('u.suspended_at')
    .whereRaw('u.roles && ?::text[]', [[...EMPLOYER_ROLES]])
    .select('s.id', 'u.email', 'u.locale')
    .orderBy('s.id');

  for (const subscriber of subscribers) {
    try {
      const previous = await db('hot_list_mail_sends').where('subscription_id', subscriber.id).whereNot('iso_week', week).max<{ at: Date | null }>('created_at as at').first();
      const weekAgo = new Date(moment.getTime() - WEEK_MS);
      const since = previous?.at && new Date(previous.at) > weekAgo ? new Date(previous.at) : weekAgo;
      const found = await repo.joinedBetween(since, moment, ENTRIES_PER_EMAIL + 1);
      const claimed = await db('hot_list_mail_sends')
        .insert({ subscription_id: subscriber.id, iso_week: week, entries: found.length, created_at: moment })
        .onConflict(['subscription_id', 'iso_week'])
        .ignore()
        .returning('subscription_id');
      if (claimed.length === 0) {
        summary.skipped += 1;
        continue;
      }
      if (found.length === 0) {
        summary.empty += 1;
        continue;
      }
      const entries = found.slice(0, ENTRIES_PER_EMAIL);
      const more = found.length > ENTRIES_PER_EMAIL ? (await repo.countJoinedBetween(since, moment)) - entries.length : 0;
      try {
        await deps.mailer.send(
          hotListMail({
            to: subscriber.email,
            entries,
            more: Math.max(0, more),
            today,
            profileUrl: (slug) => `${deps.publicWebUrl}${profileHref(slug)}`,
            listUrl: `${deps.publicWebUrl}${ROUTES.employerHotList}`,
            locale: isLocale(subscriber.locale) ? subscriber.locale : DEFAULT_LOCALE,
          }),
        );
        summary.sent += 1;
      } catch (error) {
        await db('hot_list_mail_sends').where({ subscription_id: subscriber.id, iso_week: week }).delete();
        throw error;
      }
    } catch (error) {
      summary.failed += 1;
      deps.log?.error({ err: error, subscriptionId: subscriber.id }, 'hot-list email could not be sent; it is tried again on the next run');
    }
  }
  return summary;
}

/** Mondays at 07:00 UTC; any later run in the same ISO week finds its rows and sends nothing. */
export function hotListWeeklyTask(deps: HotListWeeklyDeps): ScheduledTask {
  return { name: 'hot-list-weekly', cron: '0 7 * * 1', expireInMinutes: 60, run: () => runHotListWeekly(deps) };
}
