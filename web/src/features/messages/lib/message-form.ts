import { MESSAGE_LIMITS } from './limits';

/** A problem of the composer, as an i18n key (under `messages.composer.errors`) with its values. */
export interface ComposerProblem {
  key: string;
  values?: Record<string, string | number>;
}

export interface ComposerValues {
  body: string;
  files: readonly File[];
}

/** The text: required unless files go with it, at most 5,000 characters. */
export function bodyProblem({ body, files }: ComposerValues): ComposerProblem | undefined {
  if (!body.trim() && files.length === 0) return { key: 'messages.composer.errors.bodyRequired' };
  if (body.trim().length > MESSAGE_LIMITS.bodyMax) return { key: 'messages.composer.errors.bodyTooLong', values: { max: MESSAGE_LIMITS.bodyMax } };
  return undefined;
}

/** The attachments, checked before anything is sent: at most 5, each at most 10 MB. */
export function filesProblem(files: readonly File[]): ComposerProblem | undefined {
  if (files.length > MESSAGE_LIMITS.files) return { key: 'messages.composer.errors.tooManyFiles', values: { max: MESSAGE_LIMITS.files } };
  const tooLarge = files.find((file) => file.size > MESSAGE_LIMITS.fileBytes);
  if (tooLarge) return { key: 'messages.composer.errors.fileTooLarge', values: { name: tooLarge.name, mb: MESSAGE_LIMITS.fileMb } };
  return undefined;
}
