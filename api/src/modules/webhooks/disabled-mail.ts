import type { MailMessage } from '../../mail';

/** The email to an endpoint's owner when three days of failures disabled it (docs/webhooks.md). */
export function renderEndpointDisabledMail(input: { to: string; name: string; url: string; lastError: string | null; settingsUrl: string }): MailMessage {
  const subject = 'Your webhook endpoint was disabled';
  const lines = [
    `Hello ${input.name},`,
    '',
    `Deliveries to your webhook endpoint ${input.url} have failed for three days, so we have stopped sending to it.`,
    input.lastError ? `The last attempt: ${input.lastError}` : '',
    '',
    `When the endpoint works again, enable it in your developer settings: ${input.settingsUrl}`,
    'Events recorded meanwhile wait there and are delivered once it is enabled.',
  ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
  const html = lines.map((line) => (line ? `<p>${escape(line)}</p>` : '')).join('\n');
  return { to: input.to, subject, text: lines.join('\n'), html };
}
