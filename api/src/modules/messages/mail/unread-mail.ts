import type { MailMessage } from '../../../mail';
import { escapeHtml, fill, mailDocument, mailText } from '../../../mail/text';
import { intlLocale, type Locale } from '../../../i18n/locale';
import type { Recipient, UnreadMessage } from './message-mail.repo';

export interface UnreadMailInput {
  recipient: Recipient;
  /** What the thread is about for this reader (e.g. the job title and the employer), when its context says. */
  about: { title: string; subtitle: string } | null;
  messages: readonly UnreadMessage[];
  /** Unread messages by others newer than the last email, of which `messages` are the newest. */
  total: number;
  threadUrl: string;
  replyTo: string;
  intervalMinutes: number;
}

/** A message's time as one line says it, in UTC (the mail run does not know the reader's time zone). */
const timeOf = (date: Date, locale: Locale) =>
  `${new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

const listOf = (names: readonly string[], locale: Locale) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);

/**
 * One email about the unread messages of one thread, in the reader's language: each message with its author and
 * time (the text as written, never as HTML), a link to the thread and the note that replying to the email works.
 * Its Reply-To is the reader's own signed reply address.
 */
export function unreadMessagesMail(input: UnreadMailInput): MailMessage {
  const { locale } = input.recipient;
  const t = mailText(locale);
  const authorOf = (message: UnreadMessage) => message.authorName ?? t.common.signature;
  const authors = [...new Set(input.messages.map(authorOf))];
  const who =
    input.total === 1 ? fill(t.messageMail.subjectOne, { name: authors[0] ?? t.common.signature }) : fill(t.messageMail.subjectOther, { count: input.total, names: listOf(authors, locale) });
  const subject = input.about ? `${who} — ${input.about.title}` : who;
  const about = input.about && fill(t.messageMail.about, { title: input.about.title, subtitle: input.about.subtitle });
  const earlier = input.total - input.messages.length;
  const hello = input.recipient.name ? fill(t.common.hello, { name: input.recipient.name }) : t.common.helloNoName;
  const lines = (message: UnreadMessage) => [
    fill(t.messageMail.at, { name: authorOf(message), time: timeOf(message.createdAt, locale) }),
    message.body,
    ...(message.attachmentTitles.length ? [fill(t.messageMail.attachments, { files: message.attachmentTitles.join(', ') })] : []),
  ];

  const text = [
    hello,
    '',
    t.messageMail.intro,
    ...(about ? [about] : []),
    '',
    ...(earlier > 0 ? [fill(t.messageMail.earlier, { count: earlier }), ''] : []),
    ...input.messages.flatMap((message) => [...lines(message), '']),
    `${t.messageMail.open}: ${input.threadUrl}`,
    '',
    t.messageMail.replyHint,
    fill(t.messageMail.why, { minutes: input.intervalMinutes }),
  ].join('\n');

  const html = mailDocument(
    locale,
    [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(t.messageMail.intro)}</p>`,
      about ? `<p dir="auto"><strong>${escapeHtml(about)}</strong></p>` : '',
      earlier > 0 ? `<p>${escapeHtml(fill(t.messageMail.earlier, { count: earlier }))}</p>` : '',
      ...input.messages.map((message) => {
        const [heading, body, ...rest] = lines(message);
        return `<p><strong dir="auto">${escapeHtml(heading)}</strong></p><p dir="auto" style="white-space:pre-wrap">${escapeHtml(body)}</p>${rest.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`;
      }),
      `<p><a href="${escapeHtml(input.threadUrl)}">${escapeHtml(t.messageMail.open)}</a></p>`,
      `<p>${escapeHtml(t.messageMail.replyHint)}</p>`,
      `<p style="color:#666">${escapeHtml(fill(t.messageMail.why, { minutes: input.intervalMinutes }))}</p>`,
    ].join(''),
  );
  return { to: input.recipient.email, subject, text, html, replyTo: input.replyTo };
}
