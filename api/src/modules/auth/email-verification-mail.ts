import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import type { Locale } from '../../i18n/locale';

export function emailVerificationMail(input: { to: string; displayName: string; link: string; validDays: number; removedAfterDays: number; locale: Locale }): MailMessage {
  const t = mailText(input.locale);
  const text = [
    fill(t.common.hello, { name: input.displayName }),
    '',
    t.emailVerification.asked,
    fill(t.emailVerification.openLink, { days: input.validDays }),
    '',
    input.link,
    '',
    fill(t.emailVerification.unverifiedRemoved, { days: input.removedAfterDays }),
    t.emailVerification.ignore,
  ].join('\n');
  const html = mailDocument(
    input.locale,
    `<p>${fillHtml(t.common.hello, { name: escapeHtml(input.displayName) })}</p>
<p>${escapeHtml(t.emailVerification.asked)}</p>
<p>${fillHtml(t.emailVerification.openLink, { days: input.validDays })}</p>
<p dir="ltr"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>${fillHtml(t.emailVerification.unverifiedRemoved, { days: input.removedAfterDays })}</p>
<p>${escapeHtml(t.emailVerification.ignore)}</p>`,
  );
  return { to: input.to, subject: t.emailVerification.subject, text, html };
}
