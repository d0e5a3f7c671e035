import type { FastifyRequest } from 'fastify';
import { FILE_INVALID_TYPE_CODE, MESSAGES, UPLOAD_LIMITS, type UploadKind } from '@fj/shared';
import { assertNoNul } from '../../plugins/input-bounds';
import { UploadRejectedError } from './upload-error';

/** One uploaded file with its text fields, read from a multipart/form-data request. */
export interface MultipartUpload {
  /** `filename` is the client's name, kept only where a feature shows it as a title. */
  file?: { bytes: Buffer; truncated: boolean; filename: string };
  fields: Record<string, string>;
}

/** busboy's caps for one request: the file's limit plus one byte (so an oversized file is known), and the fields. */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

const FILE_FIELD = 'file';
const MAX_FIELD_BYTES = 1000;

/**
 * Reads the `file` part (at most the kind's size limit plus one byte, so an oversized file is known without
 * buffering all of it) and the text fields. The client's file name and Content-Type are ignored on purpose:
 * the type is read from the bytes and the storage key is generated.
 */
export async function readMultipartUpload(request: FastifyRequest, kind: UploadKind): Promise<MultipartUpload> {
  return readMultipartParts(request, { fileSize: UPLOAD_LIMITS[kind], files: 1, fields: 10, fieldSize: MAX_FIELD_BYTES, parts: 12 });
}

/** The same reading with a feature's own caps (partner downloads, contract advice); `fieldNames` is named in the 400. */
export async function readMultipartParts(request: FastifyRequest, limits: MultipartLimits, fieldNames = 'file and title'): Promise<MultipartUpload> {
  if (!request.isMultipart()) {
    throw new UploadRejectedError(400, 'multipart-required', `Please send the file as multipart/form-data with the fields ${fieldNames}.`, 'file');
  }
  const upload: MultipartUpload = { fields: {} };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === FILE_FIELD) upload.file = { bytes, truncated: part.file.truncated, filename: part.filename };
    } else if (typeof part.value === 'string') {
      // Text fields are read here, not by the route schema: the same NUL rule as every other field.
      upload.fields[part.fieldname] = assertNoNul(part.value, part.fieldname);
    }
  }
  return upload;
}

/** A missing file part is reported like a wrong type: the form shows it under the file input. */
export function missingFile(): UploadRejectedError {
  return new UploadRejectedError(400, FILE_INVALID_TYPE_CODE, MESSAGES.invalidFileType, 'file');
}
