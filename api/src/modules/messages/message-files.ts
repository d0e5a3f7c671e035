import type { FastifyRequest } from 'fastify';
import { MESSAGE_LIMITS, UPLOAD_TITLE_MAX_LENGTH, UPLOAD_TITLE_PATTERN } from '@fj/shared';
import { HttpError } from '../../lib/http-error';
import { assertNoNul } from '../../plugins/input-bounds';
import { acceptUpload, type AcceptedUpload, type UploadSizeLimit } from '../media/upload-rules';
import { UploadRejectedError } from '../media/upload-error';

/** A file someone attaches to a message (from the web form or an email), before any rule ran. */
export interface IncomingFile {
  filename: string;
  mime?: string;
  bytes: Buffer;
  /** The multipart reader stopped at the size cap: the file is larger than allowed. */
  truncated?: boolean;
}

export const ATTACHMENT_MAX_BYTES = MESSAGE_LIMITS.attachmentMaxMb * 1024 * 1024;

const ATTACHMENT_SIZE: UploadSizeLimit = {
  bytes: ATTACHMENT_MAX_BYTES,
  message: `File is too large: the maximum size is ${MESSAGE_LIMITS.attachmentMaxMb} MB per attachment.`,
};

export const tooManyFiles = () =>
  new HttpError(422, `Please attach at most ${MESSAGE_LIMITS.attachmentsMax} files.`, { files: `Please attach at most ${MESSAGE_LIMITS.attachmentsMax} files.` }, 'too-many-files');

/** The attachment's title is its file name without folders, or a neutral one when the name has no letter or digit. */
export function attachmentTitle(filename: string, position: number): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}]/gu, '').trim().slice(0, UPLOAD_TITLE_MAX_LENGTH).trim();
  return UPLOAD_TITLE_PATTERN.test(base) ? base : `Attachment ${position + 1}`;
}

/**
 * Runs the media module's upload rules (size, type by content, images re-encoded) on every file before anything is
 * stored, so one bad file refuses the whole message. Documents and pictures are accepted (the `other` kind).
 */
export async function acceptAttachments(files: readonly IncomingFile[]): Promise<AcceptedUpload[]> {
  if (files.length > MESSAGE_LIMITS.attachmentsMax) throw tooManyFiles();
  const accepted: AcceptedUpload[] = [];
  for (const [position, file] of files.entries()) {
    try {
      accepted.push(await acceptUpload({ kind: 'other', title: attachmentTitle(file.filename, position), bytes: file.bytes, truncated: file.truncated }, ATTACHMENT_SIZE));
    } catch (error) {
      // Reported under `files`, naming the file, so the form can say which one to replace.
      if (error instanceof UploadRejectedError) {
        const message = `${attachmentTitle(file.filename, position)}: ${error.message}`;
        throw new HttpError(error.statusCode, message, { files: message }, error.code);
      }
      throw error;
    }
  }
  return accepted;
}

/** Multipart caps: each file part up to the attachment limit plus one byte is read; the body field bounded in bytes. */
export const MULTIPART_LIMITS = {
  fileSize: ATTACHMENT_MAX_BYTES,
  // One more than allowed, so a sixth file is seen and refused rather than silently dropped.
  files: MESSAGE_LIMITS.attachmentsMax + 1,
  fields: 5,
  fieldSize: MESSAGE_LIMITS.bodyMaxLength * 4 + 1000,
  parts: MESSAGE_LIMITS.attachmentsMax + 6,
};

/** Reads a multipart message: the `body` field and up to five `files` parts. A sixth file is refused at once. */
export async function readMultipartMessage(request: FastifyRequest): Promise<{ body: string; files: IncomingFile[] }> {
  const files: IncomingFile[] = [];
  let body = '';
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files') {
        await part.toBuffer();
        continue;
      }
      if (files.length === MESSAGE_LIMITS.attachmentsMax) throw tooManyFiles();
      const bytes = await part.toBuffer();
      files.push({ filename: part.filename, mime: part.mimetype, bytes, truncated: part.file.truncated });
    } else if (part.fieldname === 'body' && typeof part.value === 'string') {
      body = assertNoNul(part.value, 'body');
    }
  }
  return { body, files };
}
