/**
 * An upload refused by a §5 rule. Carries the HTTP status, a stable machine code (e.g. `file-invalid-type`) and
 * the form field the message belongs under, so the error handler can answer
 * `{ success: false, statusCode, error: code, message, errors: { [field]: message } }`.
 */
export class UploadRejectedError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415 | 422,
    readonly code: string,
    message: string,
    readonly field: 'file' | 'title',
  ) {
    super(message);
    this.name = 'UploadRejectedError';
  }

  get errors(): Record<string, string> {
    return { [this.field]: this.message };
  }
}
