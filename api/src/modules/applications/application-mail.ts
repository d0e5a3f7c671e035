import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';
import type { Locale } from '../../i18n/locale';

export interface ApplicationMailInput {
  to: string;
  jobTitle: string;
  jobUrl: string;
  candidateName: string;
  candidateEmail: string;
  cvTitle: string;
  /** Where the employer's team reads the application and opens the CV, signed in. */
  employerAreaUrl: string;
  coverNote: string;
  answers: { question: string; answer: string }[];
  /** The employer's language (the organisation owner's). */
  locale: Locale;
}

/**
 * The application as an email to a job that receives applicants by email, in the employer's language. Everything
 * the candidate typed is escaped and kept as written; the CV stays behind the media access check (the employer's team
 * opens it signed in).
 */
export function applicationMail(input: ApplicationMailInput): MailMessage {
  const t = mailText(input.locale);
  const subject = fill(t.application.subject, { job: input.jobTitle, candidate: input.candidateName });
  const answerLines = input.answers.map((entry) => `${entry.question}\n${entry.answer || t.application.noAnswer}`);
  const text = [
    fill(t.application.applied, { candidate: input.candidateName, email: input.candidateEmail, job: `${input.jobTitle} (${input.jobUrl})` }),
    '',
    fill(t.application.cv, { cv: input.cvTitle, area: `${t.application.area}: ${input.employerAreaUrl}` }),
    ...(input.coverNote ? ['', `${t.application.coverNote}:`, input.coverNote] : []),
    ...(answerLines.length ? ['', `${t.application.screening}:`, ...answerLines] : []),
  ].join('\n');
  const data = (value: string) => `<span dir="auto">${escapeHtml(value)}</span>`;
  const html = mailDocument(
    input.locale,
    [
      `<p>${fillHtml(t.application.applied, {
        candidate: `<strong dir="auto">${escapeHtml(input.candidateName)}</strong>`,
        email: `<span dir="ltr">${escapeHtml(input.candidateEmail)}</span>`,
        job: `<a href="${escapeHtml(input.jobUrl)}" dir="auto">${escapeHtml(input.jobTitle)}</a>`,
      })}</p>`,
      `<p>${fillHtml(t.application.cv, { cv: data(input.cvTitle), area: `<a href="${escapeHtml(input.employerAreaUrl)}">${escapeHtml(t.application.area)}</a>` })}</p>`,
      input.coverNote ? `<h3>${escapeHtml(t.application.coverNote)}</h3><p dir="auto">${escapeHtml(input.coverNote).replace(/\n/g, '<br>')}</p>` : '',
      input.answers.length
        ? `<h3>${escapeHtml(t.application.screening)}</h3><dl>${input.answers
            .map((entry) => `<dt dir="auto">${escapeHtml(entry.question)}</dt><dd dir="auto">${escapeHtml(entry.answer || t.application.noAnswer)}</dd>`)
            .join('')}</dl>`
        : '',
    ].join(''),
  );
  return { to: input.to, subject, text, html };
}
