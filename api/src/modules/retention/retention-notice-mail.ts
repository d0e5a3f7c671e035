import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import type { Locale } from '../../i18n/locale';

export interface RetentionNoticeInput {
  to: string;
  displayName: string;
  locale: Locale;
  months: number;
  /** The day from which the listed applications are anonymised. */
  anonymiseOn: Date;
  applications: readonly { jobTitle: string; employerName: string; appliedOn: Date }[];
  exportUrl: string;
}

const day = (date: Date, locale: Locale) => new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** One email per candidate and run, listing every application that is about to be anonymised. */
export function retentionNoticeMail(input: RetentionNoticeInput): MailMessage {
  const t = mailText(input.locale);
  const intro = { months: input.months, date: day(input.anonymiseOn, input.locale) };
  const lines = input.applications.map((item) => `${item.jobTitle} — ${item.employerName} (${day(item.appliedOn, input.locale)})`);
  const text = [
    fill(t.common.hello, { name: input.displayName }),
    '',
    fill(t.retention.intro, intro),
    ...lines.map((line) => `- ${line}`),
    '',
    t.retention.what,
    t.retention.export,
    input.exportUrl,
    '',
    t.retention.nothing,
  ].join('\n');
  const html = mailDocument(
    input.locale,
    `<p>${fillHtml(t.common.hello, { name: escapeHtml(input.displayName) })}</p>
<p>${fillHtml(t.retention.intro, { months: input.months, date: escapeHtml(intro.date) })}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(t.retention.what)}</p>
<p>${escapeHtml(t.retention.export)} <a href="${escapeHtml(input.exportUrl)}">${escapeHtml(input.exportUrl)}</a></p>
<p>${escapeHtml(t.retention.nothing)}</p>`,
  );
  return { to: input.to, subject: t.retention.subject, text, html };
}
