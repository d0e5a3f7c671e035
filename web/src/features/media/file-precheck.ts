import {
  IMAGE_MIME_TYPES,
  MESSAGES,
  PDF_MIME_TYPE,
  UPLOAD_LIMITS,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_TITLE_PATTERN,
  fileTooLargeMessage,
  type UploadKind,
} from '@fj/shared';

/**
 * Client-side §5 checks before an upload starts, so a person learns at once that a file is too big or of the wrong
 * kind. The browser only knows the type from the name; the server checks the bytes and remains the authority.
 */
export function uploadTitleProblem(title: string): string | undefined {
  return UPLOAD_TITLE_PATTERN.test(title) ? undefined : MESSAGES.uploadTitle;
}

/** A readable title from a file name ('match_day-cv.v2.pdf' → 'match day cv v2'); '' when nothing usable is left. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]{1,8}$/, '');
  const words = base.replace(/[_.\-+]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, UPLOAD_TITLE_MAX_LENGTH).trim();
  return UPLOAD_TITLE_PATTERN.test(words) ? words : '';
}

export function uploadFileProblem(kind: UploadKind, file: File | null | undefined): string | undefined {
  if (!file) return MESSAGES.required;
  const type = file.type.toLowerCase();
  if (kind === 'cv' && type !== PDF_MIME_TYPE) return MESSAGES.fileMustBePdf;
  if (kind === 'image' && !(IMAGE_MIME_TYPES as readonly string[]).includes(type)) return MESSAGES.fileMustBeImage;
  if (kind === 'other' && type !== PDF_MIME_TYPE && !(IMAGE_MIME_TYPES as readonly string[]).includes(type)) {
    return MESSAGES.invalidFileType;
  }
  if (file.size > UPLOAD_LIMITS[kind]) return fileTooLargeMessage(kind);
  return undefined;
}

const TOO_LARGE = /^File is too large: the maximum size is (\d+) MB\./;

/** Known upload messages (ours and the server's) in the page's language; anything else as it came. */
export function uploadMessageKey(message: string): { key: string; values?: Record<string, unknown> } | undefined {
  switch (message) {
    case MESSAGES.uploadTitle:
      return { key: 'media.titleAlphanumeric' };
    case MESSAGES.fileMustBePdf:
      return { key: 'media.mustBePdf' };
    case MESSAGES.fileMustBeImage:
      return { key: 'media.mustBeImage' };
    case MESSAGES.invalidFileType:
      return { key: 'media.invalidType' };
    default: {
      const tooLarge = TOO_LARGE.exec(message);
      return tooLarge ? { key: 'media.tooLarge', values: { mb: Number(tooLarge[1]) } } : undefined;
    }
  }
}

