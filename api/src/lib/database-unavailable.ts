/**
 * Recognises the errors that mean "the database cannot be reached right now" (server down, restarting, network cut,
 * pool exhausted) as opposed to a bug or a bad query, so the API can answer 503 + Retry-After instead of 500.
 * The pg pool drops broken connections and opens new ones on the next query, so recovery needs no restart.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable because its database cannot be reached. Please try again in a few seconds.';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as ErrorLike;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SERVER_STATES.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.message === 'string' && PG_CONNECTION_MESSAGES.some((text) => (e.message as string).includes(text))) return true;
  // Node reports a refused dual-stack connect as an AggregateError of the per-address failures.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
