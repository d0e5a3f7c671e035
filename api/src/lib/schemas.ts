import { Type, type TObject, type TProperties } from 'typebox';
import { LIMITS } from '@fj/shared';

/** Request objects: unknown fields are removed (ajv removeAdditional), never passed on. */
export const RequestObject = <T extends TProperties>(properties: T, description?: string): TObject<T> =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

/** Every string the API accepts has a maximum length. */
export const Str = (maxLength: number, options: { minLength?: number; description?: string; format?: string } = {}) =>
  Type.String({ maxLength, ...options });

export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
    code: Type.Optional(Type.String({ description: 'Stable machine code where one exists, e.g. file-invalid-type' })),
  },
  { description: 'Error envelope' },
);

export const MessageResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** Every route documents the error envelope for the statuses it can answer. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorResponse]));

export const SkipCacheQuery = {
  skip_cache: Type.Optional(Type.String({ maxLength: 5, description: '1 bypasses the short-lived read cache' })),
};

/** Largest value of a Postgres integer (int4) column: every id in this schema is one. */
export const INT4_MAX = 2_147_483_647;
/** Rows a list may skip: beyond this an offset page is not a page anyone reads (and would scan that many rows). */
export const MAX_OFFSET = 1_000_000;

/** A row id (int4, positive). */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });

/** Path or query parameters of a route addressing one row: `{ id }`. */
export const IdParam = RequestObject({ id: Id({ description: 'Row id' }) });

/** Any other whole number the API accepts, within int4 (counts, amounts in minor units, years…). */
export const Int = (options: { minimum?: number; maximum?: number; description?: string; default?: number } = {}) =>
  Type.Integer({ minimum: -INT4_MAX, maximum: INT4_MAX, ...options });

/** Rows to skip in an offset-paged list. */
export const Offset = (options: { maximum?: number; default?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'Rows to skip (default 0)', ...options });

/**
 * Rows to return. The schema's maximum is what the server returns at most: a larger limit is a 400, never a silent
 * cap (docs/api.md, "Paging").
 */
export const Limit = (options: { maximum?: number; default?: number; description?: string } = {}) => {
  const maximum = options.maximum ?? LIMITS.maxPageSize;
  return Type.Integer({ minimum: 1, maximum, description: `Rows to return (at most ${maximum}${options.default !== undefined ? `, default ${options.default}` : ''})`, ...options });
};

/**
 * `offset` and `limit`, optional, for a list query. With `default`, ajv fills in offset 0 and that limit when they
 * are missing; without it the service picks its own default (and the description should say which).
 */
export const PagingFields = (options: { maximum?: number; default?: number } = {}) => ({
  offset: Type.Optional(Offset(options.default !== undefined ? { default: 0 } : {})),
  limit: Type.Optional(Limit(options)),
});
