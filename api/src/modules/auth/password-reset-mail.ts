import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import type { Locale } from '../../i18n/locale';

export function passwordResetMail(input: { to: string; displayName: string; link: string; validMinutes: number; locale: Locale }): MailMessage {
  const t = mailText(input.locale);
  const text = [
    fill(t.common.hello, { name: input.displayName }),
    '',
    t.passwordReset.asked,
    fill(t.passwordReset.openLink, { minutes: input.validMinutes }),
    '',
    input.link,
    '',
    t.passwordReset.ignore,
  ].join('\n');
  const html = mailDocument(
    input.locale,
    `<p>${fillHtml(t.common.hello, { name: escapeHtml(input.displayName) })}</p>
<p>${escapeHtml(t.passwordReset.asked)}</p>
<p>${fillHtml(t.passwordReset.openLink, { minutes: input.validMinutes })}</p>
<p dir="ltr"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>${escapeHtml(t.passwordReset.ignore)}</p>`,
  );
  return { to: input.to, subject: t.passwordReset.subject, text, html };
}
