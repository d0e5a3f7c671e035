import type { MailMessage } from '../../mail';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Sent once per failed renewal invoice; the link opens the retry-payment page of the subscription. */
export function paymentFailedMail(input: { to: string; displayName: string; membership: string; link: string; reason: string }): MailMessage {
  const text = [
    `Hello ${input.displayName},`,
    '',
    `We could not take the renewal payment for your Football Jobs ${input.membership} membership.`,
    `The payment provider said: ${input.reason}`,
    '',
    'Your membership stays active for now. Pay with this link to keep it:',
    '',
    input.link,
    '',
    'If the payment is not made within 14 days, your account goes back to the Free membership.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.displayName)},</p>
<p>We could not take the renewal payment for your Football Jobs ${escapeHtml(input.membership)} membership.</p>
<p>The payment provider said: ${escapeHtml(input.reason)}</p>
<p>Your membership stays active for now. Pay with this link to keep it:</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>If the payment is not made within 14 days, your account goes back to the Free membership.</p>`;
  return { to: input.to, subject: 'Your Football Jobs payment failed', text, html };
}
