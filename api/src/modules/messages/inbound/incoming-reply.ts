import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { IncomingFile } from '..';
import { replyTextOf } from './reply-text';

export type IncomingReply =
  | { kind: 'reply'; body: string; files: IncomingFile[] }
  /** An auto-reply, a bounce or list traffic (RFC 3834): never posted. */
  | { kind: 'automatic' }
  | { kind: 'too-large' };

/** Reads the whole DATA stream (it must be drained before SMTP answers), keeping at most `maxBytes` of it. */
async function readUpTo(stream: Readable & { sizeExceeded?: boolean }, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total <= maxBytes) chunks.push(chunk as Buffer);
  }
  return total > maxBytes || stream.sizeExceeded ? undefined : Buffer.concat(chunks);
}

const header = (mail: ParsedMail, name: string): string => {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value.toLowerCase() : value === undefined ? '' : JSON.stringify(value).toLowerCase();
};

function isAutomatic(mail: ParsedMail): boolean {
  const autoSubmitted = header(mail, 'auto-submitted');
  return (
    (autoSubmitted !== '' && autoSubmitted !== 'no') ||
    mail.headers.has('x-autoreply') ||
    mail.headers.has('x-autorespond') ||
    ['bulk', 'junk', 'list', 'auto_reply'].includes(header(mail, 'precedence')) ||
    header(mail, 'content-type').includes('multipart/report')
  );
}

/**
 * A reply by email as the messages module takes it: the text part (mailparser converts an HTML-only message to
 * text) without quotes or signature, and the attached files. Images an HTML body shows inline (a signature's logo)
 * are not attachments.
 */
export async function readIncomingReply(stream: Readable & { sizeExceeded?: boolean }, maxBytes: number): Promise<IncomingReply> {
  const raw = await readUpTo(stream, maxBytes);
  if (!raw) return { kind: 'too-large' };
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  if (isAutomatic(mail)) return { kind: 'automatic' };
  const files = mail.attachments
    .filter((attachment) => !attachment.related)
    .map((attachment): IncomingFile => ({ filename: attachment.filename ?? 'attachment', mime: attachment.contentType, bytes: attachment.content }));
  return { kind: 'reply', body: replyTextOf(mail.text ?? ''), files };
}
