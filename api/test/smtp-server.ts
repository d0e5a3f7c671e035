import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process. nodemailer's send resolves only after the server accepted the message,
 * and the api awaits it before answering, so a message is here by the time the HTTP response is.
 */
export async function startSmtpServer(): Promise<{ url: string; messages: ParsedMail[]; takeMessage(): ParsedMail; close(): Promise<void> }> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let consumed = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    takeMessage: () => {
      if (consumed >= messages.length) throw new Error('No (further) message was delivered to the SMTP server');
      return messages[consumed++];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
