import { COUNTRIES, JOB_CATEGORIES, labelOf } from '@fj/shared';
import type { MailMessage } from '../../mail';
import type { AlertJobRow, JobAlertRow } from './alerts.repo';

export interface AlertMailLinks {
  jobUrl(slug: string): string;
  unsubscribeUrl: string;
  manageUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const placeOf = (job: AlertJobRow) => [job.city, job.country ? labelOf(COUNTRIES, job.country) ?? job.country : null].filter(Boolean).join(', ');

/** One alert email: the matching jobs (each once), a link to manage alerts and a one-click unsubscribe link. */
export function alertMail(alert: JobAlertRow, jobs: readonly AlertJobRow[], links: AlertMailLinks): MailMessage {
  const category = labelOf(JOB_CATEGORIES, alert.alert_category) ?? alert.alert_category;
  const subject = `${alert.alert_name}: ${jobs.length} new ${jobs.length === 1 ? 'job' : 'jobs'} in ${category}`;
  const line = (job: AlertJobRow) =>
    [job.title, job.employer_name, placeOf(job), job.job_class === 'premium' ? 'Premium' : '', `apply by ${job.end_date}`].filter(Boolean).join(' — ');
  const text = [
    `New jobs in ${category} for your alert "${alert.alert_name}":`,
    '',
    ...jobs.map((job) => `${line(job)}\n${links.jobUrl(job.slug)}`),
    '',
    `Manage your job alerts: ${links.manageUrl}`,
    `Unsubscribe from this alert: ${links.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>New jobs in ${escapeHtml(category)} for your alert “${escapeHtml(alert.alert_name)}”:</p>`,
    '<ul>',
    ...jobs.map((job) => `<li><a href="${escapeHtml(links.jobUrl(job.slug))}">${escapeHtml(job.title)}</a> — ${escapeHtml(line(job).slice(job.title.length + 3))}</li>`),
    '</ul>',
    `<p><a href="${escapeHtml(links.manageUrl)}">Manage your job alerts</a> · <a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe from this alert</a></p>`,
  ].join('');
  return { to: alert.alert_email, subject, text, html };
}
