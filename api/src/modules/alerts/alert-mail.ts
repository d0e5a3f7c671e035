import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import { categoryLabel, countryLabel } from '../../i18n/enum-labels';
import { formatDay } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import type { AlertJobRow, JobAlertRow } from './alerts.repo';

export interface AlertMailLinks {
  jobUrl(slug: string): string;
  unsubscribeUrl: string;
  manageUrl: string;
}

const placeOf = (job: AlertJobRow, locale: Locale) => [job.city, job.country ? countryLabel(job.country, locale) : null].filter(Boolean).join(locale === 'ar' ? '، ' : ', ');

/**
 * One alert email in its owner's language: the matching jobs (each once), a link to manage alerts and a one-click
 * unsubscribe link. Job titles, employers and cities are data and stay as written.
 */
export function alertMail(alert: JobAlertRow, jobs: readonly AlertJobRow[], links: AlertMailLinks, locale: Locale): MailMessage {
  const t = mailText(locale);
  const category = categoryLabel(alert.alert_category, locale);
  const subject = fill(jobs.length === 1 ? t.alert.subjectOne : t.alert.subjectOther, { alert: alert.alert_name, count: jobs.length, category });
  const details = (job: AlertJobRow) =>
    [job.employer_name, placeOf(job, locale), job.job_class === 'premium' ? t.alert.premium : '', fill(t.alert.applyBy, { date: formatDay(job.end_date, locale) })].filter(Boolean);
  const text = [
    fill(t.alert.intro, { category, alert: alert.alert_name }),
    '',
    ...jobs.map((job) => `${[job.title, ...details(job)].join(' — ')}\n${links.jobUrl(job.slug)}`),
    '',
    `${t.alert.manage}: ${links.manageUrl}`,
    `${t.alert.unsubscribe}: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = mailDocument(
    locale,
    [
      `<p>${fillHtml(t.alert.intro, { category: escapeHtml(category), alert: `<span dir="auto">${escapeHtml(alert.alert_name)}</span>` })}</p>`,
      '<ul>',
      ...jobs.map(
        (job) =>
          `<li><a href="${escapeHtml(links.jobUrl(job.slug))}" dir="auto">${escapeHtml(job.title)}</a> — ${details(job).map(escapeHtml).join(' — ')}</li>`,
      ),
      '</ul>',
      `<p><a href="${escapeHtml(links.manageUrl)}">${escapeHtml(t.alert.manage)}</a> · <a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(t.alert.unsubscribe)}</a></p>`,
    ].join(''),
  );
  return { to: alert.alert_email, subject, text, html };
}
