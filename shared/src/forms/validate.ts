import { ValidationError, type InferType, type ObjectSchema, type AnyObject } from 'yup';
import { FORM_MESSAGES } from './messages';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * Runs a shared form schema on a request body the way the api needs it: every field's first error
 * (abortEarly false), unknown fields removed (stripUnknown), values cast (trimmed, defaults applied).
 */
export function validateWith<S extends ObjectSchema<AnyObject>>(schema: S, body: unknown): ValidationResult<InferType<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: FORM_MESSAGES.notObject } };
  }
  try {
    const value = schema.validateSync(body, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { ok: false, errors: validationErrorsToFields(error) };
  }
}

/** First message per field path; a failure without a path (whole object) is reported under `body`. */
export function validationErrorsToFields(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const field = leaf.path || 'body';
    if (!(field in errors)) errors[field] = leaf.message;
  }
  return errors;
}
