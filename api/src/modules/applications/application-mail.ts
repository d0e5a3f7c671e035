import type { MailMessage } from '../../mail';

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
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The application as an email to a job that receives applicants by email. Everything the candidate typed is
 * escaped; the CV stays behind the media access check (the employer's team opens it signed in).
 */
export function applicationMail(input: ApplicationMailInput): MailMessage {
  const subject = `New application: ${input.jobTitle} — ${input.candidateName}`;
  const answerLines = input.answers.map((entry) => `${entry.question}\n${entry.answer || '(no answer)'}`);
  const text = [
    `${input.candidateName} <${input.candidateEmail}> applied for ${input.jobTitle} (${input.jobUrl}).`,
    '',
    `CV: "${input.cvTitle}" — open it with the application in your employer area: ${input.employerAreaUrl}`,
    ...(input.coverNote ? ['', 'Cover note:', input.coverNote] : []),
    ...(answerLines.length ? ['', 'Screening questions:', ...answerLines] : []),
  ].join('\n');
  const html = [
    `<p><strong>${escapeHtml(input.candidateName)}</strong> &lt;${escapeHtml(input.candidateEmail)}&gt; applied for `,
    `<a href="${escapeHtml(input.jobUrl)}">${escapeHtml(input.jobTitle)}</a>.</p>`,
    `<p>CV: “${escapeHtml(input.cvTitle)}” — open it with the application in <a href="${escapeHtml(input.employerAreaUrl)}">your employer area</a>.</p>`,
    input.coverNote ? `<h3>Cover note</h3><p>${escapeHtml(input.coverNote).replace(/\n/g, '<br>')}</p>` : '',
    input.answers.length
      ? `<h3>Screening questions</h3><dl>${input.answers
          .map((entry) => `<dt>${escapeHtml(entry.question)}</dt><dd>${escapeHtml(entry.answer || '(no answer)')}</dd>`)
          .join('')}</dl>`
      : '',
  ].join('');
  return { to: input.to, subject, text, html };
}
