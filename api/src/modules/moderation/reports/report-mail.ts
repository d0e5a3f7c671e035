import type { MailMessage } from '../../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../../mail/text';
import type { Locale } from '../../../i18n/locale';

export type ReportOutcome = 'hidden' | 'suspended' | 'dismissed';

/** The reporter told what became of their report, in their language. */
export function reportOutcomeMail(input: { to: string; name: string | null; label: string; outcome: ReportOutcome; note: string; locale: Locale }): MailMessage {
  const t = mailText(input.locale);
  const r = t.reportOutcome;
  const hello = input.name ? fill(t.common.hello, { name: input.name }) : t.common.helloNoName;
  const helloHtml = input.name ? fillHtml(t.common.hello, { name: escapeHtml(input.name) }) : escapeHtml(t.common.helloNoName);
  const label = `<span dir="auto">${escapeHtml(input.label)}</span>`;
  const note = input.note ? fill(r.note, { note: input.note }) : '';
  return {
    to: input.to,
    subject: fill(r.subject, { label: input.label }).replace(/[\r\n]+/g, ' '),
    text: [hello, '', fill(r.thanks, { label: input.label }), r[input.outcome], ...(note ? [note] : []), '', r.closing, t.common.signature].join('\n'),
    html: mailDocument(
      input.locale,
      `<p>${helloHtml}</p><p>${fillHtml(r.thanks, { label })}</p><p>${escapeHtml(r[input.outcome])}</p>` +
        (input.note ? `<p>${fillHtml(r.note, { note: `<span dir="auto">${escapeHtml(input.note)}</span>` })}</p>` : '') +
        `<p>${escapeHtml(r.closing)}<br>${escapeHtml(t.common.signature)}</p>`,
    ),
  };
}
