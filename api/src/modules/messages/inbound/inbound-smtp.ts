import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { HttpError } from '../../../lib/http-error';
import { checkReplyAddress, createReplyTokens, type ReplyAddressCheck, type ReplyTokenClaims } from '../mail/reply-token';
import { readIncomingReply } from './incoming-reply';
import type { InboundMessages } from './inbound-messages';

/** Replies larger than this (the whole message, attachments included) are refused with 552. */
export const INBOUND_MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface InboundSmtpDeps {
  /** The reply addresses' domain (MAIL_DOMAIN): mail for any other domain is refused. */
  mailDomain: string;
  /** Server secret the reply addresses are signed with (the JWT secret; a key is derived from it). */
  secret: string;
  /** The app's messages module (app.messages). */
  messages: InboundMessages;
  now?: () => Date;
  maxMessageBytes?: number;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void; error(details: object, message: string): void };
  /** smtp-server's protocol log (a bunyan-style logger), e.g. to capture a transcript; none by default. */
  protocolLogger?: SMTPServerOptions['logger'];
}

export interface InboundSmtp {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

type SmtpError = Error & { responseCode: number };
const smtpError = (responseCode: number, message: string): SmtpError => Object.assign(new Error(message), { responseCode });

const REFUSALS: Record<Exclude<ReplyAddressCheck, { ok: true }>['reason'], string> = {
  'unknown-recipient': '5.1.1 No such recipient',
  forged: '5.1.1 No such recipient',
  expired: '5.1.1 This reply address has expired: answer in the conversation on the website',
  revoked: '5.1.1 This reply address is no longer valid: answer in the conversation on the website',
};

/** What the messages module's refusal becomes on the wire: a permanent failure, so the sender gets a bounce. */
function refusalOf(error: HttpError): SmtpError {
  if (error.statusCode === 413) return smtpError(552, `5.3.4 ${error.message}`);
  if (error.statusCode === 415) return smtpError(554, `5.6.1 ${error.message}`);
  if (error.statusCode === 422 || error.statusCode === 400) return smtpError(550, `5.6.0 ${error.message}`);
  return smtpError(550, '5.7.1 You cannot write in this conversation');
}

/**
 * The inbound SMTP listener for replies by email (docs/reply-by-email.md). No AUTH and no relaying: it accepts mail
 * only for valid reply addresses (RCPT TO is answered 550 for anything else: another domain, an unknown, forged,
 * expired or revoked address) and one such address per message. DATA is parsed, the quoted text and signature
 * are stripped, and the reply is posted to the thread as that participant; any refusal answers DATA with a 5xx
 * and writes nothing. A message over the size limit gets 552.
 */
export async function startInboundSmtp(deps: InboundSmtpDeps, listen: { port: number; host?: string }): Promise<InboundSmtp> {
  const tokens = createReplyTokens(deps.secret);
  const now = deps.now ?? (() => new Date());
  const maxBytes = deps.maxMessageBytes ?? INBOUND_MAX_MESSAGE_BYTES;
  const check = (address: string) =>
    checkReplyAddress(address, { tokens, mailDomain: deps.mailDomain, now, replyTokenVersion: (threadId, userId) => deps.messages.replyTokenVersion(threadId, userId) });
  // The reply address of each SMTP transaction (smtp-server gives every MAIL FROM … DATA its own envelope object).
  const recipients = new WeakMap<object, ReplyTokenClaims>();

  const acceptRecipient = async (address: string, session: SMTPServerSession): Promise<void> => {
    const result = await check(address);
    if (!result.ok) {
      deps.log.info({ smtp: session.id, reason: result.reason }, 'reply by email refused at RCPT TO');
      throw smtpError(550, REFUSALS[result.reason]);
    }
    if (recipients.has(session.envelope)) throw smtpError(452, '4.5.3 One reply address per message');
    recipients.set(session.envelope, result.claims);
  };

  const deliver = async (stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> => {
    const claims = recipients.get(session.envelope);
    const reply = await readIncomingReply(stream, maxBytes);
    if (reply.kind === 'too-large') throw smtpError(552, `5.3.4 The message is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit`);
    if (!claims) throw smtpError(503, '5.5.1 No valid recipient');
    if (reply.kind === 'automatic') {
      // RFC 3834: auto-replies (out of office, bounces) are taken and dropped, so no loop and no bounce storm.
      deps.log.info({ smtp: session.id, threadId: claims.threadId }, 'automatic reply by email dropped');
      return 'Automatic reply dropped';
    }
    if (!reply.body && reply.files.length === 0) throw smtpError(550, '5.6.0 The reply is empty once the quoted text is removed');
    // The address may have been revoked since RCPT TO.
    if ((await deps.messages.replyTokenVersion(claims.threadId, claims.userId)) !== claims.version) throw smtpError(550, REFUSALS.revoked);
    try {
      const message = await deps.messages.postAsUser(claims.userId, claims.threadId, { body: reply.body, files: reply.files, viaEmail: true });
      deps.log.info({ smtp: session.id, threadId: claims.threadId, messageId: message.id }, 'reply by email posted');
      return 'Reply added to the conversation';
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) {
        deps.log.info({ smtp: session.id, threadId: claims.threadId, status: error.statusCode }, 'reply by email refused at DATA');
        throw refusalOf(error);
      }
      throw error;
    }
  };

  const server = new SMTPServer({
    name: deps.mailDomain,
    banner: 'replies by email',
    authOptional: true,
    // TLS is terminated by the relay in front of it (docs/reply-by-email.md); there is no account to log in to.
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: deps.protocolLogger ?? false,
    onRcptTo(address, session, callback) {
      acceptRecipient(address.address, session).then(
        () => callback(),
        (error: unknown) => callback(temporaryUnlessSmtp(error, deps, session)),
      );
    },
    onData(stream, session, callback) {
      // deliver() reads the stream to its end first, so the answer always comes after the whole message.
      deliver(stream, session).then(
        (message) => callback(null, message),
        (error: unknown) => callback(temporaryUnlessSmtp(error, deps, session)),
      );
    },
  });
  server.on('error', (error) => deps.log.error({ err: error }, 'inbound SMTP error'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(listen.port, listen.host ?? '0.0.0.0', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A refusal we meant is answered as it is; anything unexpected (the database away) is a 451, so the sender retries. */
function temporaryUnlessSmtp(error: unknown, deps: InboundSmtpDeps, session: SMTPServerSession): SmtpError {
  if (error instanceof Error && typeof (error as Partial<SmtpError>).responseCode === 'number') return error as SmtpError;
  deps.log.error({ err: error, smtp: session.id }, 'reply by email failed; the sender is asked to retry');
  return smtpError(451, '4.3.0 Temporary failure, please try again later');
}
