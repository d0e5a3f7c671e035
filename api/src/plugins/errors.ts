import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { translateApiMessage, translateFieldErrors } from '../i18n/api-messages';
import { requestLocale } from '../i18n/request-locale';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../lib/database-unavailable';
import { HttpError } from '../lib/http-error';
import { FormRuleError } from '../lib/validate-form';

export interface ErrorBody {
  success: false;
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
  /** A stable machine code where one exists (e.g. `file-invalid-type`). */
  code?: string;
}

/**
 * Postgres errors caused by what the client sent (a value the column cannot hold), answered 400 as a safety net
 * behind the schema bounds (plugins/input-bounds.ts): 22P02 invalid text representation, 22003 numeric out of
 * range, 22021 invalid byte sequence (NUL), 22001 string too long, 22007/22008 bad or out-of-range date, 2201W/2201X
 * bad LIMIT/OFFSET, 22023 invalid parameter value, 2202E array subscript, 54000 program limit (e.g. a value too
 * large to index), 42P18/42804 a parameter of an unusable type.
 */
const CLIENT_FAULT_SQLSTATES = new Set(['22P02', '22003', '22021', '22001', '22007', '22008', '2201W', '2201X', '22023', '2202E', '54000', '42P18', '42804']);
const isClientFaultDatabaseError = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && CLIENT_FAULT_SQLSTATES.has(code) && 'severity' in (error as object);
};

/** Seconds a client should wait before retrying when an answer does not say otherwise (every 429 and 503 says). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

const sendError = (
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
  code?: string,
  retryAfterSeconds?: number,
  extra?: Readonly<Record<string, string>>,
) => {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  else if ((statusCode === 429 || statusCode === 503) && !reply.hasHeader('retry-after')) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
  // The request's language (the SPA sends its page language as Accept-Language): docs/i18n.md "API messages".
  const locale = requestLocale(reply.request);
  const body: ErrorBody = { success: false, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: translateApiMessage(message, locale) };
  if (errors && Object.keys(errors).length > 0) body.errors = translateFieldErrors(errors, locale);
  reply.header('content-language', locale);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  if (code) body.code = code;
  if (extra) Object.assign(body, extra);
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
};

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const fieldOf = (issue: ValidationIssue): string => {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (typeof params?.missingProperty === 'string') return path ? `${path}.${params.missingProperty}` : params.missingProperty;
  return path || '_';
};

const describe = (issue: ValidationIssue): string => {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'required':
      return 'This field is required.';
    case 'maxLength':
      return `Must be at most ${params.limit} characters.`;
    case 'minLength':
      return params.limit === 1 ? 'This field is required.' : `Must be at least ${params.limit} characters.`;
    case 'type':
      return `Must be of type ${params.type}.`;
    case 'format':
      return `Must be a valid ${params.format}.`;
    default:
      return issue.message ?? 'Invalid value.';
  }
};

/** Field errors from the route's JSON schema, keyed like formik fields. */
export const validationErrors = (issues: ValidationIssue[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldOf(issue)] ??= describe(issue);
  return errors;
};

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | HttpError | FormRuleError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.errors, error.code, error.retryAfterSeconds, error.extra);
    if (error instanceof FormRuleError) return sendError(reply, 422, error.message, error.errors);

    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return sendError(reply, 400, `Invalid ${fastifyError.validationContext ?? 'request'}`, validationErrors(fastifyError.validation));
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, 'The request body is not valid JSON');
    }
    if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, 'The request body is empty but Content-Type is application/json');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return sendError(reply, 503, DATABASE_UNAVAILABLE_MESSAGE, undefined, 'database-unavailable', DATABASE_RETRY_AFTER_SECONDS);
    }
    if (isClientFaultDatabaseError(error)) {
      request.log.warn({ err: error }, 'database refused a value from the request: its schema should bound it');
      return sendError(reply, 400, 'A value in the request is out of range or not allowed.', undefined, 'invalid-value');
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, fastifyError.message);

    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`));
}

export default fp(errorsPlugin, { name: 'errors' });
