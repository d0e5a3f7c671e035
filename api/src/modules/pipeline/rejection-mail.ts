import { renderMergeFields, type EmailMergeValues } from '@fj/shared';
import type { MailMessage } from '../../mail';
import { sanitizeRichText } from '../../lib/rich-text';
import { htmlToText } from '../candidates/html-to-text';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const looksLikeHtml = (body: string) => /<\/?[a-z][\s\S]*>/i.test(body);

/**
 * A template (subject + body with {candidate_name}, {job_title}, {company_name}) rendered for one candidate.
 * The body may be rich text (sanitized) or plain text (escaped, line breaks kept); merge values are escaped in
 * HTML, so a candidate's name can never inject markup.
 */
export function renderTemplateMail(to: string, subject: string, body: string, values: EmailMergeValues): MailMessage {
  const htmlBody = looksLikeHtml(body) ? sanitizeRichText(body) : `<p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>`;
  const html = renderMergeFields(htmlBody, values, escapeHtml);
  return {
    to,
    subject: renderMergeFields(subject, values).replace(/[\r\n]+/g, ' ').slice(0, 255),
    html,
    text: htmlToText(html),
  };
}
