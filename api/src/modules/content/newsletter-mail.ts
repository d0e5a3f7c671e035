import { withQuery } from '@fj/shared';
import type { MailMessage } from '../../mail';
import { CONTENT_WEB } from './content-web-paths';
import { plainText } from './text';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmationMail(to: string, webUrl: string, token: string): MailMessage {
  const link = `${webUrl}${withQuery(CONTENT_WEB.newsletterConfirm, { token })}`;
  return {
    to,
    subject: 'Please confirm your Football Jobs newsletter subscription',
    text: `Someone (we hope you) asked to receive the Football Jobs newsletter at this address.\n\nConfirm: ${link}\n\nIf it was not you, ignore this email: nothing will be sent.`,
    html: `<p>Someone (we hope you) asked to receive the Football Jobs newsletter at this address.</p><p><a href="${escapeHtml(link)}">Confirm my subscription</a></p><p>If it was not you, ignore this email: nothing will be sent.</p>`,
  };
}

/** One issue to one subscriber: the sanitised body and a personal one-click unsubscribe link. */
export function issueMail(to: string, issue: { subject: string; body: string }, webUrl: string, unsubscribeToken: string): MailMessage {
  const link = `${webUrl}${withQuery(CONTENT_WEB.newsletterUnsubscribe, { token: unsubscribeToken })}`;
  return {
    to,
    subject: issue.subject,
    text: `${plainText(issue.body)}\n\n—\nUnsubscribe: ${link}`,
    html: `${issue.body}<hr><p style="font-size:12px">You receive this because you subscribed to the Football Jobs newsletter. <a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
  };
}
