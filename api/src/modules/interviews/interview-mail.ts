import type { MailMessage } from '../../mail';
import { escapeHtml, fill, mailDocument, mailText, type MailText } from '../../mail/text';
import { intlLocale, isLocale, type Locale } from '../../i18n/locale';
import type { InterviewDetailRow, Recipient } from './interviews.repo';

type Texts = MailText['interviewMail'];

export const localeOf = (person: Recipient): Locale => (isLocale(person.locale) ? person.locale : 'en');

/** A moment in the reader's zone and language, with the zone named: "Tuesday 1 December 2026, 10:00 (Europe/London)". */
export function formatInZone(moment: Date, locale: Locale, timezone: string | null): string {
  const zone = timezone ?? 'UTC';
  const text = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone,
  }).format(moment);
  return `${text} (${zone})`;
}

const kindOf = (t: Texts, kind: InterviewDetailRow['kind']) => ({ phone: t.kindPhone, video: t.kindVideo, onsite: t.kindOnsite })[kind];

export interface MailBody {
  subject: string;
  /** Paragraphs of text (data already filled in). */
  lines: string[];
  /** Times to list under the paragraphs. */
  list?: string[];
  link?: { label: string; url: string };
}

/** A plain email from paragraphs, a list and a link: the same words in the text and the HTML part. */
export function composeMail(to: Recipient, body: MailBody, invite?: MailMessage['icalEvent']): MailMessage {
  const locale = localeOf(to);
  const t = mailText(locale);
  const greeting = fill(t.common.hello, { name: to.name });
  const text = [
    greeting,
    '',
    ...body.lines,
    ...(body.list?.length ? ['', ...body.list.map((item) => `- ${item}`)] : []),
    ...(body.link ? ['', `${body.link.label}: ${body.link.url}`] : []),
    '',
    t.common.signature,
  ].join('\n');
  const html = mailDocument(
    locale,
    [
      `<p dir="auto">${escapeHtml(greeting)}</p>`,
      ...body.lines.map((line) => `<p dir="auto">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`),
      body.list?.length ? `<ul>${body.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
      body.link ? `<p><a href="${escapeHtml(body.link.url)}">${escapeHtml(body.link.label)}</a></p>` : '',
      `<p>${escapeHtml(t.common.signature)}</p>`,
    ].join(''),
  );
  return { to: to.email, subject: body.subject.replace(/[\r\n]+/g, ' ').slice(0, 255), text, html, ...(invite ? { icalEvent: invite } : {}) };
}

/** The sentences every interview email shares, in the reader's language and zone. */
export function interviewWords(interview: InterviewDetailRow, reader: Recipient) {
  const locale = localeOf(reader);
  const t = mailText(locale).interviewMail;
  const at = (moment: Date) => formatInZone(moment, locale, reader.timezone);
  const names = { job: interview.job_title, employer: interview.employer_name, candidate: interview.candidate_name, kind: kindOf(t, interview.kind), minutes: interview.duration_minutes };
  /** When (unless `withTime` is false: an offer of times lists them instead), where or the call's link, the message. */
  const details = (withTime = true): string[] => {
    const lines: string[] = [];
    if (withTime && interview.booked_start) lines.push(fill(t.when, { time: at(interview.booked_start), minutes: interview.duration_minutes }));
    if (interview.kind === 'video' && interview.video_url) lines.push(fill(t.video, { url: interview.video_url }));
    else if (interview.location) lines.push(fill(t.where, { place: interview.location }));
    if (interview.message.trim()) lines.push(fill(t.message, { message: interview.message.trim() }));
    return lines;
  };
  return { t, at, names, details, fill };
}
