import type { Locale } from '../../i18n/locale';
import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';

/** A moderator sent a job back: the reason and the link to edit it, in the poster's language (docs/moderation.md). */
export function renderJobRejectedMail(input: { to: string; name: string; title: string; reason: string; editUrl: string; locale: Locale }): MailMessage {
  const t = mailText(input.locale);
  const text = [
    fill(t.common.hello, { name: input.name }),
    '',
    fill(t.moderation.rejected, { title: input.title }),
    fill(t.moderation.reason, { reason: input.reason }),
    '',
    t.moderation.kept,
    input.editUrl,
    '',
    t.common.signature,
  ].join('\n');
  const html = mailDocument(
    input.locale,
    `<p>${fillHtml(t.common.hello, { name: escapeHtml(input.name) })}</p>
<p>${fillHtml(t.moderation.rejected, { title: `<bdi>${escapeHtml(input.title)}</bdi>` })}</p>
<p>${fillHtml(t.moderation.reason, { reason: `<span dir="auto">${escapeHtml(input.reason)}</span>` })}</p>
<p>${escapeHtml(t.moderation.kept)}</p>
<p dir="ltr"><a href="${escapeHtml(input.editUrl)}">${escapeHtml(input.editUrl)}</a></p>
<p>${escapeHtml(t.common.signature)}</p>`,
  );
  return { to: input.to, subject: fill(t.moderation.rejectedSubject, { title: input.title }), text, html };
}
