import { HttpError } from '../../lib/http-error';

/**
 * An upload refused by a §5 rule: the HTTP status, a stable machine code (`file-invalid-type`,
 * `file-too-large`, …) and the form field the message belongs under (`errors: { file | title: message }`).
 */
export class UploadRejectedError extends HttpError {
  constructor(
    statusCode: 400 | 413 | 415 | 422,
    code: string,
    message: string,
    readonly field: 'file' | 'title',
  ) {
    super(statusCode, message, { [field]: message }, code);
    this.name = 'UploadRejectedError';
  }
}
