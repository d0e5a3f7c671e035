import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import type { Locale } from '../../i18n/locale';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The message as an administrator reads it: who wrote, about what, and the message as written. */
export function adminNotification(values: ContactValues, to: string, locale: Locale): MailMessage {
  const t = mailText(locale).contact;
  const from = fill(t.adminFrom, { name: values.name, email: values.email });
  const about = fill(t.adminSubjectLine, { subject: values.subject });
  return {
    to,
    subject: fill(t.adminSubject, { subject: values.subject }).replace(/[\r\n]+/g, ' '),
    text: `${from}\n${about}\n\n${values.message}`,
    html: mailDocument(
      locale,
      `<p>${fillHtml(t.adminFrom, { name: `<span dir="auto">${escapeHtml(values.name)}</span>`, email: `<span dir="ltr">${escapeHtml(values.email)}</span>` })}<br>` +
        `${fillHtml(t.adminSubjectLine, { subject: `<span dir="auto">${escapeHtml(values.subject)}</span>` })}</p>` +
        `<pre dir="auto" style="white-space:pre-wrap">${escapeHtml(values.message)}</pre>`,
    ),
  };
}

/** The confirmation to the sender, in the language they wrote from. */
export function senderConfirmation(values: ContactValues, locale: Locale): MailMessage {
  const t = mailText(locale);
  return {
    to: values.email,
    subject: t.contact.receivedSubject,
    text: `${fill(t.common.hello, { name: values.name })}\n\n${fill(t.contact.receivedBody, { subject: values.subject })}`,
    html: mailDocument(
      locale,
      `<p>${fillHtml(t.common.hello, { name: escapeHtml(values.name) })}</p><p>${fillHtml(t.contact.receivedBody, { subject: `<span dir="auto">${escapeHtml(values.subject)}</span>` })}</p>`,
    ),
  };
}
