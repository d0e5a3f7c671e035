import { withQuery } from '@fj/shared';
import type { MailMessage } from '../../mail';
import { escapeHtml, mailDocument, mailText } from '../../mail/text';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale';
import { CONTENT_WEB } from './content-web-paths';
import { plainText } from './text';

/** The double opt-in email, in the language the visitor subscribed in. */
export function confirmationMail(to: string, webUrl: string, token: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = mailText(locale).newsletter;
  const link = `${webUrl}${withQuery(CONTENT_WEB.newsletterConfirm, { token })}`;
  return {
    to,
    subject: t.confirmSubject,
    text: `${t.confirmAsked}\n\n${t.confirmLink}: ${link}\n\n${t.confirmIgnore}`,
    html: mailDocument(locale, `<p>${escapeHtml(t.confirmAsked)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.confirmLink)}</a></p><p>${escapeHtml(t.confirmIgnore)}</p>`),
  };
}

/**
 * One issue to one subscriber: the sanitised body as the editors wrote it (its own language, `dir="auto"`) and, in
 * the subscriber's language, why it came and a personal one-click unsubscribe link.
 */
export function issueMail(to: string, issue: { subject: string; body: string }, webUrl: string, unsubscribeToken: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const t = mailText(locale).newsletter;
  const link = `${webUrl}${withQuery(CONTENT_WEB.newsletterUnsubscribe, { token: unsubscribeToken })}`;
  return {
    to,
    subject: issue.subject,
    text: `${plainText(issue.body)}\n\n—\n${t.unsubscribe}: ${link}`,
    html: mailDocument(locale, `<div dir="auto">${issue.body}</div><hr><p style="font-size:12px">${escapeHtml(t.issueWhy)} <a href="${escapeHtml(link)}">${escapeHtml(t.unsubscribe)}</a></p>`),
  };
}
