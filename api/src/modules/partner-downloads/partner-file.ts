import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_INVALID_TYPE_CODE, PARTNER_DOWNLOAD_LIMITS, PARTNER_DOWNLOAD_MAX_BYTES, PARTNER_DOWNLOAD_MESSAGES, PARTNER_DOWNLOAD_MIME_TYPES } from '@fj/shared';
import { UploadRejectedError } from '../media/upload-error';
import { missingFile, readMultipartParts, type MultipartLimits, type MultipartUpload } from '../media/multipart-upload';
import { checkUploadSize } from '../media/upload-rules';

/** The multipart caps of the upload route: one file up to the limit plus one byte (so too large is seen), six fields. */
export const PARTNER_MULTIPART_LIMITS: MultipartLimits = {
  fileSize: PARTNER_DOWNLOAD_MAX_BYTES,
  files: 1,
  fields: 8,
  // A description of 2,000 characters in any script, in UTF-8.
  fieldSize: PARTNER_DOWNLOAD_LIMITS.description * 4 + 100,
  parts: 10,
};

/** Reads the `file` part and the text fields of `POST /admin-api/partner-downloads`. */
export const readPartnerUpload = (request: FastifyRequest): Promise<MultipartUpload> => readMultipartParts(request, PARTNER_MULTIPART_LIMITS);

export interface CheckedPartnerFile {
  bytes: Buffer;
  mime: string;
}

/**
 * The media module's rules with this feature's own size and types: no file or an empty one (400), over 20 MB (413),
 * a type other than PDF, Office or OpenDocument as read from the bytes (415).
 */
export async function checkPartnerFile(file: MultipartUpload['file']): Promise<CheckedPartnerFile> {
  if (!file) throw missingFile();
  checkUploadSize('other', file.bytes.length, file.truncated, { bytes: PARTNER_DOWNLOAD_MAX_BYTES, message: PARTNER_DOWNLOAD_MESSAGES.fileTooLarge });
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !(PARTNER_DOWNLOAD_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw new UploadRejectedError(415, FILE_INVALID_TYPE_CODE, PARTNER_DOWNLOAD_MESSAGES.fileType, 'file');
  }
  return { bytes: file.bytes, mime: detected.mime };
}
