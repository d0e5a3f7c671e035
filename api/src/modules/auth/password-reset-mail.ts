import type { MailMessage } from '../../mail';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function passwordResetMail(input: { to: string; displayName: string; link: string; validMinutes: number }): MailMessage {
  const text = [
    `Hello ${input.displayName},`,
    '',
    'Someone asked to reset the password of your Football Jobs account.',
    `Open this link within ${input.validMinutes} minutes to choose a new password (it works once):`,
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this email: your password stays the same.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.displayName)},</p>
<p>Someone asked to reset the password of your Football Jobs account.</p>
<p>Open this link within ${input.validMinutes} minutes to choose a new password (it works once):</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>If you did not ask for this, ignore this email: your password stays the same.</p>`;
  return { to: input.to, subject: 'Reset your Football Jobs password', text, html };
}
