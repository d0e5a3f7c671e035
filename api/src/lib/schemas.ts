import { Type, type TObject, type TProperties } from 'typebox';

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
