import { HttpError } from '../lib/http-error';

/** The service's answer, or undefined when it says 404 (no such object, or not public); other errors propagate. */
export async function orNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}
