import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_INVALID_TYPE_CODE, MESSAGES } from '@fj/shared/constants';
import {
  FILE_TOO_LARGE_CODE,
  fileTooLargeMessage,
  IMAGE_MIME_TYPES,
  PDF_MIME_TYPE,
  UPLOAD_LIMITS,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_PATTERN,
  type UploadKind,
} from '@fj/shared/uploads';
import { reencodeImage } from './image-processing';
import { UploadRejectedError } from './upload-error';

/** A file as received from a multipart request, before any rule ran. */
export interface IncomingUpload {
  kind: UploadKind;
  title: string | undefined;
  bytes: Buffer;
  /** True when the multipart parser stopped reading at its byte cap: the file is larger than any limit. */
  truncated?: boolean;
}

/** A file that passed every rule, ready to store: bytes (re-encoded for images), type by content, checksum. */
export interface AcceptedUpload {
  kind: UploadKind;
  title: string;
  bytes: Buffer;
  mime: string;
  size: number;
  /** SHA-256 of the stored bytes, hex. */
  checksum: string;
}

/** §5: a title with at least one letter or digit; returns it trimmed. */
export function checkUploadTitle(title: string | undefined): string {
  const trimmed = (title ?? '').trim();
  if (!UPLOAD_TITLE_PATTERN.test(trimmed)) {
    throw new UploadRejectedError(422, 'upload-title-invalid', MESSAGES.uploadTitle, 'title');
  }
  if (trimmed.length > UPLOAD_TITLE_MAX_LENGTH) {
    throw new UploadRejectedError(422, 'upload-title-too-long', `Please use at most ${UPLOAD_TITLE_MAX_LENGTH} characters.`, 'title');
  }
  return trimmed;
}

/** A size limit other than the kind's own (message attachments allow larger files), with the message naming it. */
export interface UploadSizeLimit {
  bytes: number;
  message: string;
}

/** §5: the size limit of the kind, with a message that names the MB and asks to make contact for more. */
export function checkUploadSize(kind: UploadKind, size: number, truncated = false, limit?: UploadSizeLimit): void {
  if (size === 0) {
    throw new UploadRejectedError(400, FILE_INVALID_TYPE_CODE, MESSAGES.invalidFileType, 'file');
  }
  if (truncated || size > (limit?.bytes ?? UPLOAD_LIMITS[kind])) {
    throw new UploadRejectedError(413, FILE_TOO_LARGE_CODE, limit?.message ?? fileTooLargeMessage(kind), 'file');
  }
}

const TYPE_MESSAGE: Record<UploadKind, string> = {
  cv: MESSAGES.fileMustBePdf,
  image: MESSAGES.fileMustBeImage,
  other: MESSAGES.invalidFileType,
};

const ACCEPTED_TYPES: Record<UploadKind, readonly string[]> = {
  cv: [PDF_MIME_TYPE],
  image: IMAGE_MIME_TYPES,
  other: [PDF_MIME_TYPE, ...IMAGE_MIME_TYPES],
};

/** §5: the type as read from the file's first bytes (never its name or the client's Content-Type). */
export async function detectUploadType(kind: UploadKind, bytes: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_TYPES[kind].includes(detected.mime)) {
    throw new UploadRejectedError(415, FILE_INVALID_TYPE_CODE, TYPE_MESSAGE[kind], 'file');
  }
  return detected.mime;
}

const isImageMime = (mime: string): boolean => (IMAGE_MIME_TYPES as readonly string[]).includes(mime);

/**
 * Runs every §5 rule in the order a person fixes them (title, size, type) and prepares the bytes to store.
 * Images are re-encoded (metadata stripped, long side capped); an image that does not decode is refused like a
 * wrong type. `sizeLimit` replaces the kind's size limit (message attachments). Throws UploadRejectedError.
 */
export async function acceptUpload(upload: IncomingUpload, sizeLimit?: UploadSizeLimit): Promise<AcceptedUpload> {
  const title = checkUploadTitle(upload.title);
  checkUploadSize(upload.kind, upload.bytes.length, upload.truncated, sizeLimit);
  const detectedMime = await detectUploadType(upload.kind, upload.bytes);

  let bytes = upload.bytes;
  let mime = detectedMime;
  if (isImageMime(detectedMime)) {
    try {
      ({ bytes, mime } = await reencodeImage(upload.bytes, detectedMime));
    } catch {
      throw new UploadRejectedError(415, FILE_INVALID_TYPE_CODE, TYPE_MESSAGE[upload.kind], 'file');
    }
  }
  return {
    kind: upload.kind,
    title,
    bytes,
    mime,
    size: bytes.length,
    checksum: createHash('sha256').update(bytes).digest('hex'),
  };
}
