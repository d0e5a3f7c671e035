import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import { membershipName } from '../../i18n/enum-labels';
import type { Locale } from '../../i18n/locale';

/** Sent once per failed renewal invoice; the link opens the retry-payment page of the subscription. */
export function paymentFailedMail(input: { to: string; displayName: string; membership: string; link: string; reason: string; locale: Locale }): MailMessage {
  const t = mailText(input.locale);
  const membership = membershipName(input.membership, input.locale);
  const free = membershipName('FREE', input.locale);
  const text = [
    fill(t.common.hello, { name: input.displayName }),
    '',
    fill(t.paymentFailed.couldNotTake, { membership }),
    fill(t.paymentFailed.providerSaid, { reason: input.reason }),
    '',
    t.paymentFailed.staysActive,
    '',
    input.link,
    '',
    fill(t.paymentFailed.deadline, { free }),
  ].join('\n');
  const html = mailDocument(
    input.locale,
    `<p>${fillHtml(t.common.hello, { name: escapeHtml(input.displayName) })}</p>
<p>${fillHtml(t.paymentFailed.couldNotTake, { membership: escapeHtml(membership) })}</p>
<p>${fillHtml(t.paymentFailed.providerSaid, { reason: `<span dir="auto">${escapeHtml(input.reason)}</span>` })}</p>
<p>${escapeHtml(t.paymentFailed.staysActive)}</p>
<p dir="ltr"><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>${fillHtml(t.paymentFailed.deadline, { free: escapeHtml(free) })}</p>`,
  );
  return { to: input.to, subject: t.paymentFailed.subject, text, html };
}
