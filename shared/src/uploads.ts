/**
 * §5 upload rules shared by the upload forms (web) and the upload routes (api). The spec does not give the size
 * limits; these are our decision (see docs/candidate-area.md).
 */

const MB = 1024 * 1024;

/** What an upload is for; decides the accepted types and the size limit. */
export const UPLOAD_KINDS = ['cv', 'image', 'other'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Maximum size in whole megabytes per kind (the number the 413 message names). */
export const UPLOAD_LIMITS_MB: Readonly<Record<UploadKind, number>> = {
  cv: 5,
  image: 3,
  other: 5,
};

/** Maximum size in bytes per kind. */
export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  cv: UPLOAD_LIMITS_MB.cv * MB,
  image: UPLOAD_LIMITS_MB.image * MB,
  other: UPLOAD_LIMITS_MB.other * MB,
};

/** The largest limit of any kind: the multipart parser's hard cap (the exact per-kind check comes after). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/** Image types accepted for pictures (checked by the file's bytes, not its name). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PDF_MIME_TYPE = 'application/pdf';

/** Longest side of a stored picture, in pixels; larger images are scaled down on upload. */
export const IMAGE_MAX_DIMENSION_PX = 1024;

export const UPLOAD_TITLE_MAX_LENGTH = 200;

/** §5: a title must contain at least one letter or digit (any script). */
export const UPLOAD_TITLE_PATTERN = /[\p{L}\p{N}]/u;

export const FILE_TOO_LARGE_CODE = 'file-too-large';

/** §5: the maximum size message names the MB and asks the user to make contact for larger files. */
export function fileTooLargeMessage(kind: UploadKind): string {
  return `File is too large: the maximum size is ${UPLOAD_LIMITS_MB[kind]} MB. Please contact us to upload a larger file.`;
}

/** The `accept` attribute of a file input for each kind. */
export const UPLOAD_ACCEPT: Readonly<Record<UploadKind, string>> = {
  cv: PDF_MIME_TYPE,
  image: IMAGE_MIME_TYPES.join(','),
  other: [PDF_MIME_TYPE, ...IMAGE_MIME_TYPES].join(','),
};
