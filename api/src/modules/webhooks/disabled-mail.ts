import type { Locale } from '../../i18n/locale';
import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';

/** The email to an endpoint's owner when three days of failures disabled it (docs/webhooks.md), in their language. */
export function renderEndpointDisabledMail(input: { to: string; name: string; url: string; lastError: string | null; settingsUrl: string; locale: Locale }): MailMessage {
  const t = mailText(input.locale);
  const text = [
    fill(t.common.hello, { name: input.name }),
    '',
    fill(t.webhookDisabled.stopped, { url: input.url }),
    ...(input.lastError ? [fill(t.webhookDisabled.lastAttempt, { error: input.lastError })] : []),
    '',
    t.webhookDisabled.enableAgain,
    input.settingsUrl,
    '',
    t.webhookDisabled.waiting,
  ].join('\n');
  const html = mailDocument(
    input.locale,
    `<p>${fillHtml(t.common.hello, { name: escapeHtml(input.name) })}</p>
<p>${fillHtml(t.webhookDisabled.stopped, { url: `<span dir="ltr">${escapeHtml(input.url)}</span>` })}</p>
${input.lastError ? `<p>${fillHtml(t.webhookDisabled.lastAttempt, { error: `<span dir="auto">${escapeHtml(input.lastError)}</span>` })}</p>` : ''}
<p>${escapeHtml(t.webhookDisabled.enableAgain)}</p>
<p dir="ltr"><a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(input.settingsUrl)}</a></p>
<p>${escapeHtml(t.webhookDisabled.waiting)}</p>`,
  );
  return { to: input.to, subject: t.webhookDisabled.subject, text, html };
}
