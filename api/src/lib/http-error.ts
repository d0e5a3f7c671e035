/** An error whose status, message and field errors are meant for the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** A stable machine code for clients (e.g. `file-invalid-type`), sent as `code`. */
    readonly code?: string,
    /** Sent as `Retry-After` (seconds) on 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** Further fields of the error body beside `code` (e.g. a safeguarding refusal's `refusal` and `link`). */
  extra?: Readonly<Record<string, string>>;
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
/** 429 with the seconds after which a retry can succeed (sent as `Retry-After`). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, 'too-many-requests', Math.max(1, Math.ceil(retryAfterSeconds)));
export const serviceUnavailable = (message: string, retryAfterSeconds: number, code?: string) =>
  new HttpError(503, message, undefined, code, Math.max(1, Math.ceil(retryAfterSeconds)));
export const notImplemented = (message: string) => new HttpError(501, message);
